// The table configurations of the chain and legacy actions.
export interface AdvancedFilterConfig {
  /** Key of the smart table. */
  smartTableComponent?: string;
  tableKey?: string;
  /** The advanced query (q language), a template filled from the form. */
  advanceSearchAttributesTemplate?: string;
}

export interface ResetTablesConfig {
  tablesToReset?: string[];
  otherFieldsToReset?: string[];
}
