// Builder settings of the smart table (spec 001 §3.1–§3.5) with the rules of §5.2: grid key required;
// apiUrl required for apiDataDriven, contextDataFieldName for contextDataDriven; a data provider's
// apiMethod required; parserSlNoField required with serial numbers on parsed rows; a composite column
// needs a valueFormatterTemplate, and a sortField when sortable; the page size one of the rows-per-page
// options; import forms from the fixed list. Every setting keeps its spec name under gridOptions.
import {
  BOOLEAN_FORMATS,
  BUILDER_ROWS_PER_PAGE_CHOICES,
  BUILDER_ROWS_PER_PAGE_DEFAULT,
  CELL_ACTION_CATEGORIES,
  CELL_DATA_TYPES,
  CELL_DISPLAY_TYPES,
  DATA_PROVIDER_METHODS,
  GRID_DEFAULTS,
  IMPORT_FORM_IDS,
  NUMBER_FORMATS,
  RESPONSE_ACTIONS,
  SEARCH_OPERATORS,
  TEXT_CASES,
} from '../../schemas/grid-options';

type Choice = string | number;
const G = 'gridOptions';

const choices = (values: readonly Choice[]) => ({
  dataSrc: 'values',
  data: { values: values.map((value) => ({ label: String(value), value })) },
});

const text = (key: string, label: string, extra: Record<string, unknown> = {}) => ({
  type: 'textfield',
  key,
  label,
  input: true,
  ...extra,
});
const area = (key: string, label: string, extra: Record<string, unknown> = {}) => ({
  type: 'textarea',
  key,
  label,
  input: true,
  rows: 2,
  ...extra,
});
const check = (key: string, label: string, defaultValue?: boolean, extra: Record<string, unknown> = {}) => ({
  type: 'checkbox',
  key,
  label,
  input: true,
  ...(defaultValue === undefined ? {} : { defaultValue }),
  ...extra,
});
const select = (
  key: string,
  label: string,
  values: readonly Choice[],
  extra: Record<string, unknown> = {},
) => ({
  type: 'select',
  key,
  label,
  input: true,
  ...choices(values),
  ...extra,
});
const number = (key: string, label: string, extra: Record<string, unknown> = {}) => ({
  type: 'number',
  key,
  label,
  input: true,
  ...extra,
});
const when = (path: string, value: unknown) => ({ conditional: { json: { '===': [{ var: path }, value] } } });
const tab = (label: string, key: string, components: unknown[]) => ({ label, key, components });

/** A required field that is only shown (and so only checked) in one situation. */
const requiredWhen = (path: string, value: unknown) => ({
  ...when(path, value),
  validate: { required: true },
});

const formatOptions = [
  select('formatOptions.case', 'Case', TEXT_CASES),
  text('formatOptions.prefix', 'Prefix'),
  text('formatOptions.suffix', 'Suffix'),
  check('formatOptions.enableDateFormatter', 'Enable Date Formatter'),
  text('formatOptions.sourceFormat', 'Source Format', { placeholder: 'YYYY-MM-DD HH:mm:ss' }),
  text('formatOptions.targetFormat', 'Target Format', { placeholder: 'DD-MM-YYYY' }),
  select('formatOptions.booleanFormat', 'Boolean Format', BOOLEAN_FORMATS),
  select('formatOptions.numberFormat', 'Number Format', NUMBER_FORMATS),
  check('formatOptions.disableNumberFormatter', 'Disable Number Formatter'),
  number('formatOptions.decimalPlaces', 'Decimal Places', { validate: { min: 0, max: 20 } }),
  text('formatOptions.digitsInfo', 'Digits Info', { placeholder: '1.2-2' }),
  text('formatOptions.localeId', 'Locale Id', { placeholder: 'en-SG' }),
  text('formatOptions.currency', 'Currency Symbol', { placeholder: 'S$ ' }),
  text('formatOptions.currencyCode', 'Currency Code', { placeholder: 'SGD' }),
];

const displayValueFormatters = {
  type: 'editgrid',
  key: 'displayValueFormatters',
  label: 'Display Value Formatters (cell actions)',
  input: true,
  templates: {
    header: '<div class="row"><div class="col-4">Category</div><div class="col-4">Display</div></div>',
    row: '<div class="row"><div class="col-4">{{ row.category }}</div><div class="col-4">{{ row.displayType }}</div><div class="col-4 text-end"><button class="btn btn-sm btn-outline-secondary editRow">Edit</button> <button class="btn btn-sm btn-outline-danger removeRow">Remove</button></div></div>',
  },
  components: [
    select('category', 'Category', CELL_ACTION_CATEGORIES, {
      validate: { required: true },
      defaultValue: 'no_action',
    }),
    select('displayType', 'Display Type', CELL_DISPLAY_TYPES),
    area('displayValueFormatterTemplate', 'Display Value Formatter Template'),
    area('actionValueFormatterTemplate', 'Action Value Formatter Template'),
    text('actionUrl', 'Action URL'),
    area('stateToPropagateEvaluator', 'State To Propagate Evaluator', when('row.category', 'navigation')),
    text('popupScreenId', 'Popup Screen Id', requiredWhen('row.category', 'popup')),
    text('downloadId', 'Download Id', when('row.category', 'download')),
    text('iconClass', 'Icon Class'),
    text('styleClass', 'Style Class'),
    text('customClass', 'Custom Class'),
    text('toolTip', 'Tool Tip'),
    text('toolTipWhenDisabled', 'Tool Tip When Disabled'),
    area('conditionallyDisable', 'Conditionally Disable', {
      tooltip: 'Script with row, data and value; true disables',
    }),
    text('aclResource', 'ACL Resource'),
  ],
};

const columnDefinitions = {
  type: 'editgrid',
  key: `${G}.columnDefinitions`,
  label: 'Column Definitions',
  input: true,
  templates: {
    header: '<div class="row"><div class="col-4">Field</div><div class="col-4">Header Name</div></div>',
    row: '<div class="row"><div class="col-4">{{ row.field }}</div><div class="col-4">{{ row.headerName }}</div><div class="col-4 text-end"><button class="btn btn-sm btn-outline-secondary editRow">Edit</button> <button class="btn btn-sm btn-outline-danger removeRow">Remove</button></div></div>',
  },
  components: [
    text('field', 'Field', { validate: { required: true } }),
    text('headerName', 'Header Name'),
    text('headerToolTip', 'Header Tool Tip'),
    text('headerClass', 'Header Class'),
    text('thStyle', 'Header Style (thStyle)'),
    text('tdStyle', 'Cell Style (tdStyle)'),
    select('cellDataType', 'Cell Data Type', CELL_DATA_TYPES, { defaultValue: 'string' }),
    check('hide', 'Hide'),
    check('sortable', 'Sortable', true),
    check('filterable', 'Filterable'),
    check('compositeColumn', 'Composite Column'),
    area('valueFormatterTemplate', 'Value Formatter Template', {
      ...requiredWhen('row.compositeColumn', true),
      tooltip: 'Template with rowData and gridOptions',
    }),
    text('sortField', 'Sort Field', {
      ...when('row.compositeColumn', true),
      validate: {
        custom:
          "valid = !(row.compositeColumn && row.sortable !== false) || !!input || 'A sortable composite column needs a sortField';",
      },
    }),
    number('flex', 'Flex', { defaultValue: 1 }),
    text('defaultValueIfNull', 'Default Value If Null', { placeholder: '--' }),
    {
      type: 'panel',
      key: 'formatOptionsPanel',
      title: 'Format Options',
      collapsible: true,
      collapsed: true,
      components: formatOptions,
    },
    displayValueFormatters,
  ],
};

const additionalDataProviders = {
  type: 'editgrid',
  key: `${G}.additionalDataProviders`,
  label: 'Additional Data Providers',
  input: true,
  templates: {
    header: '<div class="row"><div class="col-2">Method</div><div class="col-6">API URL</div></div>',
    row: '<div class="row"><div class="col-2">{{ row.apiMethod }}</div><div class="col-6 text-truncate">{{ row.apiUrl }}</div><div class="col-4 text-end"><button class="btn btn-sm btn-outline-secondary editRow">Edit</button> <button class="btn btn-sm btn-outline-danger removeRow">Remove</button></div></div>',
  },
  components: [
    text('apiUrl', 'API URL', { validate: { required: true } }),
    select('apiMethod', 'API Method', DATA_PROVIDER_METHODS, { validate: { required: true } }),
    area('apiRequest', 'API Request (body)', {
      conditional: { json: { '!==': [{ var: 'row.apiMethod' }, 'GET'] } },
    }),
    {
      type: 'datagrid',
      key: 'columnToKeyMapping',
      label: 'Column To Key Mapping',
      input: true,
      initEmpty: true,
      components: [
        text('parentGridPropertyName', 'Parent Grid Property Name', { validate: { required: true } }),
        text('keyInDataProvider', 'Key In Data Provider', { validate: { required: true } }),
      ],
    },
    text('dataPath', 'Data Path'),
    select('responseAction', 'Response Action', RESPONSE_ACTIONS, { defaultValue: 'MERGE' }),
    text(
      'gridKeyToUseForMerging',
      'Grid Key To Use For Merging',
      requiredWhen('row.responseAction', 'MERGE'),
    ),
    text(
      'responseKeyToUseForMerging',
      'Response Key To Use For Merging',
      when('row.responseAction', 'MERGE'),
    ),
    text('gridFieldToStoreResult', 'Grid Field To Store Result', when('row.responseAction', 'MERGE')),
    text(
      'fieldNameToStoreResult',
      'Field Name To Store Result',
      requiredWhen('row.responseAction', 'SET FIELD'),
    ),
  ],
};

const childGridOptions = [
  text(`${G}.childGridOptions.childRowsAttribute`, 'Child Rows Attribute', { placeholder: 'content' }),
  number(`${G}.childGridOptions.rowSpanCount`, 'Row Span Count'),
  text(`${G}.childGridOptions.selectedRecordIdentifierField`, 'Selected Record Identifier Field'),
  check(`${G}.childGridOptions.rowHover`, 'Row Hover'),
  text(`${G}.childGridOptions.styleClass`, 'Style Class'),
  check(`${G}.childGridOptions.slnoColumnRequired`, 'Serial Number Column'),
  text(`${G}.childGridOptions.slnoLabel`, 'Serial Number Label'),
];

export function smartTableEditForm() {
  const d = GRID_DEFAULTS;
  return {
    components: [
      {
        type: 'tabs',
        key: 'tabs',
        components: [
          tab('Grid', 'grid', [
            text(`${G}.key`, 'Grid Key', { validate: { required: true } }),
            text(`${G}.title`, 'Title', {
              tooltip: 'Placeholders in double curly braces are filled after data loads',
            }),
            select(`${G}.gridDataContext`, 'Grid Data Context', ['apiDataDriven', 'contextDataDriven'], {
              defaultValue: d.gridDataContext,
            }),
            text(`${G}.apiUrl`, 'API URL', requiredWhen(`data.${G}.gridDataContext`, 'apiDataDriven')),
            text(
              `${G}.contextDataFieldName`,
              'Context Data Field Name',
              requiredWhen(`data.${G}.gridDataContext`, 'contextDataDriven'),
            ),
            text(`${G}.pageDataFieldName`, 'Page Data Field Name', { defaultValue: d.pageDataFieldName }),
            text(`${G}.defaultSort`, 'Default Sort', { placeholder: 'field,asc' }),
            {
              type: 'textarea',
              key: `${G}.defaultData`,
              label: 'Default Data',
              input: true,
              as: 'json',
              editor: 'ace',
              rows: 4,
            },
            check(`${G}.isListingScreen`, 'Is Listing Screen'),
            check(`${G}.triggerDataFetchOnFormDataLoad`, 'Trigger Data Fetch On Form Data Load'),
            check(`${G}.ignoreTextWithApiFieldEvents`, 'Ignore Text With API Field Events'),
            check(`${G}.refreshEnabled`, 'Refresh Enabled', d.refreshEnabled),
            check(`${G}.exportToExcel`, 'Export To Excel', d.exportToExcel),
            text(`${G}.aclResource`, 'ACL Resource'),
          ]),
          tab('Appearance', 'appearance', [
            text(`${G}.styleClass`, 'Style Class', { defaultValue: d.styleClass }),
            text(`${G}.gridHeaderClass`, 'Grid Header Class', { defaultValue: d.gridHeaderClass }),
            text(`${G}.gridTitleClass`, 'Grid Title Class', { defaultValue: d.gridTitleClass }),
            text(`${G}.gridSearchControlClass`, 'Grid Search Control Class', {
              defaultValue: d.gridSearchControlClass,
            }),
            check(`${G}.rowHover`, 'Row Hover', d.rowHover),
            check(`${G}.resizableColumns`, 'Resizable Columns', d.resizableColumns),
            text(`${G}.headerRowClass`, 'Header Row Class'),
            text(`${G}.dataRowClass`, 'Data Row Class'),
            area(`${G}.dynamicDataRowClass`, 'Dynamic Data Row Class', {
              tooltip: 'Script with row and data answering classes',
            }),
            area(`${G}.dynamicRowPrefix`, 'Dynamic Row Prefix', {
              tooltip: 'HTML template with row and data',
            }),
            text(`${G}.noDataLabel`, 'No Data Label', { defaultValue: d.noDataLabel }),
            text(`${G}.noDataLabelStyleClass`, 'No Data Label Style Class', {
              defaultValue: d.noDataLabelStyleClass,
            }),
            check(`${G}.virtualScroll`, 'Virtual Scroll'),
            text(`${G}.scrollHeight`, 'Scroll Height', when(`data.${G}.virtualScroll`, true)),
          ]),
          tab('Paging & Serial No', 'paging', [
            check(`${G}.pagination`, 'Pagination', d.pagination),
            select(
              `${G}.paginationRowsPerPageOptions`,
              'Pagination Rows Per Page Options',
              BUILDER_ROWS_PER_PAGE_CHOICES,
              {
                multiple: true,
                defaultValue: BUILDER_ROWS_PER_PAGE_DEFAULT,
              },
            ),
            select(`${G}.paginationPageSize`, 'Pagination Page Size', BUILDER_ROWS_PER_PAGE_CHOICES, {
              defaultValue: d.paginationPageSize,
              validate: {
                custom: `valid = !input || !(data.${G}.paginationRowsPerPageOptions || []).length || (data.${G}.paginationRowsPerPageOptions || []).map(Number).includes(Number(input)) || 'The page size must be one of the rows-per-page options';`,
              },
            }),
            check(`${G}.slnoColumnRequired`, 'Serial Number Column Required', d.slnoColumnRequired),
            text(`${G}.slnoLabel`, 'Serial Number Label', { defaultValue: d.slnoLabel }),
            text(`${G}.slnofield`, 'Serial Number Field', { defaultValue: d.slnofield }),
            text(`${G}.slnoColumnStyle`, 'Serial Number Column Style', { defaultValue: d.slnoColumnStyle }),
          ]),
          tab('Selection', 'selection', [
            check(`${G}.checkboxSelection`, 'Checkbox Selection', d.checkboxSelection),
            check(`${G}.radioSelection`, 'Radio Selection', d.radioSelection),
            text(`${G}.selectedRecordIdentifierField`, 'Selected Record Identifier Field', {
              defaultValue: d.selectedRecordIdentifierField,
            }),
            text(`${G}.selectedRecordStorageField`, 'Selected Record Storage Field'),
            check(`${G}.useCompleteRecordDataAsSelection`, 'Use Complete Record Data As Selection'),
          ]),
          tab('Search', 'search', [
            check(`${G}.globalSearchEnabled`, 'Global Search Enabled', d.globalSearchEnabled),
            text(`${G}.globalSearchPlaceholder`, 'Global Search Placeholder', {
              defaultValue: d.globalSearchPlaceholder,
            }),
            select(`${G}.globalSearchFilterOperator`, 'Global Search Filter Operator', SEARCH_OPERATORS, {
              defaultValue: d.globalSearchFilterOperator,
            }),
            area(`${G}.globalSearchQueryFormatter`, 'Global Search Query Formatter', {
              tooltip:
                'Template with searchText, query (the wrapped text), operator and data answering the q',
            }),
            check(`${G}.advancedSearchEnabled`, 'Advanced Search Enabled', d.advancedSearchEnabled),
            select(`${G}.advancedFilterPosition`, 'Advanced Filter Position', ['left', 'right'], {
              defaultValue: d.advancedFilterPosition,
            }),
          ]),
          tab('Columns', 'columns', [columnDefinitions]),
          tab('Import', 'import', [
            check(`${G}.importDataEnabled`, 'Import Data Enabled', d.importDataEnabled),
            text(`${G}.importButtonDataLabel`, 'Import Button Data Label', {
              defaultValue: d.importButtonDataLabel,
            }),
            select(`${G}.importFormId`, 'Import Form Id', IMPORT_FORM_IDS),
            {
              type: 'smart-table-import-loader',
              key: 'importConfigurationLoader',
              input: false,
              label: 'Import configuration',
            },
            number(`${G}.maxFileSize`, 'Max File Size (bytes)', { validate: { min: 1 } }),
            check(`${G}.parseFileData`, 'Parse File Data', d.parseFileData),
            text(`${G}.parserResultField`, 'Parser Result Field', { defaultValue: d.parserResultField }),
            check(`${G}.parserSlNoRequired`, 'Parser Serial Number Required'),
            text(
              `${G}.parserSlNoField`,
              'Parser Serial Number Field',
              requiredWhen(`data.${G}.parserSlNoRequired`, true),
            ),
            text(`${G}.parser`, 'Parser', { defaultValue: d.parser }),
            {
              type: 'datagrid',
              key: `${G}.fieldMapping`,
              label: 'Field Mapping',
              input: true,
              initEmpty: true,
              components: [
                text('headerName', 'Header Name (file)', { validate: { required: true } }),
                text('fieldName', 'Field Name', { validate: { required: true } }),
              ],
            },
          ]),
          tab('Expansion', 'expansion', [
            check(`${G}.needsRowExpansion`, 'Needs Row Expansion'),
            text(`${G}.childRowsAttribute`, 'Child Rows Attribute', { defaultValue: d.childRowsAttribute }),
            {
              type: 'panel',
              key: 'childGridPanel',
              title: 'Child Grid Options',
              components: childGridOptions,
              ...when(`data.${G}.needsRowExpansion`, true),
            },
          ]),
          tab('Data Providers', 'dataProviders', [additionalDataProviders]),
          tab('API', 'api', [
            text('key', 'Property Name', { validate: { required: true } }),
            text('label', 'Label'),
            text('customClass', 'Custom CSS Class'),
            check('hidden', 'Hidden'),
          ]),
        ],
      },
    ],
  };
}
