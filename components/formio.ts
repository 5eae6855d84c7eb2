// The one place components touch Form.io's renderer entry (no builder code in the portal bundle).
import { Components, Providers } from '@formio/js/form';
import './local-flatpickr';
import './local-timezones';

/** Form.io's event handler: change events pass (submission, flags); custom events their payload. */
export type FormioEventHandler = (...args: never[]) => void;

/** Form.io's form (Webform), as far as our components use it. */
export interface FormioForm {
  data: Record<string, unknown>;
  submission: { data: Record<string, unknown> };
  /** The element the form is rendered into. */
  element?: HTMLElement;
  /** Resolves once the form is built. */
  formReady?: Promise<unknown>;
  /** The component at a key or data path (dots nest). */
  getComponent?(path: string): FormioComponentInstance | undefined;
  /** Sets the whole submission; components redraw with their new values. */
  setValue?(submission: { data: Record<string, unknown> }, flags?: Record<string, unknown>): boolean;
}

/** Form.io's component instance, as far as our components use it. */
export interface FormioComponentInstance {
  component: Record<string, unknown> & { key: string; type: string };
  dataValue: unknown;
  data: Record<string, unknown>;
  root: FormioForm | null;
  disabled: boolean;
  /** The form's options (readOnly: a form shown, not edited). */
  options: { readOnly?: boolean };
  /** True while the component is drawn in the form builder. */
  builderMode?: boolean;
  refs: Record<string, HTMLElement | undefined>;
  id: string;
  /** Data path of the value in the form data (container keys, row indexes), e.g. `grid[0].amount`. */
  path?: string;
  /** The component's rendered element. */
  element?: HTMLElement;
  /** Sets the value and redraws (our React components re-render their view). */
  setValue(value: unknown, flags?: Record<string, unknown>): boolean;
  /** Sets the value without redrawing. */
  updateValue(value: unknown, flags?: Record<string, unknown>): boolean;
  emit(event: string, payload?: unknown): void;
  /** Listens on the form's emitter (shared by every component of the form). */
  on(event: string, handler: FormioEventHandler): void;
  /** Removes a listener added with `on` (Form.io removes only internal ones on destroy). */
  off(event: string, handler: FormioEventHandler): void;
  redraw(): void;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FormioComponentClass = any;

// Form.io's classes are untyped here: one cast, in one place.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const registry = Components as any;

export const FieldComponent: FormioComponentClass = registry.components.field;
export const BaseComponent: FormioComponentClass = registry.components.component;
export const FormioHtmlElement: FormioComponentClass = registry.components.htmlelement;
export const FormioContent: FormioComponentClass = registry.components.content;
export const FormioFile: FormioComponentClass = registry.components.file;
export const FormioTextArea: FormioComponentClass = registry.components.textarea;

/** Adds a file storage: the file component's `storage` setting and the builder's choice name it. */
export function registerStorageProvider(name: string, provider: unknown): void {
  Providers.addProvider('storage', name, provider as Parameters<typeof Providers.addProvider>[2]);
}

export function registerFormioComponent(type: string, componentClass: FormioComponentClass): void {
  registry.setComponent(type, componentClass);
}

export function isFormioComponentRegistered(type: string): boolean {
  return Boolean(registry.components[type]);
}
