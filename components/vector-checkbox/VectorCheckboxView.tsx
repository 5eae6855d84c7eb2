// The permission tile: an icon and a label that can be ticked. Ticked, its value is the tile's acl
// resource name; unticked, an empty string (spec 001 §3.9, §4.4).
import type { PermissionTile } from '../../schemas/permission-tile';
import type { ReactViewProps } from '../react-component';
import { isTileChecked, writeTileChecked } from './tile-state';
import './vector-checkbox.css';

export function VectorCheckboxView({
  settings,
  value,
  formData,
  disabled,
  instance,
}: ReactViewProps<PermissionTile>) {
  const checked = isTileChecked(settings, value, formData);
  return (
    <label
      className={`ignite-permission-tile${checked ? ' is-checked' : ''}${disabled ? ' is-disabled' : ''}`}
    >
      <input
        type="checkbox"
        className="visually-hidden"
        checked={checked}
        disabled={disabled}
        onChange={(event) => writeTileChecked(instance, settings, event.target.checked)}
      />
      <img
        className="ignite-permission-tile__icon"
        src={`/assets/vector-checkbox/${settings.imageKey}.svg`}
        alt=""
        aria-hidden="true"
      />
      <span className="ignite-permission-tile__label">{settings.label}</span>
      <i
        className={`bi ${checked ? 'bi-check-circle-fill' : 'bi-circle'} ignite-permission-tile__tick`}
        aria-hidden="true"
      />
    </label>
  );
}
