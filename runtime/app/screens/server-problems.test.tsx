import { Formio } from '@formio/js/form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/http';
import { fieldProblemsOf, showFieldProblems } from './server-problems';

const refusal = new ApiError(400, 'VALIDATION_FAILED', 'The record is not valid', [
  {
    path: 'caseNumber',
    rule: 'unique',
    message: 'Case number must be unique: "CF-2026-0042" is already taken.',
  },
  { path: 'nowhere', rule: 'custom', message: 'Not a field of this form' },
  { rule: 'custom', message: 'No path' },
]);

describe("the server's field problems", () => {
  it('are read from an answer with details only', () => {
    expect(fieldProblemsOf(refusal)).toEqual([
      { path: 'caseNumber', message: 'Case number must be unique: "CF-2026-0042" is already taken.' },
      { path: 'nowhere', message: 'Not a field of this form' },
    ]);
    expect(fieldProblemsOf(new ApiError(409, 'VERSION_CONFLICT', 'Reload it'))).toEqual([]);
    expect(fieldProblemsOf(new Error('offline'))).toEqual([]);
  });

  it('show under their fields until the field changes or the form is submitted again', async () => {
    const element = document.createElement('div');
    document.body.appendChild(element);
    const form = await Formio.createForm(element, {
      components: [
        { type: 'textfield', key: 'caseNumber', label: 'Case number', input: true },
        { type: 'textfield', key: 'offenderName', label: 'Offender name', input: true },
      ],
    });
    await form.ready;
    await form.setSubmission({ data: { caseNumber: 'CF-2026-0042', offenderName: 'Jo Tan' } });
    const fieldText = (key: string) => element.querySelector(`.formio-component-${key}`)?.textContent ?? '';

    expect(showFieldProblems(form, refusal)).toEqual([
      { path: 'caseNumber', message: 'Case number must be unique: "CF-2026-0042" is already taken.' },
    ]);
    await vi.waitFor(() =>
      expect(fieldText('caseNumber')).toContain(
        'Case number must be unique: "CF-2026-0042" is already taken.',
      ),
    );
    expect(fieldText('offenderName')).not.toContain('must be unique');

    // A change of the field takes its message away; so does the next submit.
    form.getComponent('caseNumber').setValue('CF-2026-0099', { modified: true });
    await vi.waitFor(() => expect(fieldText('caseNumber')).not.toContain('must be unique'));
    showFieldProblems(form, refusal);
    await vi.waitFor(() => expect(fieldText('caseNumber')).toContain('must be unique'));
    await form.submit().catch(() => undefined);
    await vi.waitFor(() => expect(fieldText('caseNumber')).not.toContain('must be unique'));
    form.destroy(true);
    element.remove();
  });
});
