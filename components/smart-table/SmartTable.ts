// The smart table (`smart-table`, spec 001 §2.1): a grid of records from an API, a form field or static
// data. Its settings sit under gridOptions (schemas/grid-options.ts). The component's value is a command
// channel (§4.1): setting it to 'refresh', 'clear', an advanced query or a list of rows acts on the
// table and stores nothing, so the table never enters the submission.
import { lazy } from 'react';
import type { SmartTableSettings } from '../../schemas/grid-options';
import type { FormioComponentInstance } from '../formio';
import { componentContext, defineReactComponent } from '../react-component';
import { startSmartTable } from './table-behaviour';
import { isTableCommand, tableControllerFor } from './table-controller';

// The grid (PrimeReact's DataTable and the table's views) loads with the first screen that shows one.
const SmartTableView = lazy(() =>
  import('./SmartTableView').then((module) => ({ default: module.SmartTableView })),
);

const SmartTableBase = defineReactComponent<SmartTableSettings>({
  type: 'smart-table',
  title: 'Smart table',
  icon: 'table',
  schema: {
    type: 'smart-table',
    key: 'smartTable',
    label: 'Smart table',
    input: true,
    persistent: false,
    hideLabel: true,
    gridOptions: {
      key: 'smartTable',
      title: '',
      gridDataContext: 'apiDataDriven',
      apiUrl: '',
      columnDefinitions: [],
    },
  },
  view: SmartTableView,
  emptyValue: null,
  labelInView: true,
  onAttach: startSmartTable,
});

export class SmartTable extends SmartTableBase {
  setValue(value: unknown, flags?: Record<string, unknown>) {
    if (!isTableCommand(value)) return super.setValue(null, flags);
    tableControllerFor(this as unknown as FormioComponentInstance, componentContext()).command(value);
    return false;
  }
}
