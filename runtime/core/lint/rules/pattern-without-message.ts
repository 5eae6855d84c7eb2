// A field checked by a regular expression with no message of its own shows users the expression
// itself ("Deposit date does not match the pattern ^\d{4}-\d{2}-\d{2}$"), in the form and in an import's
// row report.
import { eachComponent } from '../../form-tree';
import { defineLintRule } from '../lint-rule';

interface PatternSettings {
  pattern?: unknown;
  patternMessage?: unknown;
  customMessage?: unknown;
}

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

export const patternWithoutMessage = defineLintRule({
  id: 'pattern-without-message',
  severity: 'warning',
  description: 'A field checked by a pattern (regular expression) without a message saying what is expected',
  check(form) {
    const problems: { path: string; message: string }[] = [];
    eachComponent(form.components, ({ component, pointer }) => {
      const validate = component.validate as PatternSettings | undefined;
      if (!validate || !filled(validate.pattern)) return;
      if (filled(validate.patternMessage) || filled(validate.customMessage)) return;
      problems.push({
        path: `/components${pointer}/validate/pattern`,
        message:
          'Users who type something else are shown the pattern itself: say what is expected in "Regular Expression Pattern Message" on the Validation tab (validate.patternMessage), e.g. "Write the date as 2026-04-30". "Custom Error Message" (validate.customMessage) would replace every message of the field, "is required" too.',
      });
    });
    return problems;
  },
});
