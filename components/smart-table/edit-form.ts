// Builder settings of the smart table (spec 001 §3.1–§3.5) with the rules of §5.2: grid key required;
// apiUrl required for apiDataDriven, contextDataFieldName for contextDataDriven; a data provider's
// apiMethod required; parserSlNoField required with serial numbers on parsed rows; a composite column
// needs a valueFormatterTemplate, and a sortField when sortable; the page size one of the rows-per-page
// options; import forms from the fixed list. Every setting keeps its spec name under gridOptions. A field
// left alone shows what the table does without the setting: the builder keeps only the settings changed.
import {
  BOOLEAN_FORMATS,
  BUILDER_ROWS_PER_PAGE_CHOICES,
  BUILDER_ROWS_PER_PAGE_DEFAULT,
  CELL_ACTION_CATEGORIES,
  CHILD_GRID_DEFAULTS,
  CELL_DATA_TYPES,
  CELL_DISPLAY_TYPES,
  DATA_PROVIDER_METHODS,
  GRID_DEFAULTS,
  IMPORT_FORM_IDS,
  IMPORT_PARSERS,
  NUMBER_FORMATS,
  RESPONSE_ACTIONS,
  SEARCH_OPERATORS,
  TEXT_CASES,
} from '../../schemas/values/grid-options';
import { PROPERTY_NAME_MESSAGE, PROPERTY_NAME_PATTERN } from '../../schemas/values/property-name';
import {
  type FieldExtras,
  checkboxField,
  jsonListField,
  numberField,
  optionsLabelledByValue,
  requiredTextField,
  rowsField,
  selectField,
  tabbedEditForm,
  textAreaField,
  textField,
} from '../edit-form-parts';

type Choice = string | number;
const G = 'gridOptions';

const area = (key: string, label: string, extras: FieldExtras = {}) =>
  textAreaField(key, label, { rows: 2, ...extras });
const check = (key: string, label: string, defaultValue?: boolean, extras: FieldExtras = {}) =>
  checkboxField(key, label, { ...(defaultValue === undefined ? {} : { defaultValue }), ...extras });
const select = (key: string, label: string, values: readonly Choice[], extras: FieldExtras = {}) =>
  selectField(key, label, optionsLabelledByValue(values), extras);
const when = (path: string, value: unknown) => ({ conditional: { json: { '===': [{ var: path }, value] } } });
const tab = (label: string, key: string, components: unknown[]) => ({ label, key, components });

/** A row's setting as a list row shows it: escaped, as settings are the designer's text, not markup. */
const rowText = (name: string) => `{{{ row.${name} }}}`;

// A list edited row by row: a header, and rows of the given cells followed by the buttons to edit and
// remove the row.
const editGrid = (
  key: string,
  label: string,
  headerCells: string,
  rowCells: string,
  components: unknown[],
) => ({
  type: 'editgrid',
  key,
  label,
  input: true,
  templates: {
    header: `<div class="row">${headerCells}</div>`,
    row: `<div class="row">${rowCells}<div class="col-4 text-end"><button class="btn btn-sm btn-outline-secondary editRow">Edit</button> <button class="btn btn-sm btn-outline-danger removeRow">Remove</button></div></div>`,
  },
  components,
});

/** A required field that is only shown (and so only checked) in one situation. */
const requiredWhen = (path: string, value: unknown) => ({
  ...when(path, value),
  validate: { required: true },
});

const formatOptions = [
  select('formatOptions.case', 'Case', TEXT_CASES),
  textField('formatOptions.prefix', 'Prefix'),
  textField('formatOptions.suffix', 'Suffix'),
  // Not a checkbox: without the setting a column formats dates when its cell data type is date, which
  // neither a ticked nor an unticked box says (unticked, saved as false, it turned date columns off). Left
  // empty, the choice says what the column does; cleared, it goes back to that.
  selectField(
    'formatOptions.enableDateFormatter',
    'Date Formatter',
    [
      { label: 'On', value: true },
      { label: 'Off', value: false },
    ],
    {
      placeholder: 'By cell data type (on for date columns)',
      tooltip: 'Reformat dates from the source format to the target format',
    },
  ),
  textField('formatOptions.sourceFormat', 'Source Format', { placeholder: 'YYYY-MM-DD HH:mm:ss' }),
  textField('formatOptions.targetFormat', 'Target Format', { placeholder: 'DD-MM-YYYY' }),
  select('formatOptions.booleanFormat', 'Boolean Format', BOOLEAN_FORMATS),
  select('formatOptions.numberFormat', 'Number Format', NUMBER_FORMATS),
  check('formatOptions.disableNumberFormatter', 'Disable Number Formatter'),
  numberField('formatOptions.decimalPlaces', 'Decimal Places', { validate: { min: 0, max: 20 } }),
  textField('formatOptions.digitsInfo', 'Digits Info', { placeholder: '1.2-2' }),
  textField('formatOptions.localeId', 'Locale Id', { placeholder: 'en-SG' }),
  textField('formatOptions.currency', 'Currency Symbol', { placeholder: 'S$ ' }),
  textField('formatOptions.currencyCode', 'Currency Code', {
    placeholder: 'SGD',
    tooltip: 'ISO code of a currency column, formatted in the Locale Id; its symbol unless one is set',
  }),
];

const displayValueFormatters = editGrid(
  'displayValueFormatters',
  'Display Value Formatters (cell actions)',
  '<div class="col-4">Category</div><div class="col-4">Display</div>',
  `<div class="col-4">${rowText('category')}</div><div class="col-4">${rowText('displayType')}</div>`,
  [
    select('category', 'Category', CELL_ACTION_CATEGORIES, {
      validate: { required: true },
      defaultValue: 'no_action',
    }),
    select('displayType', 'Display Type', CELL_DISPLAY_TYPES),
    area('displayValueFormatterTemplate', 'Display Value Formatter Template'),
    area('actionValueFormatterTemplate', 'Action Value Formatter Template'),
    textField('actionUrl', 'Action URL'),
    area('stateToPropagateEvaluator', 'State To Propagate Evaluator', when('row.category', 'navigation')),
    textField('popupScreenId', 'Popup Screen Id', requiredWhen('row.category', 'popup')),
    textField('downloadId', 'Download Id', when('row.category', 'download')),
    textField('iconClass', 'Icon Class'),
    textField('styleClass', 'Style Class'),
    textField('customClass', 'Custom Class'),
    textField('toolTip', 'Tool Tip'),
    textField('toolTipWhenDisabled', 'Tool Tip When Disabled'),
    area('conditionallyDisable', 'Conditionally Disable', {
      tooltip: 'Script with row, data and value; true disables',
    }),
    textField('aclResource', 'ACL Resource'),
  ],
);

const columnDefinitions = editGrid(
  `${G}.columnDefinitions`,
  'Column Definitions',
  '<div class="col-4">Field</div><div class="col-4">Header Name</div>',
  `<div class="col-4">${rowText('field')}</div><div class="col-4">${rowText('headerName')}</div>`,
  [
    requiredTextField('field', 'Field'),
    textField('headerName', 'Header Name'),
    textField('headerToolTip', 'Header Tool Tip'),
    textField('headerClass', 'Header Class'),
    textField('thStyle', 'Header Style (thStyle)'),
    textField('tdStyle', 'Cell Style (tdStyle)'),
    select('cellDataType', 'Cell Data Type', CELL_DATA_TYPES, { defaultValue: 'string' }),
    check('hide', 'Hide'),
    check('sortable', 'Sortable', true),
    check('filterable', 'Filterable'),
    check('compositeColumn', 'Composite Column'),
    area('valueFormatterTemplate', 'Value Formatter Template', {
      ...requiredWhen('row.compositeColumn', true),
      tooltip: 'Template with rowData and gridOptions',
    }),
    textField('sortField', 'Sort Field', {
      ...when('row.compositeColumn', true),
      validate: {
        custom:
          "valid = !(row.compositeColumn && row.sortable !== false) || !!input || 'A sortable composite column needs a sortField';",
      },
    }),
    numberField('flex', 'Flex', { defaultValue: 1 }),
    textField('defaultValueIfNull', 'Default Value If Null', { placeholder: '--' }),
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
);

const additionalDataProviders = editGrid(
  `${G}.additionalDataProviders`,
  'Additional Data Providers',
  '<div class="col-2">Method</div><div class="col-6">API URL</div>',
  `<div class="col-2">${rowText('apiMethod')}</div><div class="col-6 text-truncate">${rowText('apiUrl')}</div>`,
  [
    textField('name', 'Name', {
      tooltip:
        "Later providers and the title read this provider's result as results.<name> (default provider1, provider2…)",
    }),
    requiredTextField('apiUrl', 'API URL'),
    select('apiMethod', 'API Method', DATA_PROVIDER_METHODS, { validate: { required: true } }),
    area('apiRequest', 'API Request (body)', {
      conditional: { json: { '!==': [{ var: 'row.apiMethod' }, 'GET'] } },
    }),
    rowsField('columnToKeyMapping', 'Column To Key Mapping', [
      requiredTextField('parentGridPropertyName', 'Parent Grid Property Name'),
      requiredTextField('keyInDataProvider', 'Key In Data Provider'),
    ]),
    textField('dataPath', 'Data Path'),
    select('responseAction', 'Response Action', RESPONSE_ACTIONS, { defaultValue: 'MERGE' }),
    textField(
      'gridKeyToUseForMerging',
      'Grid Key To Use For Merging',
      requiredWhen('row.responseAction', 'MERGE'),
    ),
    textField(
      'responseKeyToUseForMerging',
      'Response Key To Use For Merging',
      when('row.responseAction', 'MERGE'),
    ),
    textField('gridFieldToStoreResult', 'Grid Field To Store Result', when('row.responseAction', 'MERGE')),
    textField(
      'fieldNameToStoreResult',
      'Field Name To Store Result',
      requiredWhen('row.responseAction', 'SET FIELD'),
    ),
  ],
);

const childGridOptions = [
  textField(`${G}.childGridOptions.childRowsAttribute`, 'Child Rows Attribute', { placeholder: 'content' }),
  numberField(`${G}.childGridOptions.rowSpanCount`, 'Row Span Count', {
    validate: { min: 1 },
    tooltip: "How many of the parent row's columns the child table spans, from the first (empty: all)",
  }),
  textField(`${G}.childGridOptions.selectedRecordIdentifierField`, 'Selected Record Identifier Field', {
    placeholder: 'id',
    tooltip: 'Field identifying a child row, e.g. for a delete_row action on it',
  }),
  check(`${G}.childGridOptions.rowHover`, 'Row Hover', CHILD_GRID_DEFAULTS.rowHover),
  textField(`${G}.childGridOptions.styleClass`, 'Style Class'),
  check(`${G}.childGridOptions.slnoColumnRequired`, 'Serial Number Column'),
  textField(`${G}.childGridOptions.slnoLabel`, 'Serial Number Label'),
];

export function smartTableEditForm() {
  const d = GRID_DEFAULTS;
  return tabbedEditForm([
    tab('Grid', 'grid', [
      requiredTextField(`${G}.key`, 'Grid Key'),
      textField(`${G}.title`, 'Title', {
        tooltip: 'Placeholders in double curly braces are filled after data loads',
      }),
      select(`${G}.gridDataContext`, 'Grid Data Context', ['apiDataDriven', 'contextDataDriven'], {
        defaultValue: d.gridDataContext,
      }),
      textField(`${G}.apiUrl`, 'API URL', requiredWhen(`data.${G}.gridDataContext`, 'apiDataDriven')),
      textField(
        `${G}.contextDataFieldName`,
        'Context Data Field Name',
        requiredWhen(`data.${G}.gridDataContext`, 'contextDataDriven'),
      ),
      textField(`${G}.pageDataFieldName`, 'Page Data Field Name', { defaultValue: d.pageDataFieldName }),
      textField(`${G}.defaultSort`, 'Default Sort', { placeholder: 'field,asc' }),
      jsonListField(`${G}.defaultData`, 'Default Data', 4, 'objects'),
      check(`${G}.isListingScreen`, 'Is Listing Screen'),
      check(`${G}.triggerDataFetchOnFormDataLoad`, 'Trigger Data Fetch On Form Data Load'),
      check(`${G}.ignoreTextWithApiFieldEvents`, 'Ignore Text With API Field Events'),
      check(`${G}.refreshEnabled`, 'Refresh Enabled', d.refreshEnabled),
      check(`${G}.exportToExcel`, 'Export To Excel', d.exportToExcel),
      textField(`${G}.aclResource`, 'ACL Resource'),
    ]),
    tab('Appearance', 'appearance', [
      textField(`${G}.styleClass`, 'Style Class', { defaultValue: d.styleClass }),
      textField(`${G}.gridHeaderClass`, 'Grid Header Class', { defaultValue: d.gridHeaderClass }),
      textField(`${G}.gridTitleClass`, 'Grid Title Class', { defaultValue: d.gridTitleClass }),
      textField(`${G}.gridSearchControlClass`, 'Grid Search Control Class', {
        defaultValue: d.gridSearchControlClass,
      }),
      check(`${G}.rowHover`, 'Row Hover', d.rowHover),
      check(`${G}.resizableColumns`, 'Resizable Columns', d.resizableColumns),
      textField(`${G}.headerRowClass`, 'Header Row Class'),
      textField(`${G}.dataRowClass`, 'Data Row Class'),
      area(`${G}.dynamicDataRowClass`, 'Dynamic Data Row Class', {
        tooltip: 'Script with row and data answering classes',
      }),
      area(`${G}.dynamicRowPrefix`, 'Dynamic Row Prefix', {
        tooltip: 'HTML template with row and data',
      }),
      textField(`${G}.noDataLabel`, 'No Data Label', { defaultValue: d.noDataLabel }),
      textField(`${G}.noDataLabelStyleClass`, 'No Data Label Style Class', {
        defaultValue: d.noDataLabelStyleClass,
      }),
      check(`${G}.virtualScroll`, 'Virtual Scroll'),
      textField(`${G}.scrollHeight`, 'Scroll Height', when(`data.${G}.virtualScroll`, true)),
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
      textField(`${G}.slnoLabel`, 'Serial Number Label', { defaultValue: d.slnoLabel }),
      textField(`${G}.slnofield`, 'Serial Number Field', {
        defaultValue: d.slnofield,
        tooltip: 'Row field whose value the column shows; rows without it are numbered from 1',
      }),
      textField(`${G}.slnoColumnStyle`, 'Serial Number Column Style', { defaultValue: d.slnoColumnStyle }),
    ]),
    tab('Selection', 'selection', [
      check(`${G}.checkboxSelection`, 'Checkbox Selection', d.checkboxSelection),
      check(`${G}.radioSelection`, 'Radio Selection', d.radioSelection),
      textField(`${G}.selectedRecordIdentifierField`, 'Selected Record Identifier Field', {
        defaultValue: d.selectedRecordIdentifierField,
      }),
      textField(`${G}.selectedRecordStorageField`, 'Selected Record Storage Field'),
      check(`${G}.useCompleteRecordDataAsSelection`, 'Use Complete Record Data As Selection'),
    ]),
    tab('Search', 'search', [
      check(`${G}.globalSearchEnabled`, 'Global Search Enabled', d.globalSearchEnabled),
      textField(`${G}.globalSearchPlaceholder`, 'Global Search Placeholder', {
        defaultValue: d.globalSearchPlaceholder,
      }),
      select(`${G}.globalSearchFilterOperator`, 'Global Search Filter Operator', SEARCH_OPERATORS, {
        defaultValue: d.globalSearchFilterOperator,
      }),
      area(`${G}.globalSearchQueryFormatter`, 'Global Search Query Formatter', {
        tooltip: 'Template with searchText, query (the wrapped text), operator and data answering the q',
      }),
      check(`${G}.advancedSearchEnabled`, 'Advanced Search Enabled', d.advancedSearchEnabled),
      select(`${G}.advancedFilterPosition`, 'Advanced Filter Position', ['left', 'right'], {
        defaultValue: d.advancedFilterPosition,
      }),
      rowsField(`${G}.advancedSearchQueries`, 'Predefined Advanced Searches', [
        requiredTextField('label', 'Label'),
        requiredTextField('query', 'Query'),
      ]),
      check(`${G}.advancedSearchUrlParameters`, 'Advanced Query As URL Parameters (legacy API)', false, {
        tooltip: 'Append the advanced query to the API URL as parameters instead of sending it as q',
      }),
    ]),
    tab('Columns', 'columns', [columnDefinitions]),
    tab('Import', 'import', [
      check(`${G}.importDataEnabled`, 'Import Data Enabled', d.importDataEnabled),
      textField(`${G}.importButtonDataLabel`, 'Import Button Data Label', {
        defaultValue: d.importButtonDataLabel,
      }),
      select(`${G}.importFormId`, 'Import Form Id', IMPORT_FORM_IDS),
      {
        type: 'smart-table-import-loader',
        key: 'importConfigurationLoader',
        input: false,
        label: 'Import configuration',
      },
      numberField(`${G}.maxFileSize`, 'Max File Size (bytes)', { validate: { min: 1 } }),
      check(`${G}.parseFileData`, 'Parse File Data', d.parseFileData),
      textField(`${G}.parserResultField`, 'Parser Result Field', { defaultValue: d.parserResultField }),
      check(`${G}.parserSlNoRequired`, 'Parser Serial Number Required'),
      textField(
        `${G}.parserSlNoField`,
        'Parser Serial Number Field',
        requiredWhen(`data.${G}.parserSlNoRequired`, true),
      ),
      select(`${G}.parser`, 'Parser', IMPORT_PARSERS, {
        defaultValue: d.parser,
        tooltip: 'xlcsvparser reads .csv and .xlsx files',
      }),
      rowsField(`${G}.fieldMapping`, 'Field Mapping', [
        requiredTextField('headerName', 'Header Name (file)'),
        requiredTextField('fieldName', 'Field Name'),
      ]),
    ]),
    tab('Expansion', 'expansion', [
      check(`${G}.needsRowExpansion`, 'Needs Row Expansion'),
      textField(`${G}.childRowsAttribute`, 'Child Rows Attribute', { defaultValue: d.childRowsAttribute }),
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
      requiredTextField('key', 'Property Name', {
        validate: { pattern: PROPERTY_NAME_PATTERN, patternMessage: PROPERTY_NAME_MESSAGE },
      }),
      textField('label', 'Label'),
      textField('customClass', 'Custom CSS Class'),
      check('hidden', 'Hidden'),
    ]),
  ]);
}
