// The React-inside-Form.io seam: a custom component is its settings and a React view; this helper
// makes the Form.io class that mounts the view in `attach` and unmounts it (deferred) in `detach`.
import { createElement, Suspense, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { ComponentContext } from '../runtime/core/component-context';
import { FieldComponent, type FormioComponentClass, type FormioComponentInstance } from './formio';

export interface ReactViewProps<Settings> {
  /** The component's JSON (its settings). */
  settings: Settings;
  value: unknown;
  setValue(value: unknown): void;
  /** The form's root data (read only: write through setValue). */
  formData: Record<string, unknown>;
  disabled: boolean;
  context: ComponentContext;
  instance: FormioComponentInstance;
}

export interface ReactComponentDefinition<Settings> {
  type: string;
  title: string;
  icon: string;
  group?: string;
  /** Default settings of a new component of this type. */
  schema: Record<string, unknown>;
  /** The view; a `lazy` one keeps its code (and libraries) off screens that do not show it. */
  view: ComponentType<ReactViewProps<Settings>>;
  emptyValue?: unknown;
  /** The view shows the label itself, so Form.io draws none around it. */
  labelInView?: boolean;
  /**
   * The view stays usable in a read-only form (a data display screen, a workflow view): a button that
   * navigates, downloads or opens a popup changes no field. Only its own `disabled` setting disables it.
   */
  usableWhenReadOnly?: boolean;
  /**
   * The component's behaviour outside its view (form lifecycle, watching other fields), started when
   * the component is attached in a running form (not in the builder) and stopped by the function it
   * answers when the component is detached. Runs synchronously in `attach`, so it sees every event
   * the screen runtime emits after the form is created.
   */
  onAttach?: (instance: FormioComponentInstance, context: ComponentContext) => (() => void) | void;
}

let appContext: ComponentContext | null = null;

/** Called by the app once, before the first form is created. */
export function provideComponentContext(context: ComponentContext): void {
  appContext = context;
}

export function componentContext(): ComponentContext {
  if (!appContext) throw new Error('Custom components were used before the app provided their context');
  return appContext;
}

export function defineReactComponent<Settings>(
  definition: ReactComponentDefinition<Settings>,
): FormioComponentClass {
  const { view, schema, emptyValue = '' } = definition;

  return class ReactFormioComponent extends FieldComponent {
    private reactRoot: Root | null = null;
    private reactHost: HTMLElement | null = null;
    private stopBehaviour: (() => void) | null = null;

    static schema(...extend: unknown[]) {
      return FieldComponent.schema(schema, ...extend);
    }

    static get builderInfo() {
      return {
        title: definition.title,
        icon: definition.icon,
        group: definition.group ?? 'custom',
        schema: ReactFormioComponent.schema(),
      };
    }

    /** The builder's settings form: set by components/edit-forms.ts, which only the builder loads. */
    static editForm?: () => { components: unknown[] };

    get defaultSchema() {
      return ReactFormioComponent.schema();
    }

    get emptyValue() {
      return emptyValue;
    }

    labelIsHidden() {
      return definition.labelInView === true || super.labelIsHidden();
    }

    render() {
      return super.render(
        `<div ref="reactRoot" class="ignite-react-root" data-component-type="${definition.type}"></div>`,
      );
    }

    attach(element: HTMLElement) {
      const attached = super.attach(element);
      this.loadRefs(element, { reactRoot: 'single' });
      const host = this.refs.reactRoot as HTMLElement | undefined;
      if (host && host !== this.reactHost) {
        this.unmountView();
        this.reactHost = host;
        this.reactRoot = createRoot(host);
      }
      this.renderView();
      this.startBehaviour();
      return attached;
    }

    /** Safe to call repeatedly: Form.io detaches more than once while it builds. */
    detach() {
      this.stopBehaviour?.();
      this.stopBehaviour = null;
      this.unmountView();
      return super.detach();
    }

    private startBehaviour() {
      const builderMode = (this as unknown as { builderMode: boolean }).builderMode;
      if (!definition.onAttach || this.stopBehaviour || builderMode) return;
      const instance = this as unknown as FormioComponentInstance;
      this.stopBehaviour = definition.onAttach(instance, componentContext()) ?? (() => undefined);
    }

    setValue(value: unknown, flags?: Record<string, unknown>) {
      const changed = super.setValue(value, flags);
      this.renderView();
      return changed;
    }

    private unmountView() {
      const root = this.reactRoot;
      this.reactRoot = null;
      this.reactHost = null;
      // React refuses to unmount a root while it renders; defer.
      if (root) queueMicrotask(() => root.unmount());
    }

    private renderView() {
      if (!this.reactRoot) return;
      const instance = this as unknown as FormioComponentInstance;
      const props: ReactViewProps<Settings> = {
        settings: instance.component as Settings,
        value: instance.dataValue,
        setValue: (next: unknown) => {
          instance.updateValue(next, { modified: true });
          this.renderView();
        },
        formData: (instance.root?.data ?? instance.data) as Record<string, unknown>,
        disabled:
          definition.usableWhenReadOnly && instance.options.readOnly
            ? Boolean((instance.component as { disabled?: boolean }).disabled)
            : instance.disabled,
        context: componentContext(),
        instance,
      };
      this.reactRoot.render(createElement(Suspense, { fallback: null }, createElement(view, props)));
    }
  };
}
