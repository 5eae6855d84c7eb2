// Builder settings of the API text field (spec 001 §3.8, §5.4): display, a 'Data & API' tab with its
// customOptions, access and a conditional display.
import { CHANGE_EVENT_TYPES, LABEL_POSITIONS } from '../../schemas/values/api-text-field';
import { PROPERTY_NAME_MESSAGE, PROPERTY_NAME_PATTERN } from '../../schemas/values/property-name';
import {
  checkboxField,
  hideLabelField,
  keyField,
  labelField,
  numberField,
  optionsLabelledByValue,
  requiredTextField,
  rowsField,
  scriptField,
  selectField,
  tabbedEditForm,
  textAreaField,
  textField,
} from '../edit-form-parts';

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

const percentage = (key: string, label: string) =>
  numberField(key, label, { suffix: '%', validate: { min: 0, max: 100 }, conditional: besideInput });

const keyboardEvent = { json: { in: [{ var: 'row.changeEventType' }, ['keyup', 'keydown']] } };

export function urlBasedTextFieldEditForm() {
  return tabbedEditForm([
    {
      label: 'Display',
      key: 'display',
      components: [
        labelField(),
        selectField(
          'labelPosition',
          'Label Position',
          LABEL_POSITIONS.map((value) => ({ label: LABEL_POSITION_NAMES[value], value })),
          { defaultValue: 'top' },
        ),
        percentage('labelWidth', 'Label Width'),
        percentage('labelMargin', 'Label Margin'),
        textField('prefix', 'Prefix'),
        textField('placeholder', 'Placeholder'),
        textAreaField('description', 'Description'),
        textAreaField('tooltip', 'Tooltip'),
        textField('customClass', 'Custom CSS Class'),
        checkboxField('hidden', 'Hidden'),
        hideLabelField(),
        checkboxField('disabled', 'Disabled'),
      ],
    },
    {
      label: 'Data & API',
      key: 'dataApi',
      components: [
        requiredTextField('customOptions.key', 'Property Name', {
          validate: { pattern: PROPERTY_NAME_PATTERN, patternMessage: PROPERTY_NAME_MESSAGE },
        }),
        rowsField(
          'customOptions.dependsOnConfig',
          'Depends On',
          [
            requiredTextField('fieldName', 'Field Name'),
            selectField('changeEventType', 'Change Event Type', optionsLabelledByValue(CHANGE_EVENT_TYPES)),
            textField('changeEventTypeParams', 'Event Key', {
              tooltip: 'For keyup and keydown: the key that triggers the call, e.g. Enter',
              conditional: keyboardEvent,
            }),
          ],
          // Form.io renders builder texts as templates: no double braces in them.
          { tooltip: 'Fields whose values fill the placeholders of the API URL' },
        ),
        textField('customOptions.dependsOn', 'Depends On (deprecated)', {
          tooltip: 'Older list of field keys; use Depends On above',
          multiple: true,
        }),
        requiredTextField('customOptions.apiUrl', 'API URL', {
          tooltip: 'GET URL; a field key in double curly braces takes the current value of that dependency',
        }),
        requiredTextField('customOptions.apiDataPath', 'API Data Path', {
          tooltip: "Path of the value in the response; '*' takes the whole response",
        }),
        textField('customOptions.dataKey', 'Data Key', {
          tooltip: "Where the response goes in the submission; '*' merges it into the root data",
        }),
        scriptField('customOptions.valueProcessor', 'Value Processor', {
          tooltip: 'Script with value, data and response; answers (or assigns to value) the value shown',
        }),
      ],
    },
    {
      label: 'API',
      key: 'api',
      components: [keyField(), textField('aclResource', 'ACL Resource')],
    },
    {
      label: 'Conditional',
      key: 'conditional',
      components: [
        selectField('conditional.show', 'This component should Display', [
          { label: 'True', value: 'true' },
          { label: 'False', value: 'false' },
        ]),
        textField('conditional.when', 'When the form component'),
        textField('conditional.eq', 'Has the value'),
      ],
    },
  ]);
}
