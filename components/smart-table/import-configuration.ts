// The builder's import-configuration loader (spec 001 §4.1, §7.1, §3.12): an import configuration form's
// fields (label, key, type) become the grid's columns and its file field mapping.
import type { HttpClient } from '../../runtime/core/http';
import { decodeFormDefinition, eachComponent } from '../../runtime/core/form-tree';
import type { FormComponent, FormDefinitionWire } from '../../schemas/form-definition';
import type { CellDataType, ColumnDefinition, FieldMapping } from '../../schemas/grid-options';

/** Component-to-column type map (§3.12): everything not listed is a string column. */
const COLUMN_TYPES: Record<string, CellDataType> = {
  currency: 'currency',
  textfield: 'string',
  textarea: 'string',
  select: 'string',
  number: 'number',
  datetime: 'date',
};

/** The form component kinds of §3.12 that hold a value an import row can carry. */
const FIELD_KINDS = new Set([
  'textfield',
  'textarea',
  'number',
  'checkbox',
  'radio',
  'url',
  'select',
  'selectboxes',
  'survey',
  'day',
  'time',
  'email',
  'password',
  'file',
  'currency',
  'phone',
  'phoneNumber',
  'datetime',
  'address',
]);

export function columnTypeOf(componentType: string): CellDataType {
  return COLUMN_TYPES[componentType] ?? 'string';
}

export interface ImportConfiguration {
  columnDefinitions: ColumnDefinition[];
  fieldMapping: FieldMapping[];
}

export function importConfigurationOf(components: readonly FormComponent[]): ImportConfiguration {
  const columnDefinitions: ColumnDefinition[] = [];
  const fieldMapping: FieldMapping[] = [];
  eachComponent(components, ({ component, dataPath }) => {
    if (!FIELD_KINDS.has(component.type) || !component.key) return;
    const field = dataPath.join('.');
    const headerName =
      typeof component.label === 'string' && component.label ? component.label : component.key;
    columnDefinitions.push({ field, headerName, cellDataType: columnTypeOf(component.type) });
    fieldMapping.push({ headerName, fieldName: field });
  });
  return { columnDefinitions, fieldMapping };
}

/** GET /api/ignite/application/{formId}; components[0] is the JSON text of the fields. */
export async function fetchFormComponents(http: HttpClient, formId: string): Promise<FormComponent[]> {
  const wire = await http.get<FormDefinitionWire>(`/api/ignite/application/${encodeURIComponent(formId)}`);
  return decodeFormDefinition(wire).components;
}

export async function loadImportConfiguration(
  http: HttpClient,
  formId: string,
): Promise<ImportConfiguration> {
  return importConfigurationOf(await fetchFormComponents(http, formId));
}
