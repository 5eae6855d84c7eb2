import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FormComponent } from '../../schemas/form-definition';
import { validateRows } from './import-validation';

const depositImport = JSON.parse(
  readFileSync(new URL('../../examples/forms/deposit-import-configuration.json', import.meta.url), 'utf8'),
) as { components: FormComponent[] };

const row = {
  depositReference: 'DEP-2026-0001',
  depositorName: 'Tan Wei Ming',
  amount: '1,250.50',
  depositDate: '2026-04-30',
  paymentMode: 'CASH',
};

describe("import rows checked against the example deposit import's form", () => {
  it('accepts a good row, with its amount as a number', () => {
    const result = validateRows([row], depositImport.components);
    expect(result.problems).toEqual([]);
    expect(result.rows[0]!.amount).toBe(1250.5);
  });

  it("says what a date should look like, not the field's regular expression", () => {
    const result = validateRows([row, { ...row, depositDate: '30/04/2026' }], depositImport.components);
    expect(result.problems).toEqual([
      {
        row: 2,
        field: 'depositDate',
        label: 'Deposit date',
        message: 'Deposit date is written as 2026-04-30 (year-month-day)',
      },
    ]);
  });

  it('takes an option as users see it, and lists the options when a value is none of them', () => {
    const result = validateRows(
      [
        { ...row, paymentMode: 'Cash' },
        { ...row, paymentMode: 'Bitcoin' },
      ],
      depositImport.components,
    );
    expect(result.rows[0]!.paymentMode).toBe('CASH');
    expect(result.problems).toEqual([
      {
        row: 2,
        field: 'paymentMode',
        label: 'Payment mode',
        message: expect.stringMatching(
          'Payment mode is an invalid value: write one of Cash, Nets, Cheque, Giro.',
        ),
      },
    ]);
  });

  it('says an amount that is not a number is not one (once, not also "required")', () => {
    const result = validateRows([{ ...row, amount: 'abc' }], depositImport.components);
    expect(result.problems).toEqual([
      { row: 1, field: 'amount', label: 'Amount', message: 'Amount must be a number, not "abc".' },
    ]);
  });
});
