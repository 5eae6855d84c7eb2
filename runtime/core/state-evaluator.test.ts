import { describe, expect, it } from 'vitest';
import { evaluatePropagatedState } from './state-evaluator';

const screen = { state: { id: 7, showPendingChanges: true }, data: { id: 3, large: false } };

describe('evaluatePropagatedState', () => {
  it('answers the state the script sets', () => {
    expect(evaluatePropagatedState("state = { from: 'list', id: data.id };", screen)).toEqual({
      from: 'list',
      id: 3,
    });
    expect(evaluatePropagatedState('({ caseId: data.id })', screen)).toEqual({ caseId: 3 });
  });

  it('passes nothing on when the script sets nothing', () => {
    expect(evaluatePropagatedState("if (data.large) state = { size: 'large' };", screen)).toBeUndefined();
    expect(evaluatePropagatedState('state = state;', screen)).toBeUndefined();
    expect(evaluatePropagatedState('', screen)).toBeUndefined();
  });

  it("lets a script build on the screen's state without changing it", () => {
    const scope = { state: { id: 7 }, data: { id: 3 } };
    expect(evaluatePropagatedState('state.caseId = data.id;', scope)).toEqual({ id: 7, caseId: 3 });
    expect(scope.state).toEqual({ id: 7 });
  });

  it('wraps a plain answer', () => {
    expect(evaluatePropagatedState('data.id', screen)).toEqual({ value: 3 });
  });
});
