// The keyboard shortcuts of the builder's undo and redo: Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y (Cmd on macOS).
// Where the focus is in a text field, a Monaco editor or an open dialog, the key belongs to that: they
// undo their own typing.

export type HistoryCommand = 'undo' | 'redo';

interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export const isMacPlatform = (platform: string) => /mac|iphone|ipad/i.test(platform);

/** The command a key press asks for, if any. */
export function historyCommandOf(event: ShortcutKey, mac: boolean): HistoryCommand | null {
  const command = mac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  if (!command || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}

/** How a command's shortcut reads in a button's title. */
export function shortcutLabel(command: HistoryCommand, mac: boolean): string {
  const modifier = mac ? '⌘' : 'Ctrl+';
  return command === 'undo' ? `${modifier}Z` : `${modifier}Shift+Z`;
}

const OWN_UNDO = 'input, textarea, select, [contenteditable=""], [contenteditable="true"], .monaco-editor';
/** Form.io's settings dialog, PrimeReact's dialogs (the advanced settings) and any other modal. */
const OPEN_DIALOG = '.formio-dialog, [role="dialog"], [role="alertdialog"], [aria-modal="true"]';

/** Whether the key press belongs to where the focus is, or to an open dialog, rather than to the page. */
export function keepsOwnUndo(target: EventTarget | null, document: Document): boolean {
  if (target instanceof Element && target.closest(OWN_UNDO)) return true;
  return document.querySelector(OPEN_DIALOG) !== null;
}
