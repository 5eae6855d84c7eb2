// Builder settings of the action button: display settings, then the action chain (JSON, validated
// against the ActionProcessor schema when the form is saved).
export function actionButtonEditForm() {
  const themes = ['primary', 'secondary', 'info', 'success', 'danger', 'warning'];
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
              { type: 'textfield', key: 'key', label: 'Key', input: true, validate: { required: true } },
              { type: 'textfield', key: 'dynamicLabelValue', label: 'Dynamic label (template)', input: true },
              {
                type: 'select',
                key: 'theme',
                label: 'Theme',
                input: true,
                defaultValue: 'primary',
                dataSrc: 'values',
                data: { values: themes.map((theme) => ({ label: theme, value: theme })) },
              },
              { type: 'textfield', key: 'leftIcon', label: 'Left icon (CSS class)', input: true },
              { type: 'textfield', key: 'rightIcon', label: 'Right icon (CSS class)', input: true },
              { type: 'textfield', key: 'customClass', label: 'Custom class', input: true },
              { type: 'checkbox', key: 'blockButton', label: 'Block button', input: true },
              { type: 'checkbox', key: 'showInWorkflowItem', label: 'Show in workflow item', input: true },
              { type: 'checkbox', key: 'hidden', label: 'Hidden', input: true },
              { type: 'checkbox', key: 'disabled', label: 'Disabled', input: true },
              { type: 'textfield', key: 'aclResource', label: 'ACL resource', input: true },
            ],
          },
          {
            label: 'Actions',
            key: 'actions',
            components: [
              { type: 'checkbox', key: 'dropDownButton', label: 'Dropdown button', input: true },
              {
                type: 'datagrid',
                key: 'dropDownButtonOptions',
                label: 'Dropdown options',
                input: true,
                conditional: { show: true, when: 'dropDownButton', eq: true },
                components: [
                  {
                    type: 'textfield',
                    key: 'buttonOptionLabel',
                    label: 'Label',
                    input: true,
                    validate: { required: true },
                  },
                  { type: 'textarea', key: 'buttonOptionUrl', label: 'Script', input: true },
                ],
              },
              { type: 'textfield', key: 'actionType', label: 'Legacy action type', input: true },
              {
                type: 'textarea',
                key: 'actionProcessors',
                label: 'Action chain (JSON)',
                input: true,
                as: 'json',
                editor: 'ace',
                rows: 12,
              },
            ],
          },
        ],
      },
    ],
  };
}
