// Builder settings of the action button: display settings, then the action chain (JSON, validated
// against the ActionProcessor schema when the form is saved).
import {
  checkboxField,
  jsonListField,
  keyField,
  labelField,
  optionsLabelledByValue,
  requiredTextField,
  selectField,
  tabbedEditForm,
  textAreaField,
  textField,
} from '../edit-form-parts';

const THEMES = ['primary', 'secondary', 'info', 'success', 'danger', 'warning'];

export function actionButtonEditForm() {
  return tabbedEditForm([
    {
      label: 'Display',
      key: 'display',
      components: [
        labelField(),
        keyField(),
        textField('dynamicLabelValue', 'Dynamic label (template)'),
        selectField('theme', 'Theme', optionsLabelledByValue(THEMES), { defaultValue: 'primary' }),
        textField('leftIcon', 'Left icon (CSS class)'),
        textField('rightIcon', 'Right icon (CSS class)'),
        textField('customClass', 'Custom class'),
        checkboxField('blockButton', 'Block button'),
        checkboxField('showInWorkflowItem', 'Show in workflow item'),
        checkboxField('hidden', 'Hidden'),
        checkboxField('disabled', 'Disabled'),
        textField('aclResource', 'ACL resource'),
      ],
    },
    {
      label: 'Actions',
      key: 'actions',
      components: [
        checkboxField('dropDownButton', 'Dropdown button'),
        {
          type: 'datagrid',
          key: 'dropDownButtonOptions',
          label: 'Dropdown options',
          input: true,
          conditional: { show: true, when: 'dropDownButton', eq: true },
          components: [
            requiredTextField('buttonOptionLabel', 'Label'),
            textAreaField('buttonOptionUrl', 'Script'),
          ],
        },
        textField('actionType', 'Legacy action type'),
        jsonListField('actionProcessors', 'Action chain (JSON)', 12),
      ],
    },
  ]);
}
