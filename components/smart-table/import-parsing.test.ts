import { describe, expect, it } from 'vitest';
import { importReceiver } from './import-parsing';
import { IMPORT_SLICE_ROWS, importAnswers } from './import.worker';

describe('an import sent from its worker in slices', () => {
  it('arrives whole and in order', () => {
    const rows = Array.from({ length: IMPORT_SLICE_ROWS * 2 + 1 }, (_, index) => ({
      caseNumber: `CF-${index}`,
    }));
    const problems = [{ row: 3, field: 'amount', message: 'Amount is required' }];
    const answers = importAnswers({ rows, problems });
    expect(answers.map((answer) => answer.type)).toEqual(['rows', 'rows', 'rows', 'done']);
    const receive = importReceiver();
    const results = answers.map(receive);
    expect(results.slice(0, 3)).toEqual([undefined, undefined, undefined]);
    expect(results[3]).toEqual({ rows, problems });
  });

  it('sends an empty file as its problems alone', () => {
    expect(importAnswers({ rows: [], problems: [] })).toEqual([{ type: 'done', problems: [] }]);
  });

  it("fails with the worker's error", () => {
    const receive = importReceiver();
    receive({ type: 'rows', rows: [{ a: '1' }] });
    expect(() => receive({ type: 'error', message: 'Row 2 has 3 columns' })).toThrow('Row 2 has 3 columns');
  });
});
