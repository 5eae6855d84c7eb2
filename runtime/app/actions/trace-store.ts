// The traces of the last action runs, for the designer's trace panel.
import { create } from 'zustand';
import type { ChainTrace } from '../../core/actions/chain-engine';

export const MAX_TRACES = 20;

interface TraceState {
  traces: ChainTrace[];
  record(trace: ChainTrace): void;
  clear(): void;
}

export const useTraces = create<TraceState>((set) => ({
  traces: [],
  record: (trace) => set((state) => ({ traces: [trace, ...state.traces].slice(0, MAX_TRACES) })),
  clear: () => set({ traces: [] }),
}));
