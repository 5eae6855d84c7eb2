// Builder settings of the permission tile, with the rules of spec 001 §5.5.
import { PERMISSION_TILE_ICONS } from '../../schemas/values/permission-tile';
import {
  keyField,
  labelField,
  requiredTextField,
  scriptField,
  selectField,
  tabbedEditForm,
  wordPropertyNameField,
} from '../edit-form-parts';

export function vectorCheckboxEditForm() {
  return tabbedEditForm([
    {
      label: 'Display',
      key: 'display',
      components: [
        labelField(),
        wordPropertyNameField(),
        requiredTextField('aclResource', 'ACL Key'),
        requiredTextField('apiKey', 'API Key'),
        selectField(
          'imageKey',
          'Image',
          PERMISSION_TILE_ICONS.map((icon) => ({ label: icon.label, value: icon.key })),
          { validate: { required: true } },
        ),
        scriptField('initialValueEvaluator', 'Initial Value Evaluator'),
        keyField(),
      ],
    },
  ]);
}
