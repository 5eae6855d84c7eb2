// Builder settings of the timeline, with the rules of spec 001 §5.3.
import { TIMELINE_EVENT_PROPERTIES } from '../../schemas/values/timeline';
import {
  hideLabelField,
  keyField,
  requiredTextField,
  rowsField,
  selectField,
  tabbedEditForm,
  textField,
  wordPropertyNameField,
} from '../edit-form-parts';

export function appTimelineEditForm() {
  return tabbedEditForm([
    {
      label: 'Display',
      key: 'display',
      components: [textField('label', 'Label'), hideLabelField(), wordPropertyNameField(), keyField()],
    },
    {
      label: 'Data',
      key: 'data',
      components: [
        requiredTextField('customOptions.dataSource', 'Data Source', {
          tooltip: 'Key in the form data of the list the events come from',
        }),
        rowsField('customOptions.eventsFieldMapping', 'Events Field Mapping', [
          selectField(
            'eventProperty',
            'Event Property',
            TIMELINE_EVENT_PROPERTIES.map((property) => ({
              label: property === 'title' ? 'Title' : 'Date',
              value: property,
            })),
            { validate: { required: true } },
          ),
          requiredTextField('fieldName', 'Field Name'),
        ]),
      ],
    },
  ]);
}
