import { describe, expect, it } from 'vitest';
import {
  ApproverNotChosen,
  NoApproverChosen,
  RESUBMIT_DELAY_MS,
  rolesToChooseFrom,
  workflowAfterResponse,
  type ChooserServices,
} from './approver-chooser';

const participants = [
  {
    id: 'a1',
    username: 'approver1@x',
    displayName: 'Arun Approver',
    firstName: 'Arun',
    lastName: 'Approver',
    judiciaryId: 'J4',
  },
  {
    id: 'a2',
    username: 'approver2@x',
    displayName: 'Beth Approver',
    firstName: 'Beth',
    lastName: 'Approver',
    judiciaryId: 'J5',
  },
];

function services(answer: unknown, holders: typeof participants = participants) {
  const calls: unknown[] = [];
  const waits: number[] = [];
  const opened: unknown[] = [];
  const busy: number[] = [];
  const s: ChooserServices = {
    http: { post: async <T>(url: string, body: unknown) => (calls.push({ url, body }), holders as T) },
    open: async (data) => (opened.push(data), answer),
    currentUser: { id: 'c1', displayName: 'Clara Clerk' },
    busy: (delta) => busy.push(delta),
    wait: async (ms) => {
      waits.push(ms);
    },
  };
  return { s, calls, waits, opened, busy };
}

describe('rolesToChooseFrom', () => {
  it('reads workflowRoles, or a nextAction that is not broadcast', () => {
    expect(rolesToChooseFrom({ workflowRoles: ['fine_approver'] })).toEqual({
      roles: ['fine_approver'],
      nextStep: false,
      excludedUsers: [],
    });
    expect(rolesToChooseFrom({ nextAction: { allowedRoles: ['super_admin'] } })).toEqual({
      roles: ['super_admin'],
      nextStep: true,
      excludedUsers: [],
    });
    expect(
      rolesToChooseFrom({ nextAction: { allowedRoles: ['super_admin'], excludedUsers: ['s1', 'a1'] } }),
    ).toEqual({ roles: ['super_admin'], nextStep: true, excludedUsers: ['s1', 'a1'] });
    expect(
      rolesToChooseFrom({ nextAction: { allowedRoles: ['x'], broadcastRequest: true } }),
    ).toBeUndefined();
    expect(rolesToChooseFrom({ id: 1 })).toBeUndefined();
  });
});

describe('workflowAfterResponse', () => {
  it('asks for an approver among the role holders but the user, waits, then resends with the choice', async () => {
    const { s, calls, waits, opened, busy } = services({ workflowActor: 'a2' });
    const resent: unknown[] = [];
    const answer = await workflowAfterResponse(s)(
      { workflowRoles: ['fine_approver'], message: 'Choose' },
      async (body) => (resent.push(body), { id: 9 }),
      { amount: 5 },
    );
    expect(answer).toEqual({ id: 9 });
    expect(calls).toEqual([
      {
        url: '/api/iam/auth/users/filter-acl-users',
        body: { aclResourceNames: ['fine_approver'], users: ['c1'] },
      },
    ]);
    expect(opened[0]).toMatchObject({
      formId: 'workflow-participant-chooser',
      title: 'Approvers!!',
      description: 'Choose',
      width: '45%',
      closable: false,
      showHeader: false,
    });
    expect(waits).toEqual([RESUBMIT_DELAY_MS]);
    expect(busy).toEqual([1, -1]);
    expect(resent).toEqual([
      {
        requestBody: { amount: 5 },
        workflowActor: { id: 'a2', displayName: 'Beth Approver' },
        currentUser: { id: 'c1', displayName: 'Clara Clerk' },
      },
    ]);
  });

  it('names the next step actor when the server asks for the next action, leaving out whom it excludes', async () => {
    const { s, calls } = services({ workflowActor: 'a1' });
    const resent: Record<string, unknown>[] = [];
    await workflowAfterResponse(s)(
      { nextAction: { allowedRoles: ['r'], excludedUsers: ['s1', 'c1'] } },
      async (body) => (resent.push(body), {}),
      {},
    );
    expect(calls).toEqual([
      { url: '/api/iam/auth/users/filter-acl-users', body: { aclResourceNames: ['r'], users: ['c1', 's1'] } },
    ]);
    expect(resent[0]).toHaveProperty('nextStepWorkflowActor', { id: 'a1', displayName: 'Arun Approver' });
  });

  it('sends nothing when no approver is chosen, and passes other answers through', async () => {
    const { s } = services(undefined);
    await expect(
      workflowAfterResponse(s)({ workflowRoles: ['r'] }, async () => ({}), {}),
    ).rejects.toBeInstanceOf(NoApproverChosen);
    expect(await workflowAfterResponse(s)({ id: 3 }, async () => ({}), {})).toEqual({ id: 3 });
  });

  it('says who to ask, and sends nothing, when nobody else holds the roles', async () => {
    const { s, opened } = services({ workflowActor: 'a1' }, []);
    const resent: unknown[] = [];
    const refusal = workflowAfterResponse(s)(
      { workflowRoles: ['fine_approver'] },
      async (body) => (resent.push(body), {}),
      {},
    );
    await expect(refusal).rejects.toBeInstanceOf(ApproverNotChosen);
    await expect(refusal).rejects.toThrow('Nobody else holds fine_approver: ask an administrator.');
    expect({ opened, resent }).toEqual({ opened: [], resent: [] });
  });
});
