import { describe, expect, it } from 'vitest';
import { WORD_PROPERTY_MESSAGE, WORD_PROPERTY_PATTERN } from '../schemas/word-property-name';
import {
  jsonListField,
  jsonListMessage,
  keyField,
  labelField,
  optionsLabelledByValue,
  requiredTextField,
  rowsField,
  scriptField,
  selectField,
  tabbedEditForm,
  textField,
  wordPropertyNameField,
} from './edit-form-parts';

describe('edit form parts', () => {
  it('puts the tabs in one tab strip', () => {
    const display = { label: 'Display', key: 'display', components: [keyField()] };
    expect(tabbedEditForm([display])).toEqual({
      components: [{ type: 'tabs', key: 'tabs', components: [display] }],
    });
  });

  it('makes the label and key fields required', () => {
    expect(labelField()).toEqual({
      type: 'textfield',
      key: 'label',
      label: 'Label',
      input: true,
      validate: { required: true },
    });
    expect(keyField()).toMatchObject({ key: 'key', label: 'Key', validate: { required: true } });
  });

  it('keeps the rules given with a required field', () => {
    expect(requiredTextField('code', 'Code', { tooltip: 'T', validate: { pattern: '^a$' } })).toEqual({
      type: 'textfield',
      key: 'code',
      label: 'Code',
      input: true,
      tooltip: 'T',
      validate: { required: true, pattern: '^a$' },
    });
  });

  it('checks a property name as a word', () => {
    expect(wordPropertyNameField()).toMatchObject({
      key: 'customOptions.propertyName',
      validate: { required: true, pattern: WORD_PROPERTY_PATTERN, patternMessage: WORD_PROPERTY_MESSAGE },
    });
  });

  it('edits scripts and JSON in the code editor', () => {
    expect(scriptField('run', 'Run')).toMatchObject({ type: 'textarea', editor: 'ace', as: 'javascript' });
    expect(jsonListField('data', 'Data', 4)).toMatchObject({
      type: 'textarea',
      editor: 'ace',
      as: 'json',
      rows: 4,
    });
  });

  it('checks a JSON list field in the dialog, naming the setting in its message', () => {
    const rule = (jsonListField('data', 'Data', 4, 'objects').validate as { custom: string }).custom;
    expect(rule).toContain(JSON.stringify(jsonListMessage('Data', 'objects')));
    expect(jsonListMessage('Data')).toBe('Data must be a JSON list: [ … ]');
  });

  it('lists select options, labelled by value where no label is given', () => {
    expect(selectField('size', 'Size', optionsLabelledByValue([10, 'all']))).toMatchObject({
      type: 'select',
      dataSrc: 'values',
      data: {
        values: [
          { label: '10', value: 10 },
          { label: 'all', value: 'all' },
        ],
      },
    });
  });

  it('starts a table of rows empty', () => {
    expect(rowsField('rows', 'Rows', [textField('a', 'A')])).toMatchObject({
      type: 'datagrid',
      initEmpty: true,
      components: [{ key: 'a' }],
    });
  });

  it('answers a new object each time', () => {
    expect(labelField()).not.toBe(labelField());
    expect(labelField().validate).not.toBe(labelField().validate);
  });
});
