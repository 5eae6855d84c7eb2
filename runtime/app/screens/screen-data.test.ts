import { describe, expect, it } from 'vitest';
import { retrievalAddress } from './screen-data';

describe('retrievalAddress', () => {
  it('appends the id when the URL has no placeholders', () => {
    expect(retrievalAddress('/court-fines/', '12', {})).toBe('/court-fines/12');
    expect(retrievalAddress('/court-fines', undefined, {})).toBeUndefined();
  });
  it('fills placeholders from the propagated state instead', () => {
    expect(
      retrievalAddress('/court-fines/{{ caseId }}?view={{ state.mode }}', '99', { caseId: 5, mode: 'full' }),
    ).toBe('/court-fines/5?view=full');
  });
});
