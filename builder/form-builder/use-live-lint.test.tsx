// The checks run in the browser between saves: a setting the server refuses (INVALID_FORM) is listed after
// the next change as the refused save listed it, not wiped because only the lint ran.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormDefinition } from '../../schemas/form-definition';
import type { FormProblems } from './save-outcome';
import { useLiveLint } from './use-live-lint';

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

/** The problems the hook reports after a change to `checked`. */
function checkAfterChange(checked: FormDefinition): FormProblems[] {
  const reported: FormProblems[] = [];
  const { rerender } = renderHook(
    ({ changes }) =>
      useLiveLint(
        changes,
        () => checked,
        (p) => reported.push(p),
      ),
    {
      initialProps: { changes: 0 },
    },
  );
  rerender({ changes: 1 });
  act(() => void vi.advanceTimersByTime(1_000));
  return reported;
}

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
});
