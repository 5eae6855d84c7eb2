// PrimeReact stacks its overlays through ZIndexUtils: each dialog takes the last z-index set plus one
// (its baseZIndex counts only above a different kind of overlay), and gives it back on unmount. But its
// Dialog gives it back through a ref React has already let go of, so a dialog unmounted while shown (a
// popup closed by the store, a dialog its parent stops rendering, a page left) leaves its entry behind:
// every later dialog stacks on that stale entry instead of its own base, and one that must cover Form.io's
// builder dialog (z-index 10000) opens under it. Entries whose element has left the document are given
// back here before the next one is taken. Imported once, by the app's entry.
import { ZIndexUtils } from 'primereact/utils';

const taken = new Set<HTMLElement>();
const { set, clear } = ZIndexUtils;

ZIndexUtils.set = (key, element, autoZIndex, baseZIndex) => {
  for (const earlier of taken) {
    if (earlier.isConnected) continue;
    taken.delete(earlier);
    clear(earlier);
  }
  set(key, element, autoZIndex, baseZIndex);
  if (element) taken.add(element);
};

ZIndexUtils.clear = (element) => {
  if (element) taken.delete(element);
  clear(element);
};
