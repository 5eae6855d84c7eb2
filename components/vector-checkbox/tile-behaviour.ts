// What a permission tile does outside its view: when the screen loads data, it is ticked if its
// initial value evaluator says so, and the shared list of checked resources is brought in line with
// the loaded data.
import type { ComponentContext } from '../../runtime/core/component-context';
import type { PermissionTile } from '../../schemas/permission-tile';
import { watchFormLifecycle } from '../form-lifecycle';
import type { FormioComponentInstance } from '../formio';
import { addCheckedAclResource, removeCheckedAclResource } from './checked-acl-resources';
import { initialValueTicks } from './initial-value';
import { isTileChecked, writeTileChecked } from './tile-state';

export function startTileBehaviour(instance: FormioComponentInstance, context: ComponentContext): () => void {
  const settings = instance.component as unknown as PermissionTile;
  return watchFormLifecycle(instance, context.events, {
    dataLoaded(data) {
      const form = instance.root;
      if (!form || !settings.aclResource) return;
      if (initialValueTicks(settings.initialValueEvaluator, data, instance.dataValue)) {
        writeTileChecked(instance, settings, true, { modified: false });
      } else if (isTileChecked(settings, instance.dataValue, data)) {
        addCheckedAclResource(form, settings.aclResource);
      } else {
        removeCheckedAclResource(form, settings.aclResource);
      }
    },
  });
}
