// The undo history of an editor: the states it went through (snapshots), the one shown now, the ones an
// undo left to redo, and which one was saved last (the editor is clean exactly when it shows a state equal
// to that one, however it got there). Immutable: every operation answers a new history.

/** One state of the editor, with its own id (a state reached again by a new edit is a new step). */
export interface HistoryStep<State> {
  readonly id: number;
  readonly state: State;
  /** Edits of the same kind in a row (typing in one field) are one step: the kind, while it may grow. */
  readonly mergeKey?: string;
}

export interface EditHistory<State> {
  /** Oldest first: what undo goes back to. */
  readonly past: readonly HistoryStep<State>[];
  readonly present: HistoryStep<State>;
  /** Nearest first: what redo goes forward to. */
  readonly future: readonly HistoryStep<State>[];
  /** The id of the step saved last; null when no step kept is the saved one. */
  readonly savedId: number | null;
  /** The state saved last (kept when its step is dropped): what the editor is compared with. */
  readonly savedState: State;
  readonly nextId: number;
  /** The most undo steps kept: older ones are dropped. */
  readonly limit: number;
}

export const HISTORY_LIMIT = 100;

/** A history whose only step is `state`, the saved one (the editor opens on what is stored). */
export function startHistory<State>(state: State, limit = HISTORY_LIMIT): EditHistory<State> {
  return { past: [], present: { id: 0, state }, future: [], savedId: 0, savedState: state, nextId: 1, limit };
}

/**
 * Records the editor's new state as a step; a state equal to the present one is no step (an event that
 * changed nothing). A new step drops what was left to redo. With `mergeKey` equal to the present step's,
 * the new state replaces it, unless that step is the saved one (undo must still reach it).
 */
export function recordStep<State>(
  history: EditHistory<State>,
  state: State,
  same: (a: State, b: State) => boolean,
  mergeKey?: string,
): EditHistory<State> {
  if (same(history.present.state, state)) return history;
  const step: HistoryStep<State> = { id: history.nextId, state, mergeKey };
  const merges =
    mergeKey !== undefined &&
    history.present.mergeKey === mergeKey &&
    history.future.length === 0 &&
    history.present.id !== history.savedId;
  const past = merges ? history.past : [...history.past, history.present].slice(-history.limit);
  return { ...history, past, present: step, future: [], nextId: history.nextId + 1 };
}

/** Ends a run of merged edits: the next edit of the same kind is a step of its own. */
const settled = <State>(step: HistoryStep<State>): HistoryStep<State> => ({ id: step.id, state: step.state });

export const canUndo = (history: EditHistory<unknown>) => history.past.length > 0;
export const canRedo = (history: EditHistory<unknown>) => history.future.length > 0;

export function undoStep<State>(history: EditHistory<State>): EditHistory<State> {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return {
    ...history,
    past: history.past.slice(0, -1),
    present: previous,
    future: [settled(history.present), ...history.future],
  };
}

export function redoStep<State>(history: EditHistory<State>): EditHistory<State> {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return {
    ...history,
    past: [...history.past, settled(history.present)].slice(-history.limit),
    present: next,
    future: rest,
  };
}

/** Marks this step as the one saved last (the state a save sent, though edits followed). */
export function markSaved<State>(history: EditHistory<State>, step: HistoryStep<State>): EditHistory<State> {
  const present = history.present.id === step.id ? settled(history.present) : history.present;
  return { ...history, savedId: step.id, savedState: step.state, present };
}

/**
 * Unsaved changes: the editor shows a state unlike the one saved last. Compared by `same`, not by step: an
 * edit undone by hand (a title typed and erased, a value chosen again) leaves nothing to save.
 */
export const isDirty = <State>(history: EditHistory<State>, same: (a: State, b: State) => boolean) =>
  !same(history.present.state, history.savedState);

/** Rewrites the state of every step (a part of the state known only later, filled in everywhere). */
export function mapStates<State>(
  history: EditHistory<State>,
  rewrite: (state: State) => State,
): EditHistory<State> {
  const step = (item: HistoryStep<State>): HistoryStep<State> => ({ ...item, state: rewrite(item.state) });
  return {
    ...history,
    past: history.past.map(step),
    present: step(history.present),
    future: history.future.map(step),
    savedState: rewrite(history.savedState),
  };
}
