// Smart table settings the table could give no meaning to: a parser it does not have, a currency code
// that is malformed or sits on a column that is not a currency column. Saving refuses them through the
// grid's schema; this rule finds them in forms stored before those rules, and while a form is edited.
import { SmartTableSettings } from '../../../../schemas/grid-options';
import { eachComponent } from '../../form-tree';
import { checkSchema } from '../../schema-validator';
import { defineLintRule } from '../lint-rule';

/** The settings this rule speaks for, as the end of a problem's path under gridOptions. */
const SETTING_PATHS = /\/gridOptions\/(?:.+\/)?(?:parser|formatOptions\/currencyCode)$/;

export const gridSettingWithoutEffect = defineLintRule({
  id: 'grid-setting-without-effect',
  severity: 'error',
  description:
    'A smart table parser that does not exist, or a currencyCode that is malformed or not on a currency column',
  check(form) {
    const problems: { path: string; message: string }[] = [];
    eachComponent(form.components, ({ component, pointer }) => {
      if (component?.type !== 'smart-table') return;
      for (const problem of checkSchema(SmartTableSettings, component, `/components${pointer}`))
        if (SETTING_PATHS.test(problem.path)) problems.push(problem);
    });
    return problems;
  },
});
