// The smart table's paginator: the same controls and report whichever view draws the rows.
export const PAGINATOR_TEMPLATE =
  'FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown CurrentPageReport';
export const PAGE_REPORT_TEMPLATE = 'Showing {first} to {last} of {totalRecords} records';
