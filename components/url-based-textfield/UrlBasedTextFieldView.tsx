// The API text field's look (spec 001 §2.3): a read-only input, with the prefix (e.g. a currency code)
// in front, and under it why it is empty when its last call failed. Form.io draws the label around it (position, width and margin from the settings).
import { useStore } from 'zustand';
import type { ApiTextFieldSettings } from '../../schemas/api-text-field';
import type { ReactViewProps } from '../react-component';
import { lookupFailureOf } from './lookup-failure';
import './url-based-textfield.css';

function shown(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function UrlBasedTextFieldView({
  settings,
  value,
  disabled,
  instance,
}: ReactViewProps<ApiTextFieldSettings>) {
  const failure = useStore(lookupFailureOf(instance), (state) => state.message);
  const input = (
    <input
      // Form.io's label points at this id.
      id={`${instance.id}-${settings.key}`}
      type="text"
      className="form-control ignite-api-text-field__input"
      value={shown(value)}
      placeholder={settings.placeholder}
      disabled={disabled}
      readOnly
    />
  );
  const field = settings.prefix ? (
    <div className="input-group ignite-api-text-field">
      <span className="input-group-text ignite-api-text-field__prefix">{settings.prefix}</span>
      {input}
    </div>
  ) : (
    <div className="ignite-api-text-field">{input}</div>
  );
  if (!failure) return field;
  return (
    <>
      {field}
      <div className="form-text text-danger ignite-api-text-field__failure" role="alert">
        Could not be looked up ({failure}). Change a value it depends on to try again.
      </div>
    </>
  );
}
