// A form id input that says what the id may hold (FORM_ID_PATTERN) as soon as it breaks the pattern.
import { InputText } from 'primereact/inputtext';
import { FORM_ID_PATTERN } from '../../schemas/form-definition';
import { FORM_ID_MESSAGE } from './form-links';

export const isFormId = (value: string) => new RegExp(FORM_ID_PATTERN).test(value);

export function FormIdField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange(next: string): void;
}) {
  const invalid = value !== '' && !isFormId(value);
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        Form id
      </label>
      <InputText
        id={id}
        className="w-100"
        value={value}
        invalid={invalid}
        aria-describedby={`${id}-help`}
        onChange={(event) => onChange(event.target.value)}
      />
      <small id={`${id}-help`} className={invalid ? 'text-danger' : 'text-muted'}>
        {FORM_ID_MESSAGE}
      </small>
    </div>
  );
}
