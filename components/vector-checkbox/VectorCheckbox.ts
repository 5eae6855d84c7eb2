import type { PermissionTile } from '../../schemas/permission-tile';
import { defineReactComponent } from '../react-component';
import { startTileBehaviour } from './tile-behaviour';
import { VectorCheckboxView } from './VectorCheckboxView';

export const VectorCheckbox = defineReactComponent<PermissionTile>({
  type: 'vector-checkbox',
  title: 'Permission tile',
  icon: 'check-square',
  schema: {
    type: 'vector-checkbox',
    key: 'permissionTile',
    label: 'Permission',
    input: true,
    aclResource: '',
    apiKey: '',
    imageKey: 'view',
    customOptions: { propertyName: '' },
  },
  view: VectorCheckboxView,
  emptyValue: '',
  labelInView: true,
  onAttach: startTileBehaviour,
});
