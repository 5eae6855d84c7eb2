// Builder settings of the permission tile, with the rules of spec 001 §5.5.
import {
  PERMISSION_TILE_ICONS,
  WORD_PROPERTY_MESSAGE,
  WORD_PROPERTY_PATTERN,
} from '../../schemas/permission-tile';

export function vectorCheckboxEditForm() {
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
                type: 'textfield',
                key: 'customOptions.propertyName',
                label: 'Property Name',
                input: true,
                validate: {
                  required: true,
                  pattern: WORD_PROPERTY_PATTERN,
                  patternMessage: WORD_PROPERTY_MESSAGE,
                },
              },
              {
                type: 'textfield',
                key: 'aclResource',
                label: 'ACL Key',
                input: true,
                validate: { required: true },
              },
              {
                type: 'textfield',
                key: 'apiKey',
                label: 'API Key',
                input: true,
                validate: { required: true },
              },
              {
                type: 'select',
                key: 'imageKey',
                label: 'Image',
                input: true,
                dataSrc: 'values',
                data: {
                  values: PERMISSION_TILE_ICONS.map((icon) => ({ label: icon.label, value: icon.key })),
                },
                validate: { required: true },
              },
              {
                type: 'textarea',
                key: 'initialValueEvaluator',
                label: 'Initial Value Evaluator',
                input: true,
                editor: 'ace',
                as: 'javascript',
              },
              { type: 'textfield', key: 'key', label: 'Key', input: true, validate: { required: true } },
            ],
          },
        ],
      },
    ],
  };
}
