// Builder settings of the API text field (spec 001 §3.8, §5.4): display, a 'Data & API' tab with its
// customOptions, access and a conditional display.
import { CHANGE_EVENT_TYPES, LABEL_POSITIONS } from '../../schemas/api-text-field';
import { PROPERTY_NAME_MESSAGE, PROPERTY_NAME_PATTERN } from '../../schemas/screen-config';

const LABEL_POSITION_NAMES: Record<(typeof LABEL_POSITIONS)[number], string> = {
  top: 'Top',
  'left-left': 'Left (Left-aligned)',
  'left-right': 'Left (Right-aligned)',
  'right-left': 'Right (Left-aligned)',
  'right-right': 'Right (Right-aligned)',
  bottom: 'Bottom',
};

// labelWidth and labelMargin matter only beside the input.
const besideInput = {
  json: { in: [{ var: 'data.labelPosition' }, LABEL_POSITIONS.filter((p) => p !== 'top' && p !== 'bottom')] },
};

const percentage = (key: string, label: string) => ({
  type: 'number',
  key,
  label,
  input: true,
  suffix: '%',
  validate: { min: 0, max: 100 },
  conditional: besideInput,
});

const keyboardEvent = { json: { in: [{ var: 'row.changeEventType' }, ['keyup', 'keydown']] } };

export function urlBasedTextFieldEditForm() {
  return {
    components: [
      {
        type: 'tabs',
        key: 'tabs',
        components: [
          {
            label: 'Display',
            key: 'display',
            components: [
              { type: 'textfield', key: 'label', label: 'Label', input: true, validate: { required: true } },
              {
                type: 'select',
                key: 'labelPosition',
                label: 'Label Position',
                input: true,
                dataSrc: 'values',
                defaultValue: 'top',
                data: {
                  values: LABEL_POSITIONS.map((value) => ({ label: LABEL_POSITION_NAMES[value], value })),
                },
              },
              percentage('labelWidth', 'Label Width'),
              percentage('labelMargin', 'Label Margin'),
              { type: 'textfield', key: 'prefix', label: 'Prefix', input: true },
              { type: 'textfield', key: 'placeholder', label: 'Placeholder', input: true },
              { type: 'textarea', key: 'description', label: 'Description', input: true },
              { type: 'textarea', key: 'tooltip', label: 'Tooltip', input: true },
              { type: 'textfield', key: 'customClass', label: 'Custom CSS Class', input: true },
              { type: 'checkbox', key: 'hidden', label: 'Hidden', input: true },
              { type: 'checkbox', key: 'hideLabel', label: 'Hide Label', input: true },
              { type: 'checkbox', key: 'disabled', label: 'Disabled', input: true },
            ],
          },
          {
            label: 'Data & API',
            key: 'dataApi',
            components: [
              {
                type: 'textfield',
                key: 'customOptions.key',
                label: 'Property Name',
                input: true,
                validate: {
                  required: true,
                  pattern: PROPERTY_NAME_PATTERN,
                  patternMessage: PROPERTY_NAME_MESSAGE,
                },
              },
              {
                type: 'datagrid',
                key: 'customOptions.dependsOnConfig',
                // No blank row to fill in before the settings save.
                initEmpty: true,
                label: 'Depends On',
                // Form.io renders builder texts as templates: no double braces in them.
                tooltip: 'Fields whose values fill the placeholders of the API URL',
                input: true,
                components: [
                  {
                    type: 'textfield',
                    key: 'fieldName',
                    label: 'Field Name',
                    input: true,
                    validate: { required: true },
                  },
                  {
                    type: 'select',
                    key: 'changeEventType',
                    label: 'Change Event Type',
                    input: true,
                    dataSrc: 'values',
                    data: { values: CHANGE_EVENT_TYPES.map((value) => ({ label: value, value })) },
                  },
                  {
                    type: 'textfield',
                    key: 'changeEventTypeParams',
                    label: 'Event Key',
                    tooltip: 'For keyup and keydown: the key that triggers the call, e.g. Enter',
                    input: true,
                    conditional: keyboardEvent,
                  },
                ],
              },
              {
                type: 'textfield',
                key: 'customOptions.dependsOn',
                label: 'Depends On (deprecated)',
                tooltip: 'Older list of field keys; use Depends On above',
                input: true,
                multiple: true,
              },
              {
                type: 'textfield',
                key: 'customOptions.apiUrl',
                label: 'API URL',
                tooltip:
                  'GET URL; a field key in double curly braces takes the current value of that dependency',
                input: true,
                validate: { required: true },
              },
              {
                type: 'textfield',
                key: 'customOptions.apiDataPath',
                label: 'API Data Path',
                tooltip: "Path of the value in the response; '*' takes the whole response",
                input: true,
                validate: { required: true },
              },
              {
                type: 'textfield',
                key: 'customOptions.dataKey',
                label: 'Data Key',
                tooltip: "Where the response goes in the submission; '*' merges it into the root data",
                input: true,
              },
              {
                type: 'textarea',
                key: 'customOptions.valueProcessor',
                label: 'Value Processor',
                tooltip:
                  'Script with value, data and response; answers (or assigns to value) the value shown',
                input: true,
                editor: 'ace',
                as: 'javascript',
              },
            ],
          },
          {
            label: 'API',
            key: 'api',
            components: [
              { type: 'textfield', key: 'key', label: 'Key', input: true, validate: { required: true } },
              { type: 'textfield', key: 'aclResource', label: 'ACL Resource', input: true },
            ],
          },
          {
            label: 'Conditional',
            key: 'conditional',
            components: [
              {
                type: 'select',
                key: 'conditional.show',
                label: 'This component should Display',
                input: true,
                dataSrc: 'values',
                data: {
                  values: [
                    { label: 'True', value: 'true' },
                    { label: 'False', value: 'false' },
                  ],
                },
              },
              { type: 'textfield', key: 'conditional.when', label: 'When the form component', input: true },
              { type: 'textfield', key: 'conditional.eq', label: 'Has the value', input: true },
            ],
          },
        ],
      },
    ],
  };
}
