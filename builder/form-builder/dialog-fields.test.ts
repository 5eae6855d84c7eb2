import { describe, expect, it } from 'vitest';
import { smartTableEditForm } from '../../components/smart-table/edit-form';
import { dialogFields } from './dialog-fields';

describe('dialogFields', () => {
  it("knows what each field of a dialog holds untouched: its default, else its type's empty value", () => {
    const fields = dialogFields({
      components: [
        {
          type: 'tabs',
          key: 'tabs',
          components: [
            {
              label: 'One',
              key: 'one',
              components: [
                { type: 'checkbox', key: 'options.flag', input: true },
                { type: 'checkbox', key: 'options.on', input: true, defaultValue: true },
                { type: 'textfield', key: 'name', input: true, validate: { required: true } },
                { type: 'select', key: 'many', input: true, multiple: true },
                { type: 'number', key: 'size', input: true },
                { type: 'checkbox', key: 'computed', input: true, customDefaultValue: 'value = true' },
                { type: 'htmlelement', key: 'note', input: false },
                {
                  type: 'columns',
                  key: 'columns',
                  columns: [{ components: [{ type: 'textfield', key: 'inColumn', input: true }] }],
                },
                {
                  type: 'container',
                  key: 'nested',
                  input: true,
                  components: [{ type: 'checkbox', key: 'inner', input: true }],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(fields.get('options.flag')).toEqual({ untouched: { value: false }, required: false });
    expect(fields.get('options.on')).toEqual({ untouched: { value: true }, required: false });
    expect(fields.get('name')).toEqual({ untouched: { value: '' }, required: true });
    expect(fields.get('many')?.untouched).toEqual({ value: [] });
    expect(fields.get('size')?.untouched).toEqual({ value: null });
    expect(fields.get('computed')).toEqual({ required: false });
    expect(fields.get('inColumn')?.untouched).toEqual({ value: '' });
    expect(fields.get('nested.inner')?.untouched).toEqual({ value: false });
    expect([...fields.keys()]).not.toContain('note');
    expect([...fields.keys()]).not.toContain('one');
  });

  it("holds the fields of a list's rows under the list", () => {
    const fields = dialogFields(smartTableEditForm());
    const columns = fields.get('gridOptions.columnDefinitions');
    expect(columns?.untouched).toEqual({ value: [] });
    expect(columns?.rows?.get('sortable')?.untouched).toEqual({ value: true });
    expect(columns?.rows?.get('cellDataType')?.untouched).toEqual({ value: 'string' });
    expect(columns?.rows?.get('formatOptions.enableDateFormatter')?.untouched).toEqual({ value: '' });
    expect(columns?.rows?.get('field')?.required).toBe(true);
    const cellActions = columns?.rows?.get('displayValueFormatters');
    expect(cellActions?.rows?.get('category')).toEqual({ untouched: { value: 'no_action' }, required: true });
    expect(fields.get('gridOptions.childGridOptions.rowHover')?.untouched).toEqual({ value: true });
  });
});
