import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  isDirty,
  mapStates,
  markSaved,
  recordStep,
  redoStep,
  startHistory,
  undoStep,
  type EditHistory,
} from './edit-history';

const same = (a: string, b: string) => a === b;
const record = (history: EditHistory<string>, state: string, mergeKey?: string) =>
  recordStep(history, state, same, mergeKey);
const states = (history: EditHistory<string>) => ({
  past: history.past.map((step) => step.state),
  present: history.present.state,
  future: history.future.map((step) => step.state),
});

describe('the edit history', () => {
  it('opens clean, with nothing to undo or redo', () => {
    const history = startHistory('a');
    expect(canUndo(history)).toBe(false);
    expect(canRedo(history)).toBe(false);
    expect(isDirty(history, same)).toBe(false);
  });

  it('undoes and redoes the recorded steps in order', () => {
    const edited = record(record(startHistory('a'), 'b'), 'c');
    expect(states(edited)).toEqual({ past: ['a', 'b'], present: 'c', future: [] });
    const undone = undoStep(undoStep(edited));
    expect(states(undone)).toEqual({ past: [], present: 'a', future: ['b', 'c'] });
    expect(canUndo(undone)).toBe(false);
    expect(undoStep(undone)).toBe(undone);
    const redone = redoStep(undone);
    expect(states(redone)).toEqual({ past: ['a'], present: 'b', future: ['c'] });
    expect(redoStep(redoStep(redone))).toEqual(redoStep(redone));
  });

  it('records no step for a state equal to the present one', () => {
    const history = record(startHistory('a'), 'b');
    expect(record(history, 'b')).toBe(history);
  });

  it('drops the steps left to redo when a new edit follows an undo', () => {
    const history = record(undoStep(record(record(startHistory('a'), 'b'), 'c')), 'd');
    expect(states(history)).toEqual({ past: ['a', 'b'], present: 'd', future: [] });
    expect(canRedo(history)).toBe(false);
  });

  it('keeps at most `limit` steps to undo, dropping the oldest', () => {
    let history = startHistory('0', 3);
    for (const state of ['1', '2', '3', '4', '5']) history = record(history, state);
    expect(states(history).past).toEqual(['2', '3', '4']);
    history = undoStep(undoStep(undoStep(history)));
    expect(history.present.state).toBe('2');
    expect(canUndo(history)).toBe(false);
  });

  it('is clean when an edit is undone by hand: the state shown is compared with the one saved', () => {
    const history = record(record(startHistory('a'), 'b'), 'a');
    expect(canUndo(history)).toBe(true);
    expect(isDirty(history, same)).toBe(false);
    // The state saved is still compared with once its step is dropped from a short history.
    let short = startHistory('a', 1);
    for (const state of ['b', 'c']) short = record(short, state);
    expect(isDirty(short, same)).toBe(true);
    expect(isDirty(record(short, 'a'), same)).toBe(false);
  });

  it('is dirty exactly when the state shown is not the one saved last', () => {
    let history = record(startHistory('a'), 'b');
    expect(isDirty(history, same)).toBe(true);
    expect(isDirty(undoStep(history), same)).toBe(false);
    history = markSaved(history, history.present);
    expect(isDirty(history, same)).toBe(false);
    // Saving keeps the history: the state before the save is still there to undo, and is unsaved.
    history = undoStep(history);
    expect(history.present.state).toBe('a');
    expect(isDirty(history, same)).toBe(true);
    expect(isDirty(redoStep(history), same)).toBe(false);
  });

  it('is dirty for good once the saved step is dropped by a new edit after an undo', () => {
    let history = record(startHistory('a'), 'b');
    history = undoStep(markSaved(history, history.present));
    history = record(history, 'c');
    expect(isDirty(history, same)).toBe(true);
    expect(isDirty(undoStep(history), same)).toBe(true);
  });

  it('marks as saved the step a save sent, though an edit came while it was on its way', () => {
    let history = record(startHistory('a'), 'b');
    const sent = history.present;
    history = record(history, 'c');
    history = markSaved(history, sent);
    expect(isDirty(history, same)).toBe(true);
    expect(isDirty(undoStep(history), same)).toBe(false);
  });

  it('merges edits of one kind in a row into one step, until another kind, an undo or a save', () => {
    let history = record(startHistory(''), 'T', 'title');
    history = record(record(history, 'Ti', 'title'), 'Tit', 'title');
    expect(states(history)).toEqual({ past: [''], present: 'Tit', future: [] });
    history = record(history, 'Tit+', 'canvas');
    history = record(history, 'Tit+x', 'title');
    expect(states(history).past).toEqual(['', 'Tit', 'Tit+']);
    // After an undo and a redo, typing on is a new step: the redone one stays whole.
    history = record(redoStep(undoStep(history)), 'Tit+xy', 'title');
    expect(states(history).past).toEqual(['', 'Tit', 'Tit+', 'Tit+x']);
    // The saved step is never merged into: undo must still reach it.
    history = markSaved(history, history.present);
    history = record(history, 'Tit+xyz', 'title');
    expect(isDirty(undoStep(history), same)).toBe(false);
  });

  it('rewrites the state of every step', () => {
    const history = undoStep(record(record(startHistory('a'), 'b'), 'c'));
    const rewritten = mapStates(history, (state) => state.toUpperCase());
    expect(states(rewritten)).toEqual({ past: ['A'], present: 'B', future: ['C'] });
    expect(rewritten.present.id).toBe(history.present.id);
  });
});
