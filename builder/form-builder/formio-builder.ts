// Form.io's own WebformBuilder, set up for Ignite: our custom components in their own palette group,
// the screen configuration once per form, an "Advanced settings…" button in the settings dialogs of the
// components the structured editors know (builder/editors), settings dialogs and saves that keep only what
// the designer set (unset-settings.ts, saved-components.ts), and
// problems found by the server marked at the component they concern. Only builder files import the full
// '@formio/js' package (the portal imports '@formio/js/form'), so this code and its CSS load with /forms only.
import '@formio/js/dist/formio.builder.min.css';
import './local-ace';
import '../../runtime/app/form-runtime';
import { Components, Formio, FormBuilder, Templates } from '@formio/js';
import { attachEditForms } from '../../components/edit-forms';
import {
  BaseComponent,
  FieldComponent,
  FormioContent,
  FormioFile,
  FormioHtmlElement,
  FormioTextArea,
} from '../../components/formio';
import { customComponents } from '../../components/index';
import { settingsKindOf } from '../editors/settings-kinds';
import { withAppliedSettings } from './applied-settings';
import { dialogFields, type DialogFields } from './dialog-fields';
import { EDIT_FORM_OVERRIDES, editFormOverridesOf } from './edit-form-overrides';
import type { LintSeverity } from '../../runtime/core/lint/lint-rule';
import { SavedComponents } from './saved-components';
import { dropKeyMark, keepTypedKey, type SettingsForm } from './typed-key';
import { keepSetSettings, type SettingsDialog } from './unset-settings';

/** A problem to show under a component of the canvas. */
export interface ComponentMark {
  key: string;
  message: string;
  /** An error stops a save or a publish; a warning does not, and is drawn in amber. */
  severity: LintSeverity;
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
  component: { type?: unknown };
}

/** Form.io's builder opens a settings dialog with this (the component JSON, and the live one it edits). */
type EditComponent = (
  component: Record<string, unknown>,
  parent: unknown,
  isNew: boolean,
  isJsonEdit: boolean,
  original: Record<string, unknown> | null,
  flags?: unknown,
) => unknown;

/** A palette item: its component's builderInfo. */
interface PaletteItem {
  key?: string;
  disableSiblings?: boolean;
  schema?: { type?: string };
}

interface WebformBuilderInstance {
  form: { components: unknown[] };
  editComponent: EditComponent;
  /** Enter on a palette item: adds its component at the top of the form. */
  addNewComponent(element: HTMLElement): unknown;
  /** The palette: each group's items, with their builderInfo. */
  groups: Record<string, { components?: Record<string, PaletteItem | undefined> } | undefined>;
  t(text: string, params: Record<string, unknown>): string;
  webform: {
    getComponent(key: string): FormioComponentInstance | undefined;
    everyComponent(visit: (component: FormioComponentInstance) => void): void;
    setAlert(type: string, message: string): void;
  };
  editForm?: SettingsForm & { submission: { data: Record<string, unknown> } };
  componentEdit?: HTMLElement;
  /** The last settings dialog opened (kept after it closes): closing it destroys its settings form. */
  dialog?: HTMLElement & { close(): void };
  setForm(form: { display: string; components: unknown[] }): Promise<unknown>;
  on(event: string, listener: (...args: unknown[]) => void): void;
  destroy(): void;
}

interface ReadOnlyForm {
  destroy(): void;
}

attachEditForms();

type ComponentClass = {
  schema?: () => Record<string, unknown>;
  editForm?: (...extend: unknown[]) => { components: unknown[] };
};
const registry = (Components as unknown as { components: Record<string, ComponentClass | undefined> })
  .components;
const ownClasses = new Map<string, unknown>(
  customComponents.map(({ type, componentClass }) => [type, componentClass]),
);

/** The Form.io class a type's class is, or is made from (ours extend Form.io's field, component, …). */
function formioClassOf(type: string): ComponentClass | undefined {
  const formioClasses = new Set<unknown>([
    FieldComponent,
    BaseComponent,
    FormioHtmlElement,
    FormioContent,
    FormioFile,
    FormioTextArea,
  ]);
  for (const [name, formioClass] of Object.entries(registry))
    if (!ownClasses.has(name)) formioClasses.add(formioClass);
  let found: unknown = ownClasses.get(type) ?? registry[type];
  while (typeof found === 'function' && !formioClasses.has(found)) found = Object.getPrototypeOf(found);
  return typeof found === 'function' ? (found as ComponentClass) : undefined;
}

/**
 * Form.io's defaults for a type: its class's schema; for our own components, the schema of the Form.io
 * class they are made from (what they declare themselves is their settings, kept).
 */
export function formioDefaults(type: string): Record<string, unknown> | undefined {
  const schema = formioClassOf(type)?.schema;
  return typeof schema === 'function' ? schema() : undefined;
}

const fieldsByType = new Map<string, DialogFields>();

/** The fields of a type's settings dialog (ours, or Form.io's own). */
function settingsFieldsOf(type: unknown): DialogFields {
  const name = typeof type === 'string' ? type : '';
  let fields = fieldsByType.get(name);
  if (!fields) {
    const editForm = registry[name]?.editForm;
    fields = typeof editForm === 'function' ? dialogFields(editForm(editFormOverridesOf(name))) : new Map();
    fieldsByType.set(name, fields);
  }
  return fields;
}

/** The settings dialog open now: the component it opened on, and whether its JSON is edited as text. */
class OpenDialog {
  private dialog: SettingsDialog = { opened: {}, fields: new Map(), asText: true };

  opened(component: Record<string, unknown>, isJsonEdit: boolean): void {
    this.dialog = {
      opened: structuredClone(component),
      fields: settingsFieldsOf(component.type),
      asText: isJsonEdit,
    };
  }

  /** Keeps, in place, only what the designer set of the settings the dialog holds. */
  keepSet(settings: Record<string, unknown>): void {
    // The objects inside are the dialog's own (a list's rows): its fields may still write into them after
    // its Save (a select's debounced update), so what is kept is a copy.
    const kept = structuredClone(settings);
    keepSetSettings(kept, this.dialog);
    for (const name of Object.keys(settings)) delete settings[name];
    Object.assign(settings, kept);
  }
}

const PROBLEM_CLASS = 'ignite-builder-problem';
const WARNING_CLASS = 'ignite-builder-problem--warning';
const MESSAGE_CLASS = 'ignite-builder-problem__message';
/** The icons and words of the Problems panel, so that a mark does not speak by its colour alone. */
const MARK_ICONS = {
  error: { icon: 'bi-x-circle-fill', label: 'Error' },
  warning: { icon: 'bi-exclamation-triangle-fill', label: 'Warning' },
} as const;

export const IGNITE_GROUP = 'custom';

/** What Form.io's settings dialog template is drawn with, as far as its help link goes. */
interface SettingsDialogContext {
  helplinks?: string | false;
  componentInfo?: { documentation?: unknown };
}
type DialogTemplate = (ctx: SettingsDialogContext) => string;

/**
 * Form.io's settings dialog template, drawn with a help link only for a component that has a help page:
 * the link is Form.io's help site followed by the component's builderInfo `documentation`, and the
 * portal's own components have no page there (the link read "https://help.form.ioundefined").
 */
function settingsDialogTemplate(ctx: SettingsDialogContext): string {
  const templates = Templates.current as { builderEditForm?: { form?: DialogTemplate } };
  const formioTemplate = templates.builderEditForm?.form;
  if (!formioTemplate) throw new Error("Form.io's settings dialog template is not loaded");
  const documentation = ctx.componentInfo?.documentation;
  const documented = typeof documentation === 'string' && documentation !== '';
  return formioTemplate({ ...ctx, helplinks: documented ? ctx.helplinks : false });
}

/** The builder's options: the Ignite group (builderInfo.group 'custom') shown open, premium hidden. */
function builderOptions(dialog: OpenDialog) {
  return {
    builder: {
      [IGNITE_GROUP]: { title: 'Ignite', weight: 5, components: {} },
      premium: false,
    },
    noDefaultSubmitButton: true,
    editForm: structuredClone(EDIT_FORM_OVERRIDES),
    templates: { builderEditForm: { form: settingsDialogTemplate } },
    // Palette items take the focus, and Enter on one adds it at the top of the form with its settings open.
    keyboardBuilder: true,
    hooks: {
      // Called with the settings a dialog's Save keeps, before they replace the component.
      beforeSaveComponentSettings: (settings: Record<string, unknown>) => {
        dropKeyMark(settings);
        dialog.keepSet(settings);
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

/**
 * Enter on a palette item adds its component without the check a drop makes of a component that a form
 * holds once (builderInfo.disableSiblings: the screen configuration): the same refusal, the same message.
 */
function refuseSecondOnKeyboardAdd(instance: WebformBuilderInstance): void {
  const addNewComponent = instance.addNewComponent.bind(instance);
  instance.addNewComponent = (element) => {
    const group = instance.groups[element.getAttribute('data-group') ?? ''];
    const info = group?.components?.[element.getAttribute('data-key') ?? ''];
    if (info?.disableSiblings) {
      let present = false;
      instance.webform.everyComponent((component) => {
        if (component.component.type === info.schema?.type) present = true;
      });
      if (present) {
        instance.webform.setAlert(
          'danger',
          instance.t('builderUniqueError', { componentKeyOrTitle: info.key }),
        );
        return undefined;
      }
    }
    return addNewComponent(element);
  };
}

/** Puts "Advanced settings…" at the top of an open settings dialog whose component has an editor. */
function addAdvancedSettingsButton(
  builder: WebformBuilderInstance,
  component: { type?: unknown },
  dialog: OpenDialog,
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
    // What the dialog left empty or untouched is not shown as set (nor checked as such) in the editor either.
    const settings = structuredClone(editForm.data) as Record<string, unknown>;
    dialog.keepSet(settings);
    const given = Object.keys(settings);
    open({
      settings,
      apply: (applied) => {
        editForm.submission = { data: withAppliedSettings(editForm.data, given, applied) };
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
    private readonly saved: SavedComponents,
  ) {
    builder.on('change', () => this.drawMarks());
  }

  /** Creates the builder in `element` with the form's components (which it does not change). */
  static async create(
    element: HTMLElement,
    components: unknown[],
    openAdvanced: AdvancedSettingsOpener,
  ): Promise<IgniteFormBuilder> {
    const dialog = new OpenDialog();
    // Form.io fills the components it is given with its defaults, in place: it gets a copy.
    const form = new FormBuilder(
      element,
      { display: 'form', components: structuredClone(components) },
      builderOptions(dialog),
    );
    const instance = (await form.ready) as WebformBuilderInstance;
    const saved = new SavedComponents(
      structuredClone(components),
      structuredClone(instance.form.components),
      formioDefaults,
    );
    // Every settings dialog opens here: with the live component it edits (a new one: the one dropped).
    const editComponent = instance.editComponent.bind(instance);
    instance.editComponent = (component, parent, isNew, isJsonEdit, original, flags) => {
      dialog.opened(original ?? component, Boolean(isJsonEdit));
      return editComponent(component, parent, isNew, isJsonEdit, original, flags);
    };
    refuseSecondOnKeyboardAdd(instance);
    // Emitted once a settings dialog is drawn and attached.
    instance.on('editComponent', (component) => {
      if (instance.editForm) keepTypedKey(instance.editForm);
      addAdvancedSettingsButton(instance, component as { type?: unknown }, dialog, openAdvanced);
    });
    return new IgniteFormBuilder(element, instance, saved);
  }

  /** The form's components as a save stores them: what the designer set, without Form.io's additions. */
  get components(): unknown[] {
    return this.saved.toSave(this.builder.form.components);
  }

  /**
   * Draws these components in place of the canvas's (an undo): the builder stays as it is, palette and
   * all, and a save compares them with the form as opened, as it does any edit.
   */
  async restore(components: readonly unknown[]): Promise<void> {
    // Form.io fills what it is given with its defaults, in place, and keeps it as the form it edits.
    await this.builder.setForm({ display: 'form', components: structuredClone(components) as unknown[] });
    this.drawMarks();
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
      .forEach((node) => node.classList.remove(PROBLEM_CLASS, WARNING_CLASS));
    const missing: string[] = [];
    // Errors first, so that a component with both is outlined as in error.
    const marks = [...this.marks].sort(
      (a, b) => Number(a.severity === 'warning') - Number(b.severity === 'warning'),
    );
    for (const { key, message, severity } of marks) {
      const component = this.builder.webform.getComponent(key);
      const wrapper = component && wrapperOf(component);
      if (!wrapper) {
        missing.push(key);
        continue;
      }
      if (!wrapper.classList.contains(PROBLEM_CLASS)) {
        wrapper.classList.add(PROBLEM_CLASS);
        wrapper.classList.toggle(WARNING_CLASS, severity === 'warning');
      }
      const line = document.createElement('div');
      line.className = `${MESSAGE_CLASS}${severity === 'warning' ? ` ${MESSAGE_CLASS}--warning` : ''}`;
      line.setAttribute('role', 'alert');
      const { icon, label } = MARK_ICONS[severity];
      const mark = document.createElement('i');
      mark.className = `bi ${icon}`;
      mark.setAttribute('role', 'img');
      mark.setAttribute('aria-label', label);
      line.append(mark, ` ${message}`);
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
    // A settings dialog still open (the designer left the page) closes first: its settings form is a
    // Form.io form of its own, whose debounced change would otherwise still run after the page has gone.
    if (this.builder.dialog?.isConnected) this.builder.dialog.close();
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
