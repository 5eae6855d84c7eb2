// The API text field's look (spec 001 §2.3): a read-only input, with the prefix (e.g. a currency code)
// in front. Form.io draws the label around it (position, width and margin from the settings).
import type { ApiTextFieldSettings } from '../../schemas/api-text-field';
import type { ReactViewProps } from '../react-component';
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
  if (!settings.prefix) return <div className="ignite-api-text-field">{input}</div>;
  return (
    <div className="input-group ignite-api-text-field">
      <span className="input-group-text ignite-api-text-field__prefix">{settings.prefix}</span>
      {input}
    </div>
  );
}
