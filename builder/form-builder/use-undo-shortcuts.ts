// Listens for the undo and redo shortcuts on the page while `enabled`; keys meant for a text field, a
// Monaco editor or an open dialog are left to them.
import { useEffect, useRef } from 'react';
import { historyCommandOf, isMacPlatform, keepsOwnUndo, type HistoryCommand } from './undo-shortcut';

export const onMac = () => isMacPlatform(navigator.platform);

export function useUndoShortcuts(enabled: boolean, run: (command: HistoryCommand) => void): void {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    if (!enabled) return;
    const mac = onMac();
    const listen = (event: KeyboardEvent) => {
      const command = historyCommandOf(event, mac);
      if (!command || keepsOwnUndo(event.target, document)) return;
      // The browser's own undo does nothing useful outside a text field.
      event.preventDefault();
      latest.current(command);
    };
    document.addEventListener('keydown', listen);
    return () => document.removeEventListener('keydown', listen);
  }, [enabled]);
}
