// The API-driven text field (`url-based-textfield`): a read-only value filled from a server call
// when the fields it depends on change.
import type { ApiTextFieldSettings } from '../../schemas/api-text-field';
import { defineReactComponent } from '../react-component';
import { startApiTextField } from './api-text-field-behaviour';
import { UrlBasedTextFieldView } from './UrlBasedTextFieldView';

export const UrlBasedTextField = defineReactComponent<ApiTextFieldSettings>({
  type: 'url-based-textfield',
  title: 'API text field',
  icon: 'link',
  schema: {
    type: 'url-based-textfield',
    key: 'apiTextField',
    label: 'API text field',
    input: true,
    prefix: '',
    labelPosition: 'top',
    customOptions: {
      key: 'apiTextField',
      dependsOnConfig: [],
      apiUrl: '',
      apiDataPath: '*',
      dataKey: '',
      valueProcessor: '',
    },
  },
  view: UrlBasedTextFieldView,
  emptyValue: '',
  onAttach: startApiTextField,
});
