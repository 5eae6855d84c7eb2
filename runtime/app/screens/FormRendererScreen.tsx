// The generic form-renderer screen (spec 000 §2, §4): /app/:slug/:formId/:id? builds the screen from the
// form definition and its screen configuration: nested forms resolved, access rules applied, data
// loaded (initialization steps or retrieval, pending changes, additional data), then submission.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useLoaderData, useLocation, useParams } from 'react-router-dom';
import type { FormComponent, FormDefinition } from '../../../schemas/form-definition';
import type { ScreenConfig } from '../../../schemas/screen-config';
import { FORMS_DESIGN_ACL } from '../../../schemas/values/acls';
import { EVENTS } from '../../core/event-bus';
import { ApiError } from '../../core/http';
import { propagatedStateFrom, type PropagatedState } from '../../core/propagated-state';
import { applyScreenAccess } from '../../core/screen-access';
import { writeField } from '../../core/actions/form-fields';
import { withPendingChanges } from '../../core/pending-changes';
import { openPopup, POPUP_SCREENS } from '../popups/popup-store';
import { events, http, navigate } from '../services';
import { useSession } from '../session/session-store';
import { FormioForm, SubmitRefused, type FormioInstance } from './FormioForm';
import { markChangedFields } from './mark-changes';
import { wireScreenEvents } from './screen-listeners';
import { createActionServices } from '../actions/action-services';
import { TracePanel } from '../actions/TracePanel';
import { hasAccess } from '../../core/access';
import { resolveNestedForms } from './nested-forms';
import { loadScreen, ScreenConfigError } from './screen-loader';
import { prefetchedForm, type ScreenPrefetch } from './screen-prefetch';
import { loadScreenData } from './screen-data';
import { BeforeSubmitError, submitScreen } from './submission-flow';
import { ApproverNotChosen, workflowAfterResponse } from '../workflow/approver-chooser';
import { useShell } from '../shell/shell-store';
import { errorOutcome, successOutcome, type SubmissionOutcome } from './submission-outcome';
import { SubmissionKeys } from './submission-keys';
import { SignInButton } from './SignInPrompt';
import { ROUTES } from '../routes';

type ScreenState =
  | { status: 'loading' }
  | {
      status: 'failed';
      title: string;
      message: string;
      problems?: { path: string; message: string }[];
      /** The form needs a signed-in caller (a signed-out visitor on a public route). */
      signIn?: boolean;
      /** The user lacks the screen's acl: access can be asked for. */
      requestAccess?: boolean;
    }
  | {
      status: 'ready';
      form: FormDefinition;
      components: FormComponent[];
      screenConfig: ScreenConfig | undefined;
      /** The screen's data, the form is built with it; undefined when its load failed (loadError). */
      data: Record<string, unknown> | undefined;
      loadError: string | null;
      /** The messages of the data steps that failed (the screen shows the rest, those fields empty). */
      stepFailures: string[];
    };

type DataLoad = { data: Record<string, unknown>; loadError: null } | { data: undefined; loadError: string };

function describeFailure(error: unknown, formId: string): ScreenState {
  if (error instanceof ScreenConfigError) {
    return {
      status: 'failed',
      title: 'This screen is misconfigured',
      message: error.message,
      problems: error.problems,
    };
  }
  if (error instanceof ApiError && error.errorCode === 'FORM_NOT_PUBLIC') {
    return {
      status: 'failed',
      title: 'Sign in to open this form',
      message: 'This form is not public. Sign in to open it; you will come back here afterwards.',
      signIn: true,
    };
  }
  if (error instanceof ApiError && error.errorCode === 'FORM_NOT_FOUND') {
    return {
      status: 'failed',
      title: 'Screen not found',
      message: `There is no screen with id "${formId}".`,
    };
  }
  return {
    status: 'failed',
    title: 'This screen could not be loaded',
    message: error instanceof Error ? error.message : String(error),
  };
}

/**
 * A screen whose configuration names an acl the user lacks is not shown (spec 000 §5: a component without
 * access is hidden), rather than filled in and refused on submit. A workflow view (a record under review)
 * stays visible to its approver. The server enforces the data's own acls either way.
 */
function deniedScreen(
  screenConfig: ScreenConfig | undefined,
  acls: readonly string[],
  workflowView: boolean,
): ScreenState | undefined {
  const needed = screenConfig?.aclResource;
  if (!needed || workflowView || hasAccess(acls, needed)) return undefined;
  return {
    status: 'failed',
    title: 'You do not have access to this screen',
    message: `Opening it needs the permission "${needed}", which none of your roles gives.`,
    requestAccess: true,
  };
}

/** Submitting needs a signed-in user, also on a public form (docs/architecture.md, public forms). */
export const SIGN_IN_TO_SUBMIT = 'Sign in to submit this form. Nothing you typed has been sent.';

const SIGNED_OUT_FORM_OPTIONS = { noAlerts: true };

/**
 * The route: a new screen instance per navigation, so no state leaks between forms and records, and a
 * navigation to the screen already shown (a redirect after submitting back to the same create screen, its
 * menu link) starts it afresh. Its loader has already asked for the form (screen-prefetch.ts).
 */
export function FormRendererRoute() {
  const { formId = '', id } = useParams();
  const { key } = useLocation();
  const prefetch = useLoaderData<ScreenPrefetch | null>();
  return (
    <FormRendererScreen key={`${formId}/${id ?? ''}/${key}`} formId={formId} id={id} prefetch={prefetch} />
  );
}

/** Shows the outcome's popup; answers what the popup returned (a success popup's form, submitted). */
async function showOutcome(config: ScreenConfig, outcome: SubmissionOutcome): Promise<unknown> {
  const success = outcome.kind === 'success';
  const popupScreenId = success ? config.submitSuccessPopup?.popupScreenId : config.errorPopup?.popupScreenId;
  const problems = outcome.problems.length
    ? `<ul class="mb-0">${outcome.problems.map((problem) => `<li>${escapeHtml(problem.message)}</li>`).join('')}</ul>`
    : '';
  return openPopup({
    formId: popupScreenId || POPUP_SCREENS.information,
    title: outcome.header,
    description: `<p>${escapeHtml(outcome.message)}</p>${problems}`,
    inputData: {
      ...(success ? (config.submitSuccessPopup?.data as Record<string, unknown> | undefined) : undefined),
      outcome: outcome.kind,
    },
  });
}

/** A server's message ends its sentence before the screen adds one of its own. */
const asSentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text : `${text.trim()}.`);

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface FormRendererScreenProps {
  formId: string;
  id: string | undefined;
  /** A record under review: shown read-only in workflow view, pending changes compared. */
  workflowRecord?: Record<string, unknown>;
  /** A builder's preview shows the trace panel whatever the previewed role holds. */
  showTrace?: boolean;
  /** The route's early request for the form: taken by the first load only (a reload asks again). */
  prefetch?: ScreenPrefetch | null;
}

export function FormRendererScreen({
  formId,
  id,
  workflowRecord,
  showTrace,
  prefetch,
}: FormRendererScreenProps) {
  const location = useLocation();
  const identity = useSession((state) => state.identity);
  const profile = useSession((state) => state.profile);
  const [state, setState] = useState<ScreenState>({ status: 'loading' });
  const [submitRefused, setSubmitRefused] = useState(false);
  const formRef = useRef<FormioInstance>(null);
  const untakenPrefetch = useRef(prefetch);
  const submissionKeys = useRef(new SubmissionKeys());
  const propagated: PropagatedState = useMemo(() => {
    const state = propagatedStateFrom(
      new URLSearchParams(location.search),
      (location.state as { stateToPropagate?: unknown } | null)?.stateToPropagate,
    );
    return workflowRecord ? { ...state, workflowView: true, showPendingChanges: true } : state;
  }, [location.search, location.state, workflowRecord]);
  const acls = identity?.acls;
  // A designer opens the newest version, draft or not, with ?draft=true (the server refuses others).
  const draft = new URLSearchParams(location.search).get('draft') === 'true';
  const user = useMemo(
    () => (identity ? { ...identity.identity, roles: identity.roles, acls: identity.acls, profile } : null),
    [identity, profile],
  );
  // The data load reads the user as it is then; a later profile answer does not reload the screen.
  const userRef = useRef(user);
  useLayoutEffect(() => {
    userRef.current = user;
  });

  useEffect(() => {
    let cancelled = false;
    events.forget(EVENTS.FORM_READY);
    events.forget(EVENTS.FORM_DATA_LOADED);
    (async () => {
      try {
        const prefetched = prefetchedForm(untakenPrefetch.current, formId, draft);
        untakenPrefetch.current = null;
        const { form, screenConfig } = await loadScreen(http, formId, { draft, prefetched });
        // A workflow view is the item's record, not a state the address bar can claim.
        const denied = deniedScreen(screenConfig, acls ?? [], Boolean(workflowRecord));
        if (denied) {
          if (!cancelled) setState(denied);
          return;
        }
        // The data is asked for beside the nested forms, and the form is built once, with it.
        const stepFailures: string[] = [];
        const dataLoad: Promise<DataLoad> = (
          workflowRecord
            ? Promise.resolve(withPendingChanges(workflowRecord))
            : loadScreenData({
                config: screenConfig,
                id,
                state: propagated,
                user: userRef.current,
                http,
                stepFailed: (message) => stepFailures.push(message),
              })
        ).then(
          (data) => ({ data, loadError: null }),
          (error: unknown) => ({
            data: undefined,
            loadError: error instanceof Error ? error.message : String(error),
          }),
        );
        const nested = await resolveNestedForms(
          form.components,
          async (nestedId) => (await loadScreen(http, nestedId)).form.components,
          propagated,
        );
        const components = applyScreenAccess(nested, {
          acls: acls ?? [],
          workflowView: Boolean(propagated.workflowView),
        });
        const loaded = await dataLoad;
        if (!cancelled)
          setState({
            status: 'ready',
            form,
            components,
            screenConfig,
            ...loaded,
            stepFailures: [...new Set(stepFailures)],
          });
      } catch (error) {
        if (!cancelled) setState(describeFailure(error, formId));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [formId, id, propagated, acls, draft, workflowRecord]);

  const screenConfig = state.status === 'ready' ? state.screenConfig : undefined;
  const components = state.status === 'ready' ? state.components : null;
  const loadedData = state.status === 'ready' ? state.data : undefined;
  const loadError = state.status === 'ready' ? state.loadError : null;
  const stepFailures = state.status === 'ready' ? state.stepFailures : [];

  const onReady = useCallback(
    async (form: FormioInstance) => {
      formRef.current = form;
      // Action buttons of this form run with the screen's propagated state.
      form.screenState = propagated;
      wireScreenEvents(form, screenConfig?.actionListener, () => createActionServices(form, propagated));
      events.emit(EVENTS.FORM_READY, form);
      if (!loadedData) return;
      markChangedFields(form, loadedData);
      events.emit(EVENTS.FORM_DATA_LOADED, loadedData);
    },
    [screenConfig, propagated, loadedData],
  );

  const submit = useCallback(
    async (data: Record<string, unknown>) => {
      if (!components || !screenConfig) throw new Error('This screen has no screen configuration');
      if (!user) {
        setSubmitRefused(true);
        throw new SubmitRefused('Sign in to submit.');
      }
      let response: Record<string, unknown>;
      try {
        response = await submitScreen({
          http,
          config: screenConfig,
          components,
          data,
          scope: { state: propagated, user },
          keys: submissionKeys.current,
          afterResponse: workflowAfterResponse({
            http,
            open: openPopup,
            currentUser: { id: String(user?.id ?? ''), displayName: profile?.displayName ?? '' },
            busy: (delta) => useShell.getState().trackActivity(delta),
            wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
          }),
        });
      } catch (error) {
        if (error instanceof BeforeSubmitError || error instanceof ApproverNotChosen) {
          await openPopup({
            formId: POPUP_SCREENS.information,
            title: 'Message',
            description: `<p>${escapeHtml(error.message)}</p>`,
          });
        } else {
          await showOutcome(screenConfig, errorOutcome(screenConfig, error));
        }
        throw error;
      }
      const outcome = successOutcome(screenConfig, response);
      const answer = await showOutcome(screenConfig, outcome);
      if (outcome.kind === 'error') throw new Error(outcome.message);
      const storeAt = screenConfig.submitSuccessPopup?.returnValueStorageAttribute;
      if (storeAt && answer !== undefined && formRef.current) writeField(formRef.current, storeAt, answer);
      if (outcome.redirectUrl) {
        if (screenConfig.navigateViaBrowser || /^https?:\/\//.test(outcome.redirectUrl))
          window.location.assign(outcome.redirectUrl);
        else navigate(outcome.redirectUrl);
      }
    },
    [components, screenConfig, propagated, user, profile],
  );

  if (state.status === 'loading') return <p className="text-muted">Loading…</p>;
  if (state.status === 'failed') {
    return (
      <div className="alert alert-danger ignite-screen-error" role="alert">
        <h2 className="h5">{state.title}</h2>
        <p className="mb-1">{state.message}</p>
        {state.problems && (
          <ul className="mb-0">
            {state.problems.map((problem) => (
              <li key={`${problem.path}${problem.message}`}>
                <code>{problem.path}</code> {problem.message}
              </li>
            ))}
          </ul>
        )}
        {state.signIn && (
          <p className="mb-0 mt-2">
            <SignInButton />
          </p>
        )}
        {state.requestAccess && (
          <p className="mb-0 mt-2">
            <Link to={ROUTES.requestAccess}>Request access</Link>
          </p>
        )}
      </div>
    );
  }

  // A record that could not be loaded cannot be saved: the form would send a create, or overwrite the
  // record with what was typed over an empty form.
  const recordMissing = Boolean(loadError && screenConfig?.retrievalUrl);
  const title =
    screenConfig?.label && screenConfig.label !== 'Screen configuration'
      ? screenConfig.label
      : state.form.name;
  return (
    <section className="ignite-screen" data-form-id={state.form.id}>
      <h1 className="ignite-screen__title">{title}</h1>
      {draft && (
        <div className="alert alert-secondary py-2 ignite-draft-notice" role="status">
          The newest saved version of this form, published or not: what its users see is the published
          version.
        </div>
      )}
      {loadError && (
        <div className="alert alert-warning" role="alert">
          The data of this screen could not be loaded: {asSentence(loadError)}
          {recordMissing && ' Nothing can be saved here until it loads.'}
        </div>
      )}
      {!loadError && stepFailures.length > 0 && (
        <div className="alert alert-warning ignite-step-failures" role="status">
          Some of this screen&apos;s data could not be loaded, and is shown empty:{' '}
          {asSentence(stepFailures.join('; '))}
        </div>
      )}
      {!user && screenConfig?.submissionUrl && (
        <div
          className={`alert ${submitRefused ? 'alert-warning' : 'alert-info'} ignite-sign-in-to-submit`}
          role={submitRefused ? 'alert' : 'status'}
        >
          <p className="mb-2">
            {submitRefused
              ? SIGN_IN_TO_SUBMIT
              : 'You can fill in this form without signing in; sign in to submit it.'}
          </p>
          <SignInButton />
        </div>
      )}
      <FormioForm
        components={state.components}
        display={state.form.display}
        data={state.data}
        readOnly={Boolean(workflowRecord) || screenConfig?.screenType === 'view' || recordMissing}
        // Signed out, a submit is refused by the notice above; Form.io's own alerts would claim success.
        options={user ? undefined : SIGNED_OUT_FORM_OPTIONS}
        onSubmit={screenConfig?.submissionUrl && !recordMissing ? submit : undefined}
        onReady={onReady}
      />
      {/* The action trace is for those who design screens (and every builder preview). */}
      {(showTrace || hasAccess(acls ?? [], FORMS_DESIGN_ACL)) && <TracePanel defaultOpen={showTrace} />}
    </section>
  );
}
