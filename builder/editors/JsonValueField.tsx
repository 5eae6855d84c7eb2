// A free value (a request body, an unknown setting) edited as JSON text: the text is kept while it
// does not parse, with a message, and the value changes only when it does. Emptied, the setting is unset.
import { useState } from 'react';
import { parseDraft, shownText, type DraftRules } from './json-draft';

const FREE_VALUE: DraftRules = { emptyIsUnset: true };

interface JsonValueFieldProps {
  id: string;
  value: unknown;
  onChange(value: unknown): void;
}

export function JsonValueField({ id, value, onChange }: JsonValueFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const text = shownText(draft, value, FREE_VALUE);
  const parsed = parseDraft(text, FREE_VALUE);
  return (
    <>
      <textarea
        id={id}
        className={`form-control ignite-schema-form__code${parsed.ok ? '' : ' is-invalid'}`}
        rows={Math.min(8, Math.max(2, text.split('\n').length))}
        value={text}
        onChange={(event) => {
          setDraft(event.target.value);
          const next = parseDraft(event.target.value, FREE_VALUE);
          if (next.ok) onChange(next.value);
        }}
      />
      {!parsed.ok && <div className="invalid-feedback">{parsed.error}</div>}
    </>
  );
}
