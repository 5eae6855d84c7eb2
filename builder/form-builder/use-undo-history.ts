// The form builder page's undo history: each state of what a save sends (title, category, the canvas's
// components) is a snapshot. The components are kept as the JSON text a save would store, without Form.io's
// defaults: about 20 KB for 300 fields in 10 panels (360 KB as Form.io holds them), so 100 steps stay small,
// and an equal text is no step (a settings dialog saved unchanged, a change event that changed nothing).
import { useCallback, useRef, useState } from 'react';
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
  type HistoryStep,
} from './edit-history';

export interface PageState {
  name: string;
  category: string;
  /** The canvas's components as JSON text; unknown until the builder has drawn them. */
  components?: string;
}

/** A move through the history: the state left and the state to show. */
export interface HistoryMove {
  from: PageState;
  to: PageState;
}

const sameState = (a: PageState, b: PageState) =>
  a.name === b.name && a.category === b.category && a.components === b.components;

export function useUndoHistory() {
  const [history, setHistory] = useState<EditHistory<PageState> | null>(null);
  // The handlers read and write the history at once (two presses before a render are two steps).
  const current = useRef(history);
  const update = useCallback((next: EditHistory<PageState> | null) => {
    current.current = next;
    setHistory(next);
  }, []);

  /** The form as loaded: the saved state, with nothing to undo. */
  const start = useCallback((state: PageState) => update(startHistory(state)), [update]);

  /**
   * A change of part of the state; changes of one `mergeKey` in a row are one step (typing a title).
   * Answers whether it changed the state (an event that changed nothing records nothing).
   */
  const record = useCallback(
    (change: Partial<PageState>, mergeKey?: string): boolean => {
      const history = current.current;
      if (!history) return false;
      const next = recordStep(history, { ...history.present.state, ...change }, sameState, mergeKey);
      update(next);
      return next !== history;
    },
    [update],
  );

  /** The canvas's components once drawn: filled in where still unknown, else a change like any other. */
  const canvasDrawn = useCallback(
    (components: string) => {
      const history = current.current;
      if (!history) return;
      if (history.present.state.components === undefined)
        update(
          mapStates(history, (state) => (state.components === undefined ? { ...state, components } : state)),
        );
      else record({ components });
    },
    [update, record],
  );

  const move = useCallback(
    (step: typeof undoStep<PageState>): HistoryMove | undefined => {
      const history = current.current;
      if (!history) return undefined;
      const next = step(history);
      if (next === history) return undefined;
      update(next);
      return { from: history.present.state, to: next.present.state };
    },
    [update],
  );
  const undo = useCallback(() => move(undoStep), [move]);
  const redo = useCallback(() => move(redoStep), [move]);

  /** The step a save is about to send, to mark as saved once the server keeps it. */
  const presentStep = useCallback(() => current.current?.present, []);
  const saved = useCallback(
    (step: HistoryStep<PageState>) => {
      const history = current.current;
      if (history) update(markSaved(history, step));
    },
    [update],
  );

  return {
    canUndo: history ? canUndo(history) : false,
    canRedo: history ? canRedo(history) : false,
    dirty: history ? isDirty(history, sameState) : false,
    start,
    record,
    canvasDrawn,
    undo,
    redo,
    presentStep,
    saved,
  };
}
