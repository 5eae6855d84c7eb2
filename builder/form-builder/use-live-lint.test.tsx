// The checks run in the browser between saves: a setting the server refuses (INVALID_FORM) is listed after
// the next change as the refused save listed it, not wiped because only the lint ran; with the server's
// catalogue the lint finds the server's warnings, and without it the problems are marked partial.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormDefinition } from '../../schemas/form-definition';
import type { LintCatalogue } from '../../runtime/core/lint/lint-rule';
import type { FormProblems } from './save-outcome';
import { builderApi } from '../builder-api';
import { useLiveLint, useStoredLint } from './use-live-lint';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const form = (defaultData: unknown): FormDefinition => ({
  id: 'fines',
  name: 'Fines',
  category: 'court-fines',
  components: [
    {
      type: 'smart-table',
      key: 'fines',
      gridOptions: { key: 'fines', apiUrl: '/api/court-fines', columnDefinitions: [], defaultData },
    },
  ],
});

/** The problems the hook reports after a change to `checked`, then once `later` comes in (if given). */
function checkAfterChange(
  checked: FormDefinition,
  catalogue?: LintCatalogue,
  later?: LintCatalogue,
): FormProblems[] {
  const reported: FormProblems[] = [];
  const { rerender } = renderHook(
    ({ changes, known }) =>
      useLiveLint(
        changes,
        known,
        () => checked,
        (problems) => reported.push(problems),
      ),
    { initialProps: { changes: 0, known: catalogue } },
  );
  rerender({ changes: 1, known: catalogue });
  act(() => void vi.advanceTimersByTime(1_000));
  if (later) {
    rerender({ changes: 1, known: later });
    act(() => void vi.advanceTimersByTime(1_000));
  }
  return reported;
}

// A create screen writing court-fines records, which the form court-fine-create validates.
const screen: FormDefinition = {
  id: 'fines-create',
  name: 'Create a fine',
  category: 'court-fines',
  components: [
    { type: 'screen-config', key: 'screen', screenType: 'create', submissionUrl: '/court-fines' },
    { type: 'textfield', key: 'caseNumber', label: 'Case number', input: true },
  ],
};
const CATALOGUE: LintCatalogue = {
  formIds: ['court-fine-create', 'fines-create'],
  resources: ['court-fines'],
  acls: [],
  resourceForms: { 'court-fines': { formId: 'court-fine-create', requiredFields: ['caseNumber', 'amount'] } },
};
const unfilled = expect.objectContaining({
  ruleId: 'unfilled-required-field',
  severity: 'warning',
  path: '/components/0/submissionUrl',
});

describe('the checks of the form on the canvas', () => {
  it('list a setting a save would be refused for, at its path', () => {
    const [problems] = checkAfterChange(form({ reference: 'R-1' }));
    expect(problems?.validation).toEqual([
      expect.objectContaining({ path: expect.stringMatching(/^\/components\/0\/gridOptions\/defaultData/) }),
    ]);
  });

  it('list none once the setting is fixed', () => {
    const [problems] = checkAfterChange(form([{ reference: 'R-1' }]));
    expect(problems?.validation).toEqual([]);
  });

  it("find with the server's catalogue the warnings a save's lint finds", () => {
    expect(checkAfterChange(screen, CATALOGUE)).toEqual([{ lint: [unfilled], validation: [] }]);
  });

  it('are partial until the catalogue is in, then run again with it', () => {
    expect(checkAfterChange(screen, undefined, CATALOGUE)).toEqual([
      { lint: [], validation: [], partial: true },
      { lint: [unfilled], validation: [] },
    ]);
  });
});

describe("the server's checks of the stored version", () => {
  const warning = {
    ruleId: 'unknown-acl',
    severity: 'warning' as const,
    path: '/components/0/gridOptions/aclResource',
    message: 'No acl is named "nobody.reads".',
  };

  /** The problems reported once the server answered, the canvas changed `changedMeanwhile` times. */
  async function storedProblems(changedMeanwhile: number): Promise<FormProblems[]> {
    vi.useRealTimers();
    let answer: (problems: (typeof warning)[]) => void = () => undefined;
    const lint = vi
      .spyOn(builderApi, 'lint')
      .mockReturnValue(new Promise((resolve) => (answer = resolve)) as ReturnType<typeof builderApi.lint>);
    const reported: FormProblems[] = [];
    const { rerender } = renderHook(
      ({ checks, changes }) =>
        useStoredLint(
          checks,
          changes,
          undefined,
          () => form([{ reference: 'R-1' }]),
          (problems) => reported.push(problems),
        ),
      { initialProps: { checks: 0, changes: 0 } },
    );
    expect(lint).not.toHaveBeenCalled();
    rerender({ checks: 1, changes: 0 });
    expect(lint).toHaveBeenCalledTimes(1);
    rerender({ checks: 1, changes: changedMeanwhile });
    await act(async () => answer([warning]));
    lint.mockRestore();
    return reported;
  }

  it('lists the warnings the server answers, which the browser cannot find', async () => {
    expect(await storedProblems(0)).toEqual([{ lint: [warning], validation: [] }]);
  });

  it('leaves them out once the canvas changed before the answer: the live checks are the newer', async () => {
    expect(await storedProblems(1)).toEqual([]);
  });
});
