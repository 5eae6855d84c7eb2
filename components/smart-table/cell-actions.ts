// How a cell action (display value formatter, spec 001 §3.4, §5.1) shows for a row: its text, the value
// its action uses, whether it shows at all (a value, not DO_NOT_DISPLAY: the template's text when it has
// one, so that an actions column with no field of its own shows its buttons; a download's document id
// there; the formatter's acl held; a no_action formatter needs only the acl) and whether
// conditionallyDisable turns it off.
import get from 'lodash/get';
import { hasAccess } from '../../runtime/core/access';
import { runScript } from '../../runtime/core/script';
import escape from 'lodash/escape';
import { interpolate, interpolateHtml } from '../../runtime/core/template';
import { DO_NOT_DISPLAY } from '../../schemas/values/grid-options';
import type { DisplayValueFormatter, GridOptions } from '../../schemas/grid-options';
import { isEmptyValue } from './format-value';
import type { Row } from './cell-value';

export interface CellActionInput {
  row: Row;
  /** The cell's raw value. */
  value: unknown;
  /** The cell's formatted text. */
  text: string;
  data: Record<string, unknown>;
  gridOptions: GridOptions;
  acls: readonly string[];
}

export interface CellActionView {
  formatter: DisplayValueFormatter;
  text: string;
  /** For displayType html: the template with every value from data escaped (the cell's text, escaped). */
  html: string;
  actionValue: unknown;
  disabled: boolean;
  tooltip: string;
  scope: Record<string, unknown>;
}

export function cellActionScope(input: CellActionInput): Record<string, unknown> {
  return {
    row: input.row,
    rowData: input.row,
    value: input.value,
    data: input.data,
    submission: { data: input.data },
    gridOptions: input.gridOptions,
  };
}

function isDisabled(formatter: DisplayValueFormatter, scope: Record<string, unknown>): boolean {
  if (!formatter.conditionallyDisable?.trim()) return false;
  try {
    return Boolean(runScript(formatter.conditionallyDisable, scope, { resultVariable: 'disable' }));
  } catch (error) {
    console.warn('conditionallyDisable failed; the action stays enabled', error);
    return false;
  }
}

/** The formatter as shown for this row, or null when it is hidden. */
export function cellActionView(
  formatter: DisplayValueFormatter,
  input: CellActionInput,
): CellActionView | null {
  if (!hasAccess(input.acls, formatter.aclResource)) return null;
  const scope = cellActionScope(input);
  const text = formatter.displayValueFormatterTemplate
    ? interpolate(formatter.displayValueFormatterTemplate, scope).trim()
    : input.text;
  if (formatter.category !== 'no_action') {
    const shown = formatter.displayValueFormatterTemplate ? text : input.value;
    if (isEmptyValue(shown) || shown === DO_NOT_DISPLAY || text === DO_NOT_DISPLAY) return null;
    // A fixed label ("Download") is never empty: a download needs the row's document id.
    if (
      formatter.category === 'download' &&
      formatter.downloadId &&
      isEmptyValue(get(input.row, formatter.downloadId))
    )
      return null;
  }
  const actionValue = formatter.actionValueFormatterTemplate
    ? interpolate(formatter.actionValueFormatterTemplate, scope).trim()
    : input.value;
  const disabled = isDisabled(formatter, { ...scope, actionValue });
  const html =
    formatter.displayType !== 'html'
      ? ''
      : formatter.displayValueFormatterTemplate
        ? interpolateHtml(formatter.displayValueFormatterTemplate, scope).trim()
        : escape(input.text);
  return {
    formatter,
    text,
    html,
    actionValue,
    disabled,
    tooltip: disabled ? (formatter.toolTipWhenDisabled ?? '') : (formatter.toolTip ?? ''),
    scope: { ...scope, actionValue },
  };
}
