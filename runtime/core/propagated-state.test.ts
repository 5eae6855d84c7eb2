import { describe, expect, it } from 'vitest';
import { propagatedStateFrom, stateToQuery } from './propagated-state';

describe('propagatedStateFrom', () => {
  it('reads stateToPropagate and stateToPropagate.{key}, over the navigation state', () => {
    const search = new URLSearchParams(
      'stateToPropagate={"mode":"edit","id":3}&stateToPropagate.showPendingChanges=true&other=1',
    );
    expect(propagatedStateFrom(search, { mode: 'view', from: 'list' })).toEqual({
      mode: 'edit',
      id: 3,
      from: 'list',
      showPendingChanges: true,
    });
  });
  it('keeps a single non-object value as value, and plain text as text', () => {
    expect(
      propagatedStateFrom(
        new URLSearchParams('stateToPropagate=abc&stateToPropagate.formId=court-fine-view'),
      ),
    ).toEqual({
      value: 'abc',
      formId: 'court-fine-view',
    });
  });
  it('round-trips through stateToQuery', () => {
    const state = { formId: 'x', ids: [1, 2], flag: false };
    expect(propagatedStateFrom(new URLSearchParams(stateToQuery(state)))).toEqual(state);
  });
});
