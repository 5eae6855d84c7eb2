import { describe, expect, it } from 'vitest';
import { ApiError } from '../../runtime/core/http';
import { failureOutcome } from './save-outcome';

describe('a save refused', () => {
  it('for its request (a note too long) names the refused part and why', () => {
    const refused = new ApiError(400, 'VALIDATION_FAILED', 'The request body is not valid', [
      { path: '/note', message: 'must NOT have more than 500 characters' },
    ]);
    expect(failureOutcome(refused)).toEqual({
      message: 'Not saved: note must NOT have more than 500 characters.',
    });
  });

  it('for its form lists the refused settings as problems', () => {
    const refused = new ApiError(400, 'INVALID_FORM', 'The form definition is not valid', [
      { path: '/components/0/gridOptions/defaultData', message: 'must be array' },
    ]);
    expect(failureOutcome(refused).problems?.validation).toEqual([
      { path: '/components/0/gridOptions/defaultData', message: 'must be array' },
    ]);
  });
});
