// The builder's import-configuration loader (spec 001 §4.1): in the smart table's settings, choosing an
// import configuration form loads it and replaces the grid's column definitions and field mapping with
// its fields (a button loads it again). It lives in the edit form, so it is a component of its own.
import get from 'lodash/get';
import { useCallback, useEffect, useRef, useState } from 'react';
import { defineReactComponent, type ReactViewProps } from '../react-component';
import type { FormioEventHandler } from '../formio';
import { loadImportConfiguration } from './import-configuration';

const IMPORT_FORM_PATH = 'gridOptions.importFormId';

function LoaderView({ instance, context }: ReactViewProps<Record<string, unknown>>) {
  const [status, setStatus] = useState<{ kind: 'info' | 'error'; text: string } | null>(null);
  const lastLoaded = useRef<string | null>(null);

  const load = useCallback(async () => {
    const form = instance.root;
    const formId = form ? (get(form.data, IMPORT_FORM_PATH) as string | undefined) : undefined;
    if (!form || !formId) {
      setStatus({ kind: 'error', text: 'Choose an import form first.' });
      return;
    }
    lastLoaded.current = formId;
    try {
      const { columnDefinitions, fieldMapping } = await loadImportConfiguration(context.http, formId);
      const gridOptions = { ...((form.data.gridOptions as object) ?? {}), columnDefinitions, fieldMapping };
      form.setValue?.({ data: { ...form.data, gridOptions } });
      setStatus({
        kind: 'info',
        text: `${columnDefinitions.length} columns and mappings loaded from ${formId}.`,
      });
    } catch (error) {
      // §8: fetch errors in the builder are logged (and here shown too).
      console.error(`The import form ${formId} could not be loaded`, error);
      setStatus({ kind: 'error', text: `The import form ${formId} could not be loaded.` });
    }
  }, [instance, context]);

  useEffect(() => {
    const onChange: FormioEventHandler = ((event: { changed?: { component?: { key?: string } } }) => {
      if (event?.changed?.component?.key !== IMPORT_FORM_PATH) return;
      const formId = instance.root ? get(instance.root.data, IMPORT_FORM_PATH) : undefined;
      if (formId && formId !== lastLoaded.current) void load();
    }) as FormioEventHandler;
    instance.on('change', onChange);
    return () => instance.off('change', onChange);
  }, [instance, load]);

  return (
    <div className="mb-3">
      <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => void load()}>
        Load columns and field mapping from the import form
      </button>
      {status && (
        <div
          className={`small mt-1 ${status.kind === 'error' ? 'text-danger' : 'text-success'}`}
          role="status"
        >
          {status.text}
        </div>
      )}
    </div>
  );
}

export const ImportConfigurationLoader = defineReactComponent<Record<string, unknown>>({
  type: 'smart-table-import-loader',
  title: 'Import configuration loader',
  icon: 'download',
  // Only inside the smart table's settings: not offered in the builder's palette.
  group: 'smartTableSettings',
  schema: {
    type: 'smart-table-import-loader',
    key: 'importConfigurationLoader',
    input: false,
    persistent: false,
  },
  view: LoaderView,
  labelInView: true,
});
