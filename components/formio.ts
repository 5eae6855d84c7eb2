// The one place components touch Form.io's renderer entry (no builder code in the portal bundle).
import { Components } from '@formio/js/form';

/** Form.io's component instance, as far as our components use it. */
export interface FormioComponentInstance {
  component: Record<string, unknown> & { key: string; type: string };
  dataValue: unknown;
  data: Record<string, unknown>;
  root: { data: Record<string, unknown>; submission: { data: Record<string, unknown> } } | null;
  disabled: boolean;
  refs: Record<string, HTMLElement | undefined>;
  id: string;
  updateValue(value: unknown, flags?: Record<string, unknown>): boolean;
  emit(event: string, payload?: unknown): void;
  redraw(): void;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FormioComponentClass = any;

// Form.io's classes are untyped here: one cast, in one place.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const registry = Components as any;

export const FieldComponent: FormioComponentClass = registry.components.field;
export const BaseComponent: FormioComponentClass = registry.components.component;

export function registerFormioComponent(type: string, componentClass: FormioComponentClass): void {
  registry.setComponent(type, componentClass);
}

export function isFormioComponentRegistered(type: string): boolean {
  return Boolean(registry.components[type]);
}
