// Each parsed import row checked against the import form's rules (spec 001 §4.1, §5.1) with Form.io's
// own processors, as the server checks a submission. Numbers and booleans arrive as text from a file:
// they are converted first where the form wants them.
import { interpolateErrors, processSync, ProcessTargets } from '@formio/core';
import { eachComponent } from '../../runtime/core/form-tree';
import type { FormComponent } from '../../schemas/form-definition';
import type { ParsedRow } from './parse-file';

export interface RowProblem {
  /** 1-based row number in the file (after the header). */
  row: number;
  field: string;
  message: string;
}

const NUMERIC = new Set(['number', 'currency']);

/** The row with text converted to the types its fields hold. */
export function typedRow(row: ParsedRow, components: readonly FormComponent[]): ParsedRow {
  const typed: ParsedRow = { ...row };
  eachComponent(components, ({ component, dataPath }) => {
    if (dataPath.length !== 1) return;
    const key = dataPath[0]!;
    const value = typed[key];
    if (typeof value !== 'string') return;
    if (NUMERIC.has(component.type)) {
      const number = Number(value.replace(/,/g, ''));
      if (value.trim() !== '' && Number.isFinite(number)) typed[key] = number;
    } else if (component.type === 'checkbox') {
      typed[key] = /^(true|yes|y|1)$/i.test(value.trim());
    }
  });
  return typed;
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
  return interpolateErrors(errors).map((error) => ({
    path: String(error.path ?? ''),
    message: error.message,
  }));
}

export interface ValidatedImport {
  rows: ParsedRow[];
  problems: RowProblem[];
}

export function validateRows(
  rows: readonly ParsedRow[],
  components: readonly FormComponent[],
): ValidatedImport {
  const problems: RowProblem[] = [];
  const typed = rows.map((row, index) => {
    const converted = typedRow(row, components);
    for (const problem of validateRow(converted, components))
      problems.push({ row: index + 1, field: problem.path, message: problem.message });
    return converted;
  });
  return { rows: typed, problems };
}
