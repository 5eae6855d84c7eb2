// A smart table's settings dialog saved without a change, as the builder keeps it: the form's lint stays
// clean (the dialog writes every option it offers, the untouched ones empty, down to each column's format).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { smartTableEditForm } from '../../components/smart-table/edit-form';
import { hasLintErrors, lintForm } from '../../runtime/core/lint/lint-form';
import { testForm } from '../../runtime/core/lint/lint-test-form';
import { savedSettings } from '../../tests/helpers/edit-form-problems';
import { dropUnsetSettings } from './unset-settings';

describe('a smart table settings dialog saved unchanged', () => {
  it("keeps the form's lint clean once the builder dropped what the dialog left empty", async () => {
    const example = JSON.parse(
      readFileSync(path.resolve(__dirname, '../../examples/forms/court-fine-list.json'), 'utf8'),
    ) as { components: Record<string, unknown>[] };
    const table = example.components.find((component) => component.type === 'smart-table')!;
    const saved = { ...(await savedSettings(smartTableEditForm(), table)), type: 'smart-table' };
    const lint = (settings: Record<string, unknown>) => lintForm(testForm([settings]));
    // As the dialog hands them on: every format option of every column, empty.
    expect(hasLintErrors(lint(saved))).toBe(true);
    dropUnsetSettings(saved);
    expect(lint(saved).filter((problem) => problem.severity === 'error')).toEqual([]);
  });
});
