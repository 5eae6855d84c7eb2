// Shell state: how many calls are running (the loading overlay), the sidebar menu, and whether the
// identity was fetched in this page load.
import { create } from 'zustand';
import type { MenuItem } from '../../../schemas/api';

interface ShellState {
  pendingCalls: number;
  trackActivity(delta: 1 | -1): void;
  menu: MenuItem[];
  menuFailed: boolean;
  setMenu(menu: MenuItem[] | null): void;
  /** Identity and profile were fetched since this page loaded (no refresh needed on the shell's start). */
  identityFresh: boolean;
  markIdentityFresh(): void;
}

export const useShell = create<ShellState>((set) => ({
  pendingCalls: 0,
  trackActivity: (delta) => set((state) => ({ pendingCalls: Math.max(0, state.pendingCalls + delta) })),
  menu: [],
  menuFailed: false,
  setMenu: (menu) => set(menu ? { menu, menuFailed: false } : { menuFailed: true }),
  identityFresh: false,
  markIdentityFresh: () => set({ identityFresh: true }),
}));
