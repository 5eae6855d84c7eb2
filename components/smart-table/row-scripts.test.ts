import { describe, expect, it } from 'vitest';
import { resolveGridOptions } from './grid-settings';
import { rowScriptsReadFormData } from './row-scripts';

const grid = (extra: Record<string, unknown>) =>
  resolveGridOptions({ key: 'fines', columnDefinitions: [], ...extra });

describe('rowScriptsReadFormData', () => {
  it("is true only when a row's script or template reads the form's data", () => {
    expect(rowScriptsReadFormData(grid({ dynamicDataRowClass: "rowClass = row.paid ? 'done' : ''" }))).toBe(
      false,
    );
    expect(rowScriptsReadFormData(grid({ dynamicDataRowClass: 'rowClass = data.mode' }))).toBe(true);
    const column = (formatter: Record<string, unknown>) =>
      grid({
        columnDefinitions: [
          { field: 'id', displayValueFormatters: [{ category: 'navigation', ...formatter }] },
        ],
      });
    expect(rowScriptsReadFormData(column({ conditionallyDisable: "disable = data.mode !== 'REVIEW'" }))).toBe(
      true,
    );
    expect(rowScriptsReadFormData(column({ displayValueFormatterTemplate: '{{ row.caseNumber }}' }))).toBe(
      false,
    );
    expect(rowScriptsReadFormData(column({ actionValueFormatterTemplate: '{{ submission.data.id }}' }))).toBe(
      true,
    );
  });
});
