// The smart table's paginator: the same controls and report whichever view draws the rows.
export const PAGINATOR_TEMPLATE =
  'FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown CurrentPageReport';
export const PAGE_REPORT_TEMPLATE = 'Showing {first} to {last} of {totalRecords} records';

/**
 * Passed through to the paginator's rows-per-page dropdown: PrimeReact keeps a native select beside it, out
 * of sight and out of the tab order, for forms to read. Screen readers see the dropdown itself (its
 * focusable input, named "Rows per page"), not that unnamed copy.
 */
export const PAGINATOR_PT = { RPPDropdown: { select: { 'aria-hidden': true } } } as const;
