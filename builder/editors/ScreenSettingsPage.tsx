// The screen's settings (/forms/form-builder/:formId/settings): the screen configuration and every
// smart table and action button of the newest version, edited with the settings editor and saved
// together as a new draft. Unsaved changes are judged against what was saved (a value chosen again is
// none); the outcome of a save is said as the form builder says it, until the next edit.
import isEqual from 'lodash/isEqual';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { eachComponent } from '../../runtime/core/form-tree';
import { lintForm } from '../../runtime/core/lint/lint-form';
import type { FormComponent, FormDefinition } from '../../schemas/form-definition';
import type { FormVersion } from '../../schemas/form-versions';
import type { LintProblem } from '../../runtime/core/lint/lint-rule';
import { builderApi } from '../builder-api';
import { BUILDER_PATHS } from '../builder-paths';
import { BuilderPage } from '../layout/BuilderPage';
import { ComponentSettingsEditor } from './ComponentSettingsEditor';
import { settingsKindOf } from './settings-kinds';
import { replaceComponent } from './use-component-lint';
import { errorMessage } from '../../runtime/core/error-message';
import { useSession } from '../../runtime/app/session/session-store';
import { LockNotice } from '../form-builder/LockNotice';
import { useFormLock } from '../form-builder/use-form-lock';
import { useLeaveGuard } from '../form-builder/use-leave-guard';
import { OutcomeBanner } from '../form-builder/OutcomeBanner';
import { failureOutcome, savedOutcome, type Outcome } from '../form-builder/save-outcome';
import { catalogueOf, uncheckedNote, useLintCatalogue } from '../form-builder/use-lint-catalogue';

/** The components with a settings editor, in form order. */
function editableComponents(components: readonly FormComponent[]): FormComponent[] {
  const found: FormComponent[] = [];
  eachComponent(components, ({ component }) => {
    if (settingsKindOf(component)) found.push(component);
  });
  return found;
}

/** Whether two values are stored alike: compared as the JSON a save sends (an undefined setting is none). */
const storedAlike = (a: unknown, b: unknown) =>
  isEqual(JSON.parse(JSON.stringify(a ?? null)), JSON.parse(JSON.stringify(b ?? null)));

export function ScreenSettingsPage() {
  const formId = useParams().formId ?? '';
  const userId = useSession((state) => state.identity?.identity.id);
  // As in the builder: the settings are edited under the form's lock, read-only when another holds it.
  const lock = useFormLock(formId, userId);
  const readOnly = lock.status !== 'mine';
  const [jsonValid, setJsonValid] = useState(true);
  const [loaded, setLoaded] = useState<FormVersion | null>(null);
  const [components, setComponents] = useState<FormComponent[]>([]);
  // The components as the newest version stores them (as loaded, then as saved).
  const [saved, setSaved] = useState<FormComponent[]>([]);
  const dirty = useMemo(() => !storedAlike(components, saved), [components, saved]);
  useLeaveGuard(dirty);
  // The selection is a position among the editable components, not an object: edits replace the
  // component, and an editor's change handler may run before it sees the replacement.
  const [selected, setSelected] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  // The server's lint of the stored version (as loaded, then as saved): its catalogue finds what the
  // browser's lint cannot (an unknown acl, …). Listed while the settings are as stored.
  const [storedProblems, setStoredProblems] = useState<LintProblem[]>([]);
  // Once edited, the settings are linted with the server's catalogue, as a save will lint them.
  const catalogueState = useLintCatalogue();
  const catalogue = catalogueOf(catalogueState);
  const editedProblems = useMemo(
    () =>
      dirty && loaded && catalogue
        ? lintForm({ ...loaded.form, components } as FormDefinition, catalogue)
        : undefined,
    [dirty, loaded, components, catalogue],
  );

  useEffect(() => {
    let current = true;
    builderApi.latestVersion(formId).then(
      (version) => {
        if (!current) return;
        setLoaded(version);
        setComponents(version.form.components as FormComponent[]);
        setSaved(version.form.components as FormComponent[]);
        builderApi.lint({ ...version.form, components: version.form.components as FormComponent[] }).then(
          (problems) => current && setStoredProblems(problems),
          // Without the server's answer, the browser's lint is listed alone.
          () => undefined,
        );
      },
      (failure: unknown) => current && setOutcome({ severity: 'error', text: errorMessage(failure) }),
    );
    return () => {
      current = false;
    };
  }, [formId]);

  const editable = useMemo(() => editableComponents(components), [components]);
  const position = selected < editable.length ? selected : 0;
  const current = editable[position] ?? null;
  const kind = current ? settingsKindOf(current) : undefined;

  async function save() {
    if (!loaded) return;
    setBusy(true);
    try {
      const form = { ...loaded.form, components } as FormDefinition;
      const answer = await builderApi.saveDraft(formId, {
        form,
        note: 'Settings edited',
        baseVersion: loaded.version,
      });
      setLoaded({ ...loaded, ...answer.version, form: loaded.form });
      setSaved(form.components);
      setStoredProblems(answer.problems);
      setOutcome(savedOutcome(answer));
    } catch (failure) {
      // No Problems panel lists the whole form here: the refused settings are named in the message.
      setOutcome({ severity: 'error', text: failureOutcome(failure, 'save', 'named').message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <BuilderPage
      title={`Settings of ${loaded?.form.name ?? formId}`}
      actions={
        <>
          <Link to={BUILDER_PATHS.form(formId)} className="btn btn-outline-secondary btn-sm">
            Form builder
          </Link>
          <Link to={BUILDER_PATHS.versions(formId)} className="btn btn-outline-secondary btn-sm">
            Versions
          </Link>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={!loaded || busy || readOnly || !dirty || !jsonValid}
            onClick={save}
          >
            Save draft
          </button>
        </>
      }
    >
      <LockNotice lock={lock} />
      <OutcomeBanner outcome={outcome} />
      {dirty && !catalogue && (
        <p className="small text-body-secondary" role="note">
          {uncheckedNote(catalogueState)}
        </p>
      )}
      {loaded && lock.status !== 'pending' && (
        <div className="ignite-settings-page">
          <nav className="list-group ignite-settings-page__components" aria-label="Components">
            {editable.map((component, index) => (
              <button
                key={`${String(component.key)}-${index}`}
                type="button"
                className={`list-group-item list-group-item-action${component === current ? ' active' : ''}`}
                onClick={() => setSelected(index)}
              >
                <span className="d-block">{String(component.label ?? component.key)}</span>
                <small className={component === current ? '' : 'text-body-secondary'}>
                  {component.type} · {String(component.key)}
                </small>
              </button>
            ))}
          </nav>
          {current && kind && (
            // A disabled fieldset disables every control of the editors while the form is not ours.
            <fieldset disabled={readOnly} className="ignite-settings-page__editor">
              <ComponentSettingsEditor
                key={position}
                kind={kind}
                original={current}
                value={current}
                formComponents={components}
                storedProblems={dirty ? editedProblems : storedProblems}
                onJsonValid={setJsonValid}
                onChange={(updated) => {
                  // The outcome of the last save is no longer about the settings shown.
                  if (!storedAlike(updated, current)) setOutcome(null);
                  setComponents((all) => {
                    const target = editableComponents(all)[position];
                    return target ? replaceComponent(all, target, updated) : all;
                  });
                }}
              />
            </fieldset>
          )}
        </div>
      )}
    </BuilderPage>
  );
}
