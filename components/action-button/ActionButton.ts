import type { ActionButton as ActionButtonSettings } from '../../schemas/actions';
import { defineReactComponent } from '../react-component';
import { ActionButtonView } from './ActionButtonView';

export const ActionButton = defineReactComponent<ActionButtonSettings>({
  type: 'action-button',
  title: 'Action button',
  icon: 'hand-index',
  schema: {
    type: 'action-button',
    key: 'actionButton',
    label: 'Action',
    input: false,
    persistent: false,
    theme: 'primary',
    actionProcessors: [],
  },
  view: ActionButtonView,
  labelInView: true,
  usableWhenReadOnly: true,
});
