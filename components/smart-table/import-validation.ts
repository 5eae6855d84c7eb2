// Each parsed import row checked against the import form's rules (spec 001 §4.1, §5.1) with Form.io's
// own processors, as the server checks a submission. Numbers and booleans arrive as text from a file:
// they are converted first where the form wants them.
import { interpolateErrors, processSync, ProcessTargets } from '@formio/core';
import { eachComponent } from '../../runtime/core/form-tree';
import type { FormComponent } from '../../schemas/form-definition';
import type { ParsedRow } from './parse-file';

export interface RowProblem {
  /** The row's number among the rows read, from 1: the table's serial number, the server's row. */
  row: number;
  /** The field's data path. */
  field: string;
  /** The field's label in the import form, when it has one. */
  label?: string;
  message: string;
}

const NUMERIC = new Set(['number', 'currency']);

interface SelectOption {
  label?: unknown;
  value?: unknown;
}

/** A select's fixed options (dataSrc values), if it has them. */
function selectOptions(component: FormComponent): SelectOption[] | undefined {
  const values = (component.data as { values?: unknown } | undefined)?.values;
  return component.type === 'select' && Array.isArray(values) ? (values as SelectOption[]) : undefined;
}

/**
 * The row with text converted to the types its fields hold: numbers, booleans, and a select's option
 * written as the users see it ("Cash") turned into its value ("CASH"). Text that should be a number and
 * is not is answered as a problem (Form.io would only log "Cannot validate value NaN").
 */
export function typedRow(
  row: ParsedRow,
  components: readonly FormComponent[],
): { row: ParsedRow; problems: { path: string; message: string }[] } {
  const typed: ParsedRow = { ...row };
  const problems: { path: string; message: string }[] = [];
  eachComponent(components, ({ component, dataPath }) => {
    if (dataPath.length !== 1) return;
    const key = dataPath[0]!;
    const value = typed[key];
    if (typeof value !== 'string') return;
    if (NUMERIC.has(component.type)) {
      const number = Number(value.replace(/,/g, ''));
      if (value.trim() === '') return;
      if (Number.isFinite(number)) typed[key] = number;
      else {
        delete typed[key];
        problems.push({ path: key, message: `${component.label ?? key} must be a number, not "${value}".` });
      }
    } else if (component.type === 'checkbox') {
      typed[key] = /^(true|yes|y|1)$/i.test(value.trim());
    } else {
      const options = selectOptions(component);
      const text = value.trim().toLowerCase();
      const chosen = options?.find(
        (option) =>
          String(option.value).toLowerCase() === text || String(option.label).toLowerCase() === text,
      );
      if (chosen) typed[key] = chosen.value;
    }
  });
  return { row: typed, problems };
}

/** Form.io's "is an invalid value" for a select, with the options it takes. */
function withOptions(message: string, path: string, components: readonly FormComponent[]): string {
  let options: SelectOption[] | undefined;
  eachComponent(components, ({ component, dataPath }) => {
    if (dataPath.join('.') === path) options = selectOptions(component);
  });
  if (!options?.length || !message.endsWith('is an invalid value.')) return message;
  return `${message.slice(0, -1)}: write one of ${options.map((option) => String(option.label)).join(', ')}.`;
}

export function validateRow(
  row: ParsedRow,
  components: readonly FormComponent[],
): { path: string; message: string }[] {
  const context = {
    components,
    data: structuredClone(row),
    processors: ProcessTargets.submission,
    scope: {} as { errors?: unknown[] },
    config: { server: true },
  };
  processSync(context as never);
  context.processors = ProcessTargets.evaluator;
  processSync(context as never);
  const errors = (context.scope.errors ?? []) as Parameters<typeof interpolateErrors>[0];
  return interpolateErrors(errors).map((error) => {
    const path = String(error.path ?? '');
    return { path, message: withOptions(error.message, path, components) };
  });
}

export interface ValidatedImport {
  rows: ParsedRow[];
  problems: RowProblem[];
}

/** The labels of the form's fields by data path ('a.b'; a list's items share their field's label). */
function labelsByPath(components: readonly FormComponent[]): Map<string, string> {
  const labels = new Map<string, string>();
  eachComponent(components, ({ component, dataPath }) => {
    const label = typeof component.label === 'string' ? component.label.trim() : '';
    if (label && dataPath.length > 0) labels.set(dataPath.join('.'), label);
  });
  return labels;
}

/**
 * Checks each row; a problem names its row by its number among the rows read, from `firstRow` for the
 * first of these (a later chunk of a large file starts further on), and its field by its label.
 */
export function validateRows(
  rows: readonly ParsedRow[],
  components: readonly FormComponent[],
  firstRow = 1,
): ValidatedImport {
  const labels = labelsByPath(components);
  const labelOf = (path: string) => labels.get(path) ?? labels.get(path.replace(/\[\d+\]/g, ''));
  const problems: RowProblem[] = [];
  const typed = rows.map((row, index) => {
    const converted = typedRow(row, components);
    const found = [...converted.problems, ...validateRow(converted.row, components)];
    // A value that is not a number was taken out: not also "required".
    const unreadable = new Set(converted.problems.map((problem) => problem.path));
    for (const problem of found) {
      if (!converted.problems.includes(problem) && unreadable.has(problem.path)) continue;
      const label = labelOf(problem.path);
      problems.push({
        row: firstRow + index,
        field: problem.path,
        ...(label ? { label } : {}),
        message: problem.message,
      });
    }
    return converted.row;
  });
  return { rows: typed, problems };
}
