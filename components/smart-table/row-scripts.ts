// Whether the grid's per-row scripts and templates read the form's data (a cell action's
// conditionallyDisable or templates, dynamicDataRowClass, dynamicRowPrefix): only then are the rows drawn
// again when the form changes. Every other grid keeps its rows as they are while the user types.
import type { ResolvedGridOptions } from './grid-settings';

const READS_FORM_DATA = /\b(data|submission)\b/;

export function rowScriptsReadFormData(options: ResolvedGridOptions): boolean {
  const scripts: (string | undefined)[] = [options.dynamicDataRowClass, options.dynamicRowPrefix];
  for (const column of options.columnDefinitions)
    for (const formatter of column.displayValueFormatters ?? [])
      scripts.push(
        formatter.conditionallyDisable,
        formatter.displayValueFormatterTemplate,
        formatter.actionValueFormatterTemplate,
      );
  return scripts.some((script) => typeof script === 'string' && READS_FORM_DATA.test(script));
}
