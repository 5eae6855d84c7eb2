// The screen configuration's action listeners (widgetToListen + eventName → actionChain) and the
// toggle-{key} events of toggleComponentsVisibility, wired to a Form.io form.
import type { ActionListener } from '../../../schemas/screen-config';
import type { ActionForm, ActionServices } from '../../core/actions/action-context';
import { runListener } from '../../core/actions/run-button';
import { TOGGLE_EVENT_PREFIX } from '../../core/actions/chain/toggle-components-visibility';
import type { FormioInstance } from './FormioForm';

/** Whether an event's payload comes from the listened widget (Form.io's payload shapes vary by event). */
export function comesFrom(payload: unknown, widget: string): boolean {
  if (!payload || typeof payload !== 'object') return false;
  const candidate = payload as {
    key?: unknown;
    component?: { key?: unknown };
    changed?: { component?: { key?: unknown } };
    instance?: { key?: unknown; component?: { key?: unknown } };
  };
  const keys = [
    candidate.key,
    candidate.component?.key,
    candidate.changed?.component?.key,
    candidate.instance?.component?.key,
    candidate.instance?.key,
  ];
  return keys.includes(widget);
}

/** What a screen's or a popup's form reacts to: visibility toggles, and its screen configuration's listeners. */
export function wireScreenEvents(
  form: FormioInstance,
  listeners: ActionListener[] | undefined,
  services: () => ActionServices,
): void {
  wireVisibilityToggles(form);
  if (listeners?.length) wireListeners(form, listeners, services);
}

export function wireListeners(
  form: FormioInstance,
  listeners: ActionListener[],
  services: () => ActionServices,
): void {
  for (const listener of listeners) {
    form.on(listener.eventName, (payload: unknown) => {
      // Events a widget emits by name (a button's custom event) carry the form data, not the widget.
      const fromWidget =
        comesFrom(payload, listener.widgetToListen) || listener.eventName === listener.widgetToListen;
      const isCustomEvent = !['change', 'blur', 'focus', 'render', 'submit'].includes(listener.eventName);
      if (!fromWidget && !isCustomEvent) return;
      const actionForm = form as ActionForm;
      void runListener(listener, {
        form: actionForm,
        services: services(),
        results: actionForm.actionResults ?? {},
      });
    });
  }
}

/**
 * toggleComponentsVisibility emits toggle-{key}: flip that component's visibility. The designer's
 * `hidden` flag is flipped too, else Form.io's next condition check would restore it; the redraw
 * renders the children again with the current data.
 */
export function wireVisibilityToggles(form: FormioInstance): void {
  form.everyComponent(
    (component: { key: string; visible: boolean; component: { hidden?: boolean }; redraw(): void }) => {
      form.on(`${TOGGLE_EVENT_PREFIX}${component.key}`, () => {
        const show = !component.visible;
        component.component.hidden = !show;
        component.visible = show;
        component.redraw();
      });
    },
  );
}
