// The screen's answer to a marker click (issue #8): every timeline listens on its own form's emitter
// for TAB_SELECTED_EVENT and has the Form.io `tabs` component holding a tab with the selected key show
// that tab. Listening to the event, rather than switching in the click handler, means anything emitting
// tab-selected on the form (an action, another component) switches the tab the same way; forms on the
// same event bus (popups) are not touched.
import type { FormioComponentInstance, FormioForm } from '../formio';
import { TAB_SELECTED_EVENT, type TabSelected } from './tab-selection';

/** What this file uses of Form.io's tabs component and of its component walk. */
interface TabsComponent {
  component: { type?: string; components?: { key?: string }[] };
  currentTab?: number;
  setTab?(index: number): void;
}
type WalkableForm = FormioForm & {
  everyComponent?(visit: (component: TabsComponent) => boolean | void): void;
};

/** Shows the tab with key `tabKey` in the form's tabs components; answers whether one holds it. */
export function selectFormTab(form: FormioForm | null | undefined, tabKey: string): boolean {
  let found = false;
  (form as WalkableForm | null | undefined)?.everyComponent?.((candidate) => {
    if (candidate.component?.type !== 'tabs' || typeof candidate.setTab !== 'function') return;
    const index = candidate.component.components?.findIndex((tab) => tab.key === tabKey) ?? -1;
    if (index < 0) return;
    found = true;
    if (candidate.currentTab !== index) candidate.setTab(index);
    return false;
  });
  return found;
}

/** The timeline's behaviour in a running form: answer tab-selected events by switching the tab. */
export function startTabSelection(instance: FormioComponentInstance): () => void {
  const onTabSelected = ((selection: TabSelected | undefined) => {
    if (selection?.tabKey) selectFormTab(instance.root, selection.tabKey);
  }) as (...args: never[]) => void;
  instance.on(TAB_SELECTED_EVENT, onTabSelected);
  return () => instance.off(TAB_SELECTED_EVENT, onTabSelected);
}
