// A permission tile's state: ticked means its acl resource is the value, both at the component's own
// key and at the submission path `apiKey` (spec 001 §3.9; the path may nest, e.g. acls.createFine).
import get from 'lodash/get';
import set from 'lodash/set';
import type { PermissionTile } from '../../schemas/permission-tile';
import type { FormioComponentInstance } from '../formio';
import { addCheckedAclResource, removeCheckedAclResource } from './checked-acl-resources';

type TileSettings = Pick<PermissionTile, 'aclResource' | 'apiKey'>;

/** Ticked when the component's value or the value at apiKey in the form data is its acl resource. */
export function isTileChecked(
  settings: TileSettings,
  value: unknown,
  formData: Record<string, unknown> | undefined,
): boolean {
  if (!settings.aclResource) return false;
  if (value === settings.aclResource) return true;
  return Boolean(settings.apiKey && formData && get(formData, settings.apiKey) === settings.aclResource);
}

/**
 * Ticks or unticks: writes the acl resource (or '') at the component's key and at apiKey in the root
 * form data, and adds it to (or removes it from) the form's list of checked resources.
 */
export function writeTileChecked(
  instance: FormioComponentInstance,
  settings: TileSettings,
  checked: boolean,
  flags: Record<string, unknown> = { modified: true },
): void {
  const value = checked ? settings.aclResource : '';
  instance.setValue(value, flags);
  const form = instance.root;
  if (!form) return;
  // After setValue, or it would see no change when apiKey is the component's own key. Form.io raises
  // its change event later (debounced), so the event still carries this write.
  if (settings.apiKey) set(form.data, settings.apiKey, value);
  if (checked) addCheckedAclResource(form, settings.aclResource);
  else removeCheckedAclResource(form, settings.aclResource);
}
