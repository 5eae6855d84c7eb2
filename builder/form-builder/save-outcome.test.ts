import { describe, expect, it } from 'vitest';
import { ApiError } from '../../runtime/core/http';
import type { FormVersionSummary } from '../../schemas/form-versions';
import { failureOutcome, problemMarks, savedOutcome } from './save-outcome';

describe('a save refused', () => {
  it('for its request (a note too long) names the refused part and why', () => {
    const refused = new ApiError(400, 'VALIDATION_FAILED', 'The request body is not valid', [
      { path: '/note', message: 'must be at most 500 characters long' },
    ]);
    expect(failureOutcome(refused)).toEqual({
      message: 'Not saved: note must be at most 500 characters long.',
    });
  });

  it('for its form lists the refused settings as problems', () => {
    const refused = new ApiError(400, 'INVALID_FORM', 'The form definition is not valid', [
      { path: '/components/0/gridOptions/defaultData', message: 'must be a list' },
    ]);
    // Only the refused settings: the lint problems listed stay beside them.
    expect(failureOutcome(refused).problems).toEqual({
      validation: [{ path: '/components/0/gridOptions/defaultData', message: 'must be a list' }],
    });
    expect(failureOutcome(refused).message).toBe(
      'Not saved: the server refused 1 setting listed under Problems.',
    );
    expect(failureOutcome(refused, 'save', 'named').message).toBe(
      'Not saved: the server refused 1 setting: /components/0/gridOptions/defaultData must be a list.',
    );
  });
});

describe('a save kept', () => {
  const version = { version: 3 } as FormVersionSummary;
  const warning = { ruleId: 'unknown-acl', severity: 'warning' as const, path: '/x', message: 'unknown' };

  it('names the version, and counts the lint problems found in it', () => {
    expect(savedOutcome({ version, problems: [] })).toEqual({
      severity: 'success',
      text: 'Saved as draft version 3.',
    });
    expect(savedOutcome({ version, problems: [warning] })).toEqual({
      severity: 'warn',
      text: 'Saved as draft version 3, with 0 lint errors and 1 warning listed under Problems.',
    });
  });

  it('says when nothing changed, so no version was added', () => {
    expect(savedOutcome({ version, problems: [], unchanged: true }).text).toBe(
      'Nothing to save: the form is as version 3 has it.',
    );
  });
});

describe('a conflict (409)', () => {
  it('says whether the save or the publish was refused, and offers the canvas as a file', () => {
    const stale = new ApiError(409, 'FORM_VERSION_CONFLICT', 'Version 3 was saved after version 2');
    expect(failureOutcome(stale, 'publish')).toEqual({
      message: expect.stringMatching(/^Not published: someone saved a newer version/),
      conflict: true,
    });
    expect(failureOutcome(stale).message).toMatch(/^Not saved: /);
    expect(failureOutcome(new ApiError(400, 'LINT_ERRORS', 'errors', [])).conflict).toBeUndefined();
  });
});

describe('the marks on the canvas', () => {
  it('are errors for refused settings and keep the severity of a lint problem', () => {
    const components = [
      { type: 'textfield', key: 'name' },
      { type: 'button', key: 'pay' },
    ];
    const marks = problemMarks(components, {
      validation: [{ path: '/components/0/key', message: 'must not be empty' }],
      lint: [
        {
          ruleId: 'acl-known',
          severity: 'warning',
          path: '/components/1/aclResource',
          message: 'unknown acl',
        },
        { ruleId: 'x', severity: 'error', path: '/name', message: 'not at a component' },
      ],
    });
    expect(marks).toEqual([
      { key: 'name', message: 'must not be empty', severity: 'error' },
      { key: 'pay', message: 'unknown acl', severity: 'warning' },
    ]);
  });
});
