import { afterEach, describe, expect, it } from 'vitest';
import { historyCommandOf, isMacPlatform, keepsOwnUndo, shortcutLabel } from './undo-shortcut';

const press = (
  key: string,
  held: { ctrl?: boolean; meta?: boolean; shift?: boolean; alt?: boolean } = {},
) => ({
  key,
  ctrlKey: held.ctrl ?? false,
  metaKey: held.meta ?? false,
  shiftKey: held.shift ?? false,
  altKey: held.alt ?? false,
});

afterEach(() => {
  document.body.replaceChildren();
});

describe('the undo shortcuts', () => {
  it('reads Ctrl+Z as undo, Ctrl+Shift+Z and Ctrl+Y as redo', () => {
    expect(historyCommandOf(press('z', { ctrl: true }), false)).toBe('undo');
    expect(historyCommandOf(press('Z', { ctrl: true, shift: true }), false)).toBe('redo');
    expect(historyCommandOf(press('y', { ctrl: true }), false)).toBe('redo');
    expect(historyCommandOf(press('z'), false)).toBeNull();
    expect(historyCommandOf(press('z', { ctrl: true, alt: true }), false)).toBeNull();
    expect(historyCommandOf(press('x', { ctrl: true }), false)).toBeNull();
    // Cmd is not Ctrl outside macOS.
    expect(historyCommandOf(press('z', { meta: true }), false)).toBeNull();
  });

  it('reads Cmd in place of Ctrl on macOS', () => {
    expect(historyCommandOf(press('z', { meta: true }), true)).toBe('undo');
    expect(historyCommandOf(press('z', { meta: true, shift: true }), true)).toBe('redo');
    expect(historyCommandOf(press('z', { ctrl: true }), true)).toBeNull();
    expect(isMacPlatform('MacIntel')).toBe(true);
    expect(isMacPlatform('Linux x86_64')).toBe(false);
    expect(shortcutLabel('undo', true)).toBe('⌘Z');
    expect(shortcutLabel('redo', false)).toBe('Ctrl+Shift+Z');
  });

  it('leaves the key to text fields, Monaco editors and open dialogs', () => {
    document.body.innerHTML = `
      <button id="button">Save</button>
      <input id="title" />
      <textarea id="note"></textarea>
      <div contenteditable="true"><p id="rich">text</p></div>
      <div class="monaco-editor"><div id="monaco">view line</div></div>`;
    const byId = (id: string) => document.getElementById(id);
    expect(keepsOwnUndo(byId('button'), document)).toBe(false);
    expect(keepsOwnUndo(document.body, document)).toBe(false);
    for (const id of ['title', 'note', 'rich', 'monaco']) expect(keepsOwnUndo(byId(id), document)).toBe(true);

    const modal = document.createElement('div');
    modal.className = 'formio-dialog';
    document.body.append(modal);
    expect(keepsOwnUndo(byId('button'), document)).toBe(true);
    modal.className = '';
    modal.setAttribute('role', 'dialog');
    expect(keepsOwnUndo(document.body, document)).toBe(true);
  });
});
