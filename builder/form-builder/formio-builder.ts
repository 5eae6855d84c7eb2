// Form.io's own WebformBuilder, set up for Ignite: our custom components in their own palette group,
// the screen configuration once per form, an "Advanced settings…" button in the settings dialogs of the
// components the structured editors know (builder/editors), and
// problems found by the server marked at the component they concern. Only builder files import the full
// '@formio/js' package (the portal imports '@formio/js/form'), so this code and its CSS load with /forms only.
import '@formio/js/dist/formio.builder.min.css';
import './local-ace';
import '../../runtime/app/form-runtime';
import { Formio, FormBuilder } from '@formio/js';
import { attachEditForms } from '../../components/edit-forms';
import { settingsKindOf } from '../editors/settings-kinds';
import { dropKeyMark, keepTypedKey, type SettingsForm } from './typed-key';
import { dropUnsetSettings } from './unset-settings';

/** A problem to show under a component of the canvas. */
export interface ComponentMark {
  key: string;
  message: string;
}

/** The component being edited in a settings dialog, and how to write changed settings back into it. */
export interface AdvancedSettingsRequest {
  /** The settings as the dialog holds them now (a copy). */
  settings: Record<string, unknown>;
  /** Writes changed settings into the dialog (they are kept with the dialog's Save). */
  apply: (settings: Record<string, unknown>) => void;
}

export type AdvancedSettingsOpener = (request: AdvancedSettingsRequest) => void;

interface FormioComponentInstance {
  key: string;
  element?: HTMLElement;
}

interface WebformBuilderInstance {
  form: { components: unknown[] };
  webform: {
    getComponent(key: string): FormioComponentInstance | undefined;
    everyComponent(visit: (component: FormioComponentInstance) => void): void;
  };
  editForm?: SettingsForm & { submission: { data: Record<string, unknown> } };
  componentEdit?: HTMLElement;
  on(event: string, listener: (...args: unknown[]) => void): void;
  destroy(): void;
}

interface ReadOnlyForm {
  destroy(): void;
}

attachEditForms();

const PROBLEM_CLASS = 'ignite-builder-problem';
const MESSAGE_CLASS = 'ignite-builder-problem__message';

export const IGNITE_GROUP = 'custom';

/** The builder's options: the Ignite group (builderInfo.group 'custom') shown open, premium hidden. */
function builderOptions() {
  return {
    builder: {
      [IGNITE_GROUP]: { title: 'Ignite', weight: 5, components: {} },
      premium: false,
    },
    noDefaultSubmitButton: true,
    hooks: {
      // Called with the settings a dialog's Save keeps, before they replace the component.
      beforeSaveComponentSettings: (settings: Record<string, unknown>) => {
        dropKeyMark(settings);
        dropUnsetSettings(settings);
      },
    },
    i18n: {
      en: {
        builderUniqueError:
          'A form holds one {{componentKeyOrTitle}} component: this form already has one, edit that one instead.',
      },
    },
  };
}

/** Puts "Advanced settings…" at the top of an open settings dialog whose component has an editor. */
function addAdvancedSettingsButton(
  builder: WebformBuilderInstance,
  component: { type?: unknown },
  open: AdvancedSettingsOpener,
): void {
  const editForm = builder.editForm;
  const container = builder.componentEdit;
  if (!editForm || !container || !settingsKindOf(component)) return;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'btn btn-outline-secondary btn-sm ignite-builder-advanced';
  button.textContent = 'Advanced settings…';
  button.addEventListener('click', () => {
    // What the dialog left empty is not shown as set (nor checked as such) in the editor either.
    const settings = structuredClone(editForm.data) as Record<string, unknown>;
    dropUnsetSettings(settings);
    open({
      settings,
      apply: (applied) => {
        editForm.submission = { data: { ...editForm.data, ...applied } };
      },
    });
  });
  container.prepend(button);
}

/** The wrapper the builder draws around a component (with its edit and remove buttons). */
const wrapperOf = (component: FormioComponentInstance) =>
  component.element?.closest<HTMLElement>('.builder-component') ?? component.element ?? null;

export class IgniteFormBuilder {
  private marks: ComponentMark[] = [];

  private constructor(
    private readonly element: HTMLElement,
    private readonly builder: WebformBuilderInstance,
  ) {
    builder.on('change', () => this.drawMarks());
  }

  /** Creates the builder in `element` with the form's components. */
  static async create(
    element: HTMLElement,
    components: unknown[],
    openAdvanced: AdvancedSettingsOpener,
  ): Promise<IgniteFormBuilder> {
    const form = new FormBuilder(element, { display: 'form', components }, builderOptions());
    const instance = (await form.ready) as WebformBuilderInstance;
    // Emitted once a settings dialog is drawn and attached.
    instance.on('editComponent', (component) => {
      if (instance.editForm) keepTypedKey(instance.editForm);
      addAdvancedSettingsButton(instance, component as { type?: unknown }, openAdvanced);
    });
    return new IgniteFormBuilder(element, instance);
  }

  get components(): unknown[] {
    return structuredClone(this.builder.form.components);
  }

  onChange(listener: () => void): void {
    this.builder.on('change', listener);
  }

  /** Marks components with problems (replacing earlier marks); answers the keys not on the canvas. */
  mark(marks: ComponentMark[]): string[] {
    this.marks = marks;
    return this.drawMarks();
  }

  private drawMarks(): string[] {
    this.element.querySelectorAll(`.${MESSAGE_CLASS}`).forEach((node) => node.remove());
    this.element
      .querySelectorAll(`.${PROBLEM_CLASS}`)
      .forEach((node) => node.classList.remove(PROBLEM_CLASS));
    const missing: string[] = [];
    for (const { key, message } of this.marks) {
      const component = this.builder.webform.getComponent(key);
      const wrapper = component && wrapperOf(component);
      if (!wrapper) {
        missing.push(key);
        continue;
      }
      wrapper.classList.add(PROBLEM_CLASS);
      const line = document.createElement('div');
      line.className = MESSAGE_CLASS;
      line.setAttribute('role', 'alert');
      line.textContent = message;
      wrapper.append(line);
    }
    return missing;
  }

  /** Opens the settings dialog of a component, as its edit button does. */
  openSettings(key: string): boolean {
    const component = this.builder.webform.getComponent(key);
    const edit = component && wrapperOf(component)?.querySelector<HTMLElement>('[ref="editComponent"]');
    if (!edit) return false;
    edit.click();
    return true;
  }

  destroy(): void {
    this.builder.destroy();
  }
}

/** The form drawn read-only (when another designer holds the lock). */
export async function renderReadOnly(element: HTMLElement, components: unknown[]): Promise<ReadOnlyForm> {
  return (await Formio.createForm(
    element,
    { display: 'form', components },
    { readOnly: true },
  )) as ReadOnlyForm;
}
