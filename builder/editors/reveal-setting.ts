// Jumps to a setting by its JSON path: the field (or the nearest enclosing one shown) is scrolled to,
// focused and briefly highlighted.
const HIGHLIGHT = 'ignite-schema-form__field--highlight';

export function revealSetting(path: string, root: ParentNode = document): Element | null {
  let at = path;
  for (;;) {
    const found = root.querySelector(`[data-setting-path="${CSS.escape(at)}"]`);
    if (found) {
      found.scrollIntoView({ block: 'center' });
      found.querySelector<HTMLElement>('input, select, textarea, [contenteditable], button')?.focus();
      found.classList.add(HIGHLIGHT);
      setTimeout(() => found.classList.remove(HIGHLIGHT), 2000);
      return found;
    }
    if (!at) return null;
    at = at.slice(0, at.lastIndexOf('/'));
  }
}
