// The workflow branch of a submission (spec 000 §4): when the server answers workflowRoles, or a
// nextAction whose allowedRoles are not broadcast, the user chooses an approver among the users holding
// those roles (not themselves, nor those the answer's nextAction.excludedUsers names); after a short pause with the spinner, the request is sent again with
// the original body under requestBody and the chosen actor.
import type { ColleagueSummary } from '../../../schemas/api';
import type { HttpClient } from '../../core/http';
import { openPopup, POPUP_SCREENS, type PopupData } from '../popups/popup-store';

type Data = Record<string, unknown>;

/** The spec's pause before the resubmission. */
export const RESUBMIT_DELAY_MS = 1010;

/** A submission stopped because no approver was chosen: its message is for the user as it is. */
export class ApproverNotChosen extends Error {}

/** The user closed the chooser without choosing. */
export class NoApproverChosen extends ApproverNotChosen {
  constructor() {
    super('No approver was chosen: nothing was sent.');
  }
}

/** Nobody but the user (and those the server excludes) holds the roles asked for. */
export class NoApproverAvailable extends ApproverNotChosen {
  constructor(roles: string[]) {
    super(`Nobody else holds ${roles.join(' or ')}: ask an administrator. Nothing was sent.`);
  }
}

/** What the answer asks an approver for, if anything: the roles, and whom the server would refuse. */
export interface ApproverRequest {
  roles: string[];
  nextStep: boolean;
  /** Ids besides the current user's that may not take the step (the submitter, earlier approvers). */
  excludedUsers: string[];
}

export function rolesToChooseFrom(response: Data): ApproverRequest | undefined {
  const workflowRoles = response.workflowRoles;
  if (Array.isArray(workflowRoles) && workflowRoles.length > 0)
    return { roles: workflowRoles.map(String), nextStep: false, excludedUsers: [] };
  const nextAction = response.nextAction as
    { allowedRoles?: unknown; broadcastRequest?: unknown; excludedUsers?: unknown } | undefined;
  if (
    nextAction &&
    !nextAction.broadcastRequest &&
    Array.isArray(nextAction.allowedRoles) &&
    nextAction.allowedRoles.length > 0
  ) {
    const excludedUsers = Array.isArray(nextAction.excludedUsers) ? nextAction.excludedUsers.map(String) : [];
    return { roles: nextAction.allowedRoles.map(String), nextStep: true, excludedUsers };
  }
  return undefined;
}

export interface ChooserServices {
  http: Pick<HttpClient, 'post'>;
  open(data: PopupData): Promise<unknown>;
  currentUser: { id: string; displayName: string };
  busy(delta: 1 | -1): void;
  wait(ms: number): Promise<void>;
}

/** Asks the user for an approver; answers the actor to send, or throws NoApproverChosen. */
export async function chooseApprover(
  { roles, excludedUsers }: Pick<ApproverRequest, 'roles' | 'excludedUsers'>,
  submissionData: Data,
  services: ChooserServices,
): Promise<{ id: string; displayName: string }> {
  const participants = await services.http.post<ColleagueSummary[]>('/api/iam/auth/users/filter-acl-users', {
    aclResourceNames: roles,
    users: [...new Set([services.currentUser.id, ...excludedUsers])],
  });
  if (participants.length === 0) throw new NoApproverAvailable(roles);
  const answer = (await services.open({
    formId: POPUP_SCREENS.workflowParticipantChooser,
    title: 'Approvers!!',
    description: 'Choose',
    width: '45%',
    closable: false,
    showHeader: false,
    inputData: { workflowParticipants: participants, submissionData },
  })) as { workflowActor?: string } | undefined;
  const chosen = participants.find((participant) => participant.id === answer?.workflowActor);
  if (!chosen) throw new NoApproverChosen();
  return { id: chosen.id, displayName: chosen.displayName };
}

/** The AfterResponse of a screen submission: the approver chooser and the resubmission. */
export function workflowAfterResponse(services: ChooserServices) {
  return async (response: Data, resend: (body: Data) => Promise<Data>, sentBody: Data): Promise<Data> => {
    const ask = rolesToChooseFrom(response);
    if (!ask) return response;
    const actor = await chooseApprover(ask, sentBody, services);
    services.busy(1);
    try {
      await services.wait(RESUBMIT_DELAY_MS);
      return await resend({
        requestBody: sentBody,
        [ask.nextStep ? 'nextStepWorkflowActor' : 'workflowActor']: actor,
        currentUser: services.currentUser,
      });
    } finally {
      services.busy(-1);
    }
  };
}

export { openPopup };
