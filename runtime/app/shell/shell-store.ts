// Shell state: how many calls are running (the loading overlay).
import { create } from 'zustand';

interface ShellState {
  pendingCalls: number;
  trackActivity(delta: 1 | -1): void;
}

export const useShell = create<ShellState>((set) => ({
  pendingCalls: 0,
  trackActivity: (delta) => set((state) => ({ pendingCalls: Math.max(0, state.pendingCalls + delta) })),
}));
