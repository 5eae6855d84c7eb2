import { Formio } from '@formio/js/form';
import { afterEach, describe, expect, it } from 'vitest';
import { dropKeyMark, keepTypedKey, type SettingsForm } from './typed-key';

interface DialogForm extends SettingsForm {
  getComponent(key: string): { setValue(value: unknown, flags?: object): void };
  destroy(): void;
}

let form: DialogForm | undefined;
afterEach(() => form?.destroy());

/** A real Form.io form with the two fields of a settings dialog that matter here. */
async function settingsForm(): Promise<DialogForm> {
  const element = document.createElement('div');
  document.body.append(element);
  form = (await Formio.createForm(element, {
    components: [
      { type: 'textfield', key: 'label', label: 'Label', input: true },
      { type: 'textfield', key: 'key', label: 'Property Name', input: true },
    ],
  })) as unknown as DialogForm;
  return form;
}

/** Sets a field as the designer (modified) or the builder would, and waits for Form.io to report it. */
async function change(dialog: DialogForm, key: string, value: string, flags: object): Promise<void> {
  const reported = new Promise<void>((resolve) =>
    dialog.on('componentChange', (changed) => {
      if (changed.component?.key === key) resolve();
    }),
  );
  dialog.getComponent(key).setValue(value, flags);
  await reported;
}

describe('a key typed in a settings dialog', () => {
  it("is marked as the designer's once they edit it, not when the builder sets it", async () => {
    const dialog = await settingsForm();
    keepTypedKey(dialog);
    await change(dialog, 'key', 'smartTable', {});
    await change(dialog, 'label', 'Court records', { modified: true });
    expect(dialog.data).not.toHaveProperty('keyModified');
    await change(dialog, 'key', 'records', { modified: true });
    expect(dialog.data.keyModified).toBe(true);
  });

  it('is not saved with the settings', () => {
    const settings = { key: 'records', label: 'Court records', keyModified: true };
    dropKeyMark(settings);
    expect(settings).toEqual({ key: 'records', label: 'Court records' });
  });
});
