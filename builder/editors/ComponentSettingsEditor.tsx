// The settings of one component in two views of one value: the structured form (from the component's
// schema) and the JSON view (Monaco, validated against the emitted schema), with the component's
// lint problems and its schema problems (the JSON view may hold a value the schema refuses) live
// beside them; a problem jumps to its setting.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { TSchema } from 'typebox';
import { checkSchema } from '../../runtime/core/schema-validator';
import type { LintProblem } from '../../runtime/core/lint/lint-rule';
import type { FormComponent } from '../../schemas/form-definition';
import { JsonEditor, ScriptEditor } from '../monaco/lazy-editors';
import { ChainEditor } from './chain/ChainEditor';
import { ProblemsPanel } from '../problems/ProblemsPanel';
import { SchemaForm } from './SchemaForm';
import { SchemaFormWidgetsContext, type SchemaFormWidgets } from './schema-form-widgets';
import { formFieldKeys, resultNamesBefore } from './script-context';
import { settingsSchemas, type SettingsKind } from './settings-kinds';
import { useComponentLint } from './use-component-lint';
import { revealSetting } from './reveal-setting';
import { settingsNotOffered } from '../../components/screen-config/settings-by-type';
import './settings-editor.css';

interface ComponentSettingsEditorProps {
  kind: SettingsKind;
  /** The component as it is in the form (found there by identity for lint). */
  original: FormComponent;
  value: FormComponent;
  onChange(value: FormComponent): void;
  formComponents: readonly FormComponent[];
  /** Told whether the JSON view's text is settings (a JSON object): until it is, nothing is applied. */
  onJsonValid?(valid: boolean): void;
  /** Told whether the settings keep to their schema (its problems are listed beside them). */
  onSchemaValid?(valid: boolean): void;
  /**
   * The server's lint of the stored form (paths into it), given while the form is as stored: its problems
   * under this component are listed beside the browser's, which lacks the server's catalogue (its warnings).
   */
  storedProblems?: readonly LintProblem[] | undefined;
}

type View = 'structured' | 'json';

export function ComponentSettingsEditor({
  kind,
  original,
  value,
  onChange,
  formComponents,
  onJsonValid,
  onSchemaValid,
  storedProblems,
}: ComponentSettingsEditorProps) {
  const [view, setView] = useState<View>('structured');
  const problems = useComponentLint(original, value, formComponents);
  const lint = useMemo(
    () => withStoredProblems(problems.lint, storedProblems, problems.pointer),
    [problems.lint, storedProblems, problems.pointer],
  );
  const invalid = useMemo(
    () => checkSchema(settingsSchemas[kind] as TSchema, value, problems.pointer),
    [kind, value, problems.pointer],
  );
  const reportSchemaValid = useRef(onSchemaValid);
  useLayoutEffect(() => {
    reportSchemaValid.current = onSchemaValid;
  });
  const schemaValid = invalid.length === 0;
  useEffect(() => reportSchemaValid.current?.(schemaValid), [schemaValid]);
  const fieldKeys = useMemo(() => formFieldKeys(formComponents), [formComponents]);
  const widgets: SchemaFormWidgets = {
    script: (props) => (
      <ScriptEditor
        id={props.id}
        value={props.value}
        onChange={props.onChange}
        context={{ kind: props.kind, fieldKeys, resultNames: resultNamesBefore(value, props.path) }}
      />
    ),
    chain: (props) => <ChainEditor {...props} />,
  };
  const viewButton = (which: View, label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={view === which}
      className={`nav-link${view === which ? ' active' : ''}`}
      onClick={() => setView(which)}
    >
      {label}
    </button>
  );
  return (
    <div className="ignite-settings-editor">
      <div className="ignite-settings-editor__main">
        <nav className="nav nav-tabs mb-2" role="tablist">
          {viewButton('structured', 'Settings')}
          {viewButton('json', 'JSON')}
        </nav>
        {view === 'structured' ? (
          <SchemaFormWidgetsContext.Provider value={widgets}>
            <div className="ignite-settings-editor__form">
              <SchemaForm
                schema={settingsSchemas[kind]}
                value={value}
                onChange={(next) => onChange(next as FormComponent)}
                omit={omittedSettings(kind, value)}
              />
            </div>
          </SchemaFormWidgetsContext.Provider>
        ) : (
          <div className="ignite-settings-editor__json">
            <JsonEditor
              modelName={`${kind}-${String(original.key ?? 'component')}`}
              schemaName={kind}
              value={value}
              onChange={(next) => onChange(next as FormComponent)}
              onTextValid={onJsonValid}
              refusal={settingsRefusal}
            />
          </div>
        )}
      </div>
      <ProblemsPanel
        problems={lint}
        validation={invalid}
        form={problems.form}
        onSelect={(path) => {
          setView('structured');
          // The structured view renders first, then the setting is found by its path.
          requestAnimationFrame(() => revealSetting(problems.settingPath(path)));
        }}
      />
    </div>
  );
}

/** The browser's lint of the component and the server's problems under its pointer, each problem once. */
function withStoredProblems(
  live: LintProblem[],
  stored: readonly LintProblem[] | undefined,
  pointer: string,
): LintProblem[] {
  const listed = [...live];
  const known = (problem: LintProblem) =>
    listed.some(
      (other) =>
        other.ruleId === problem.ruleId && other.path === problem.path && other.message === problem.message,
    );
  for (const problem of stored ?? []) {
    const under = problem.path === pointer || problem.path.startsWith(`${pointer}/`);
    if (under && !known(problem)) listed.push(problem);
  }
  return listed;
}

/** The JSON view's text is taken only as an object of settings; anything else stays as typed. */
const settingsRefusal = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? undefined
    : 'The settings must be a JSON object: { … }';

/** Settings the structured view leaves out: the type, and those a screen's type is not offered. */
function omittedSettings(kind: SettingsKind, value: FormComponent): string[] {
  return ['type', ...(kind === 'screen-config' ? settingsNotOffered(value) : [])];
}
