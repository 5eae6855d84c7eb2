// Export: one published form, a category's published forms or every published form, downloaded in the
// package format the CLI writes.
import { useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import type { FormSummary } from '../../schemas/form-versions';
import { builderApi } from '../builder-api';
import { exportChoices } from './export-choices';
import { exportAndDownload, type ExportScope } from './packages-api';
import { errorMessage } from '../../runtime/core/error-message';
import { counted } from '../../runtime/core/counted';

interface PickAndExportProps {
  what: string;
  options: { value: string; label: string }[];
  onExport(value: string): void;
}

/** A list to pick one entry from and its export button. */
function PickAndExport({ what, options, onExport }: PickAndExportProps) {
  const [value, setValue] = useState('');
  const chosen = options.find((option) => option.value === value);
  return (
    <div className="ignite-packages__row">
      <select
        className="form-select"
        aria-label={`${what[0]!.toUpperCase()}${what.slice(1)} to export`}
        // A choice longer than the list is wide reads whole on hover.
        title={chosen?.label}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      >
        <option value="">Choose a {what}…</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Button label={`Export ${what}`} outlined disabled={!value} onClick={() => onExport(value)} />
    </div>
  );
}

export function ExportPanel({ onNotice }: { onNotice(severity: 'success' | 'error', text: string): void }) {
  const [forms, setForms] = useState<FormSummary[]>([]);
  useEffect(() => {
    builderApi.listForms().then(setForms, () => undefined);
  }, []);
  const choices = exportChoices(forms);

  async function run(scope: ExportScope) {
    try {
      const count = await exportAndDownload(scope);
      onNotice('success', `Exported ${counted(count, 'form')} with their resources and menu entries.`);
    } catch (failure) {
      onNotice('error', errorMessage(failure));
    }
  }

  return (
    <section className="ignite-packages__panel" aria-labelledby="export-title">
      <h2 id="export-title">Export</h2>
      <p className="text-muted">
        Packages carry published versions, the resources behind them and their menu entries.
      </p>
      <PickAndExport
        what="form"
        options={choices.forms}
        onExport={(value) => void run({ formIds: [value] })}
      />
      <PickAndExport
        what="category"
        options={choices.categories.map((entry) => ({ value: entry, label: entry }))}
        onExport={(value) => void run({ category: value })}
      />
      <Button label="Export all published forms" outlined onClick={() => void run({ all: true })} />
    </section>
  );
}
