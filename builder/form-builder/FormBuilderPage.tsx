// The drag-and-drop builder of one form (/forms/form-builder/:formId): Form.io's builder on the newest
// version (the draft), the form's title and category, save as a new draft, publish the newest saved
// version, problems listed (click: the component's settings) and marked at their components, the
// structured editors behind "Advanced settings…", undo and redo of every change (buttons and shortcuts), the
// lock held while open (lost while editing: the canvas kept as it was, read-only, with its download), the
// canvas's download offered too when a save or a publish is refused because the form changed meanwhile
// (409), and a question before leaving with unsaved changes (judged against what was saved: an edit undone
// by hand leaves none). The outcome of a save or a publish is said until the next edit.
import './form-builder.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Message } from 'primereact/message';
import { formProperties } from '../../runtime/core/form-properties';
import type { FormComponent, FormDefinition } from '../../schemas/form-definition';
import type { FormVersion } from '../../schemas/form-versions';
import { useSession } from '../../runtime/app/session/session-store';
import { BuilderPage } from '../layout/BuilderPage';
import { builderApi } from '../builder-api';
import { downloadJson } from '../download-json';
import { BUILDER_PATHS } from '../builder-paths';
import { BuilderCanvas } from './BuilderCanvas';
import type { AdvancedSettingsRequest, IgniteFormBuilder } from './formio-builder';
import { portalDraftUrl } from './portal-link';
import { ProblemsPanel } from '../problems/ProblemsPanel';
import { AdvancedSettingsDialog } from './AdvancedSettingsDialog';
import { componentAtPointer } from './component-pointer';
import {
  failureOutcome,
  NO_PROBLEMS,
  problemMarks,
  savedOutcome,
  type FormProblems,
  type Outcome,
} from './save-outcome';
import { OutcomeBanner } from './OutcomeBanner';
import { useLiveLint, useStoredLint } from './use-live-lint';
import { catalogueOf, uncheckedNote, useLintCatalogue } from './use-lint-catalogue';
import { LockNotice } from './LockNotice';
import { NOTE_MAX_LENGTH } from './note-length';
import { useFormLock } from './use-form-lock';
import { useLeaveGuard } from './use-leave-guard';
import { useUndoHistory, type HistoryMove, type PageState } from './use-undo-history';
import { useUndoShortcuts } from './use-undo-shortcuts';
import { UndoRedoButtons } from './UndoRedoButtons';
import { errorMessage } from '../../runtime/core/error-message';
import { loadScriptSandbox } from '../../runtime/core/script-sandbox';

interface EnvelopeFieldProps {
  label: string;
  value: string;
  readOnly: boolean;
  onChange: (event: { target: { value: string } }) => void;
}

/** The canvas's components as the undo history keeps them: what a save would store. */
const canvasSnapshot = (builder: IgniteFormBuilder) => JSON.stringify(builder.components);

/** One editable field of the form's envelope (title, category). */
function EnvelopeField({ label, value, readOnly, onChange }: EnvelopeFieldProps) {
  return (
    <label>
      {label}
      <input className="form-control form-control-sm" value={value} disabled={readOnly} onChange={onChange} />
    </label>
  );
}

export function FormBuilderPage() {
  const formId = useParams().formId ?? '';
  const userId = useSession((state) => state.identity?.identity.id);
  const builder = useRef<IgniteFormBuilder | null>(null);
  // The canvas as it was when the lock was lost: drawn again read-only in place of the form as loaded, so
  // the designer's unsaved edits stay in sight and can be downloaded.
  const [kept, setKept] = useState<FormComponent[] | null>(null);
  const lock = useFormLock(formId, userId, () =>
    setKept((builder.current?.components as FormComponent[] | undefined) ?? null),
  );
  const readOnly = lock.status !== 'mine';

  const [loaded, setLoaded] = useState<FormVersion | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [publishedVersion, setPublishedVersion] = useState<number | null>(null);
  const [latest, setLatest] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [category, setCategory] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A save or publish refused with 409 (a colleague saved a newer version meanwhile): the canvas is offered.
  const [conflict, setConflict] = useState(false);
  const [problems, setProblems] = useState<FormProblems>(NO_PROBLEMS);
  // The problems shown, for a refusal to replace only its own kind.
  const shownProblems = useRef<FormProblems>(NO_PROBLEMS);
  const catalogueState = useLintCatalogue();
  const catalogue = catalogueOf(catalogueState);
  // The components the problems were found in, to name them in the panel.
  const [problemComponents, setProblemComponents] = useState<unknown[]>([]);
  // The open "Advanced settings…" and the canvas's components when it was opened.
  const [advanced, setAdvanced] = useState<{
    request: AdvancedSettingsRequest;
    components: FormComponent[];
  } | null>(null);
  const [changes, setChanges] = useState(0);
  const history = useUndoHistory();
  const { dirty } = history;
  const { start: startHistory, record, canvasDrawn } = history;
  // Undo and redo draw the canvas one after the other, in the order pressed.
  const drawing = useRef(Promise.resolve());

  useLeaveGuard(dirty);

  useEffect(() => {
    let gone = false;
    Promise.all([
      builderApi.latestVersion(formId),
      builderApi.listVersions(formId),
      // The canvas and the settings dialogs' previews draw templates and run scripts as screens do; without
      // the sandbox they would only warn (a designer's scripts show as they run in the portal).
      loadScriptSandbox().catch(() => undefined),
    ]).then(
      ([version, versions]) => {
        if (gone) return;
        setLoaded(version);
        setLatest(version.version);
        setName(version.form.name);
        setCategory(version.form.category);
        startHistory({ name: version.form.name, category: version.form.category });
        setPublishedVersion(versions.find((row) => row.published)?.version ?? null);
      },
      (failure: unknown) => !gone && setLoadError(errorMessage(failure)),
    );
    return () => {
      gone = true;
    };
  }, [formId, startHistory]);

  const showProblems = useCallback((next: FormProblems) => {
    const components = builder.current?.components ?? [];
    shownProblems.current = next;
    setProblems(next);
    setProblemComponents(components);
    builder.current?.mark(problemMarks(components, next));
  }, []);
  /** The form as a save sends it: the envelope as edited, the canvas's components. */
  const canvasForm = (): FormDefinition | undefined => {
    const current = builder.current;
    if (!current || !loaded) return undefined;
    return {
      id: formId,
      name,
      category,
      // public, display (a wizard) and settings are not edited here: kept as loaded.
      ...formProperties(loaded.form),
      components: current.components as FormComponent[],
    };
  };
  // Between saves the form is checked in the browser on every change, with the server's catalogue (forms,
  // resources, acls); a save answers with the server's checks.
  useLiveLint(changes, catalogue, canvasForm, showProblems);
  // The stored version is checked by the server as it opens and once it is published.
  const [storedChecks, setStoredChecks] = useState(0);
  useStoredLint(storedChecks, changes, catalogue, canvasForm, showProblems);

  const onReady = useCallback(
    (ready: IgniteFormBuilder | null) => {
      builder.current = ready;
      if (!ready) return;
      canvasDrawn(canvasSnapshot(ready));
      // The form as it opens is linted too: it may have been saved or imported with problems.
      setStoredChecks((count) => count + 1);
    },
    [canvasDrawn],
  );
  const openAdvanced = useCallback((request: AdvancedSettingsRequest) => {
    setAdvanced({ request, components: (builder.current?.components ?? []) as FormComponent[] });
  }, []);
  const onChange = useCallback(() => {
    // The outcome of the last save or publish is no longer about the canvas.
    if (builder.current && record({ components: canvasSnapshot(builder.current) })) setOutcome(null);
    setChanges((count) => count + 1);
  }, [record]);

  /** Shows a state of the history: the envelope's fields, and the canvas when its components differ. */
  const show = ({ from, to }: HistoryMove) => {
    setName(to.name);
    setCategory(to.category);
    const components = to.components;
    if (components !== undefined && components !== from.components) {
      drawing.current = drawing.current
        .then(async () => {
          await builder.current?.restore(JSON.parse(components) as unknown[]);
        })
        // A failed drawing is said, and the next undo or redo still draws.
        .catch((failure: unknown) =>
          setOutcome({ severity: 'error', text: `The canvas could not be drawn: ${errorMessage(failure)}` }),
        );
    }
    // The live checks run on what is shown now, once drawn.
    void drawing.current.then(() => setChanges((count) => count + 1));
  };
  const moveTo = (moved: HistoryMove | undefined) => {
    if (!moved) return;
    setOutcome(null);
    show(moved);
  };
  const undo = () => moveTo(readOnly ? undefined : history.undo());
  const redo = () => moveTo(readOnly ? undefined : history.redo());
  useUndoShortcuts(!readOnly, (command) => (command === 'undo' ? undo() : redo()));

  /** Runs a save or a publish: busy meanwhile, a refusal shown as the outcome with its problems. */
  async function withServer(kind: 'save' | 'publish', step: () => Promise<void>) {
    setBusy(true);
    try {
      await step();
      setConflict(false);
    } catch (failure) {
      const refused = failureOutcome(failure, kind);
      if (refused.problems) showProblems({ ...shownProblems.current, ...refused.problems });
      setConflict(refused.conflict === true);
      setOutcome({ severity: 'error', text: refused.message });
    } finally {
      setBusy(false);
    }
  }

  const save = () =>
    withServer('save', async () => {
      const form = canvasForm();
      const sent = history.presentStep();
      if (!form || sent === undefined) return;
      const saved = await builderApi.saveDraft(formId, {
        form,
        note: note || undefined,
        baseVersion: latest ?? undefined,
      });
      setLatest(saved.version.version);
      // Edits made while the save was on its way stay unsaved.
      history.saved(sent);
      // A note is kept for the version that stores it: none is stored for a form saved unchanged.
      if (!saved.unchanged) setNote('');
      showProblems({ lint: saved.problems, validation: [] });
      setOutcome(savedOutcome(saved));
    });

  const publish = () =>
    withServer('publish', async () => {
      if (latest === null) return;
      // The builder publishes the newest version it saved or opened: one saved since is not replaced.
      await builderApi.publish(formId, latest, latest);
      setPublishedVersion(latest);
      setStoredChecks((count) => count + 1);
      setOutcome({ severity: 'success', text: `Version ${latest} is published: the portal serves it now.` });
    });

  /** The form as the canvas shows it (as left when the lock was lost), as a file (Packages imports it). */
  const downloadChanges = () => {
    const components = kept ?? (builder.current?.components as FormComponent[] | undefined);
    if (!loaded || !components) return;
    downloadJson(
      { id: formId, name, category, ...formProperties(loaded.form), components },
      `${formId}-unsaved-changes.json`,
    );
  };

  const selectProblem = (path: string) => {
    const components = builder.current?.components;
    const component = components && componentAtPointer({ components }, path);
    if (component) builder.current?.openSettings(component.key);
  };

  const editEnvelope =
    (field: 'name' | 'category', set: (value: string) => void) => (event: { target: { value: string } }) => {
      const value = event.target.value;
      set(value);
      // Typing in one field is one step, as in a text editor.
      if (record({ [field]: value } satisfies Partial<PageState>, field)) setOutcome(null);
      setChanges((count) => count + 1);
    };

  return (
    <BuilderPage
      title={`Form builder: ${name || formId}`}
      actions={
        <>
          <UndoRedoButtons
            canUndo={!readOnly && history.canUndo}
            canRedo={!readOnly && history.canRedo}
            onUndo={undo}
            onRedo={redo}
          />
          <input
            className="form-control form-control-sm ignite-form-builder__note"
            aria-label="Save note"
            placeholder="Note (optional)"
            maxLength={NOTE_MAX_LENGTH}
            value={note}
            disabled={readOnly}
            onChange={(event) => setNote(event.target.value)}
          />
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={readOnly || busy || !loaded}
            onClick={() => void save()}
          >
            Save
          </button>
          <button
            type="button"
            className="btn btn-success btn-sm"
            disabled={readOnly || busy || dirty || latest === null || latest === publishedVersion}
            title={
              dirty ? 'Save your changes first: publishing publishes the newest saved version' : undefined
            }
            onClick={() => void publish()}
          >
            Publish
          </button>
          <Link className="btn btn-outline-secondary btn-sm" to={BUILDER_PATHS.settings(formId)}>
            Screen settings
          </Link>
          <Link className="btn btn-outline-secondary btn-sm" to={BUILDER_PATHS.versions(formId)}>
            Versions
          </Link>
          <Link className="btn btn-outline-secondary btn-sm" to={BUILDER_PATHS.preview(formId)}>
            Preview
          </Link>
          <a
            className="btn btn-outline-secondary btn-sm"
            href={portalDraftUrl(formId, category)}
            target="_blank"
            rel="noreferrer"
          >
            Open in portal
          </a>
        </>
      }
    >
      <div className="ignite-form-builder__envelope">
        <EnvelopeField
          label="Title"
          value={name}
          readOnly={readOnly}
          onChange={editEnvelope('name', setName)}
        />
        <label>
          Id
          <input className="form-control-plaintext form-control-sm" value={formId} readOnly />
        </label>
        <EnvelopeField
          label="Category"
          value={category}
          readOnly={readOnly}
          onChange={editEnvelope('category', setCategory)}
        />
        <span className="ignite-form-builder__versions" aria-label="Version info">
          {latest !== null && `Draft v${latest}`}
          {' · '}
          {publishedVersion === null ? 'never published' : `published v${publishedVersion}`}
          {dirty && ' · unsaved changes'}
        </span>
      </div>
      <LockNotice lock={lock} onDownload={kept && dirty ? downloadChanges : undefined} />
      {conflict && !kept && (
        <div className="ignite-form-builder__lock-lost" role="group" aria-label="Keep your changes">
          <span>The form changed on the server meanwhile: download the canvas to keep it as it is here.</span>
          <button type="button" className="btn btn-warning btn-sm" onClick={downloadChanges}>
            Download my changes
          </button>
        </div>
      )}
      {loadError && <Message severity="error" text={loadError} />}
      <OutcomeBanner outcome={outcome} />
      <ProblemsPanel
        problems={problems.lint}
        validation={problems.validation}
        form={{ components: problemComponents }}
        onSelect={selectProblem}
        unchecked={problems.partial ? uncheckedNote(catalogueState) : undefined}
      />
      {loaded && lock.status !== 'pending' ? (
        <BuilderCanvas
          components={kept ?? loaded.form.components}
          readOnly={readOnly}
          onReady={onReady}
          onChange={onChange}
          onAdvancedSettings={openAdvanced}
        />
      ) : (
        !loadError && <p>Opening the form…</p>
      )}
      {advanced && (
        <AdvancedSettingsDialog
          request={advanced.request}
          formComponents={advanced.components}
          onClose={() => setAdvanced(null)}
        />
      )}
    </BuilderPage>
  );
}
