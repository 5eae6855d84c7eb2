import { describe, expect, it } from 'vitest';
import type { ScreenConfig } from '../../../schemas/screen-config';
import { ApiError } from '../../core/http';
import { errorOutcome, successOutcome } from './submission-outcome';

const config: ScreenConfig = {
  type: 'screen-config',
  key: 'screen',
  screenType: 'create',
  submissionUrl: '/court-fines',
  redirectUrlAfterSubmission: '/app/court-fines/court-fine-view/{{ data.id }}',
  submitSuccessPopup: { headerMessage: 'Saved', message: 'Fine {{ data.caseNumber }} saved' },
  errorPopup: { header: 'Could not save', message: 'Problem: {{ message }}' },
};

describe('submission outcome', () => {
  it('interpolates the success popup and redirect from the response', () => {
    expect(successOutcome(config, { id: 7, caseNumber: 'CF-1' })).toEqual({
      kind: 'success',
      header: 'Saved',
      message: 'Fine CF-1 saved',
      problems: [],
      redirectUrl: '/app/court-fines/court-fine-view/7',
    });
  });

  it('treats a response carrying errorCode as an error', () => {
    const outcome = successOutcome(config, { errorCode: 'DUPLICATE', message: 'Already there' });
    expect(outcome).toMatchObject({
      kind: 'error',
      header: 'Could not save',
      message: 'Problem: Already there',
    });
  });

  it("fills the error popup's header and message from the whole response carrying errorCode", () => {
    const outcome = successOutcome(
      {
        ...config,
        errorPopup: {
          header: 'Case {{ data.caseNumber }}',
          message: '{{ message }} ({{ errorCode }}, {{ response.reference }})',
        },
      },
      { errorCode: 'DUPLICATE', message: 'Already there', reference: 'R-9', caseNumber: 'CF-1' },
    );
    expect(outcome).toMatchObject({
      kind: 'error',
      header: 'Case CF-1',
      message: 'Already there (DUPLICATE, R-9)',
    });
  });

  it('lists the field problems of a validation error', () => {
    const outcome = errorOutcome(
      config,
      new ApiError(400, 'VALIDATION_FAILED', 'The record is not valid', [
        { path: 'amount', message: 'Amount is required' },
      ]),
    );
    expect(outcome.problems).toEqual([{ path: 'amount', message: 'Amount is required' }]);
    expect(outcome.message).toBe('Problem: The record is not valid');
  });

  it('falls back to the spec message for unknown failures', () => {
    expect(errorOutcome({ ...config, errorPopup: undefined }, new Error('x')).message).toBe(
      'An unexpected error occurred.',
    );
  });
});
