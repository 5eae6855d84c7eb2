// The generic form-renderer screen (spec 000 §2): /app/:slug/:formId/:id? builds the screen from the
// form definition and its screen configuration, loads the record for view screens and submits.
import { Dialog } from 'primereact/dialog';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { FormDefinition } from '../../../schemas/form-definition';
import type { ScreenConfig } from '../../../schemas/screen-config';
import { ApiError } from '../../core/http';
import { cleanSubmission } from '../../core/submission-cleaning';
import { http } from '../services';
import { FormioForm } from './FormioForm';
import { apiUrl, loadRecord, loadScreen, ScreenConfigError } from './screen-loader';
import { errorOutcome, successOutcome, type SubmissionOutcome } from './submission-outcome';

type ScreenState =
  | { status: 'loading' }
  | { status: 'failed'; title: string; message: string; problems?: { path: string; message: string }[] }
  | {
      status: 'ready';
      form: FormDefinition;
      screenConfig: ScreenConfig | undefined;
      data: Record<string, unknown> | undefined;
    };

function describeFailure(error: unknown, formId: string): ScreenState {
  if (error instanceof ScreenConfigError) {
    return {
      status: 'failed',
      title: 'This screen is misconfigured',
      message: error.message,
      problems: error.problems,
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

/** The route: a new screen instance per form and record, so no state leaks between them. */
export function FormRendererRoute() {
  const { formId = '', id } = useParams();
  return <FormRendererScreen key={`${formId}/${id ?? ''}`} formId={formId} id={id} />;
}

export function FormRendererScreen({ formId, id }: { formId: string; id: string | undefined }) {
  const navigate = useNavigate();
  const [state, setState] = useState<ScreenState>({ status: 'loading' });
  const [outcome, setOutcome] = useState<SubmissionOutcome | null>(null);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        const { form, screenConfig } = await loadScreen(http, formId);
        const data =
          id && screenConfig?.retrievalUrl
            ? await loadRecord(http, screenConfig.retrievalUrl, id)
            : undefined;
        if (!cancelled) setState({ status: 'ready', form, screenConfig, data });
      } catch (error) {
        if (!cancelled) setState(describeFailure(error, formId));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [formId, id]);

  const form = state.status === 'ready' ? state.form : null;
  const screenConfig = state.status === 'ready' ? state.screenConfig : undefined;

  const submit = useCallback(
    async (data: Record<string, unknown>) => {
      if (!form || !screenConfig?.submissionUrl) throw new Error('This screen has no submission URL');
      try {
        const response = await http.post<Record<string, unknown>>(
          apiUrl(screenConfig.submissionUrl),
          cleanSubmission(form.components, data),
        );
        setOutcome(successOutcome(screenConfig, response ?? {}));
      } catch (error) {
        setOutcome(errorOutcome(screenConfig, error));
        throw error;
      }
    },
    [form, screenConfig],
  );

  function closeOutcome() {
    const redirect = outcome?.redirectUrl;
    setOutcome(null);
    if (!redirect) return;
    if (screenConfig?.navigateViaBrowser || /^https?:\/\//.test(redirect)) window.location.assign(redirect);
    else navigate(redirect);
  }

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
      </div>
    );
  }

  return (
    <section className="ignite-screen" data-form-id={state.form.id}>
      <h1 className="ignite-screen__title">
        {screenConfig?.label && screenConfig.label !== 'Screen configuration'
          ? screenConfig.label
          : state.form.name}
      </h1>
      <FormioForm
        components={state.form.components}
        data={state.data}
        readOnly={screenConfig?.screenType === 'view'}
        onSubmit={screenConfig?.submissionUrl ? submit : undefined}
      />
      <Dialog
        header={outcome?.header}
        visible={outcome !== null}
        onHide={closeOutcome}
        style={{ width: '45%' }}
        breakpoints={{ '960px': '90vw' }}
        modal
        baseZIndex={10000}
        className={`ignite-outcome ignite-outcome--${outcome?.kind ?? 'success'}`}
        footer={
          <button type="button" className="btn btn-primary" onClick={closeOutcome}>
            OK
          </button>
        }
      >
        <p>{outcome?.message}</p>
        {outcome?.problems.length ? (
          <ul>
            {outcome.problems.map((problem) => (
              <li key={`${problem.path}${problem.message}`}>{problem.message}</li>
            ))}
          </ul>
        ) : null}
      </Dialog>
    </section>
  );
}
