// Builder settings of the timeline, with the rules of spec 001 §5.3.
import { TIMELINE_EVENT_PROPERTIES } from '../../schemas/timeline';
import { WORD_PROPERTY_MESSAGE, WORD_PROPERTY_PATTERN } from '../../schemas/word-property-name';

export function appTimelineEditForm() {
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
              { type: 'textfield', key: 'label', label: 'Label', input: true },
              { type: 'checkbox', key: 'hideLabel', label: 'Hide Label', input: true },
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
              { type: 'textfield', key: 'key', label: 'Key', input: true, validate: { required: true } },
            ],
          },
          {
            label: 'Data',
            key: 'data',
            components: [
              {
                type: 'textfield',
                key: 'customOptions.dataSource',
                label: 'Data Source',
                tooltip: 'Key in the form data of the list the events come from',
                input: true,
                validate: { required: true },
              },
              {
                type: 'datagrid',
                key: 'customOptions.eventsFieldMapping',
                // No blank row to fill in before the settings save.
                initEmpty: true,
                label: 'Events Field Mapping',
                input: true,
                components: [
                  {
                    type: 'select',
                    key: 'eventProperty',
                    label: 'Event Property',
                    input: true,
                    dataSrc: 'values',
                    data: {
                      values: TIMELINE_EVENT_PROPERTIES.map((property) => ({
                        label: property === 'title' ? 'Title' : 'Date',
                        value: property,
                      })),
                    },
                    validate: { required: true },
                  },
                  {
                    type: 'textfield',
                    key: 'fieldName',
                    label: 'Field Name',
                    input: true,
                    validate: { required: true },
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}
