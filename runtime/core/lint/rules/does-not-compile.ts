// A template or script that does not compile silently shows its text (templates) or fails the step
// (scripts) at run time; compiling it here, without running it, finds the typo first.
import template from 'lodash/template';
import { defineLintRule } from '../lint-rule';
import { eachFormString } from '../form-values';
import { isScriptSetting, isTemplateSetting } from '../script-settings';
import { unclosedDelimiter } from '../../template';

// The same delimiters as runtime/core/template.ts.
const TEMPLATE_SETTINGS = {
  escape: /\{\{\{([\s\S]+?)\}\}\}/g,
  interpolate: /\{\{([\s\S]+?)\}\}/g,
  evaluate: /\{%([\s\S]+?)%\}/g,
  variable: '',
};

function templateError(text: string): string | undefined {
  const unclosed = unclosedDelimiter(text);
  if (unclosed) return `a ${unclosed} is never closed`;
  try {
    template(text, TEMPLATE_SETTINGS);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** Compiles like runtime/core/script.ts: as an expression, else as statements. Nothing runs. */
function scriptError(script: string): string | undefined {
  try {
    new Function(`"use strict"; return (${script}\n);`);
    return undefined;
  } catch {
    // Not an expression: try statements.
  }
  try {
    new Function(`"use strict"; ${script}\n;`);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

export const doesNotCompile = defineLintRule({
  id: 'does-not-compile',
  severity: 'error',
  description: 'A template or designer script with a syntax error',
  check(form) {
    const problems: { path: string; message: string }[] = [];
    eachFormString(form, (text, { name, pointer }) => {
      if (isScriptSetting(name, text)) {
        const error = scriptError(text);
        if (error)
          problems.push({
            path: pointer,
            message: `The script does not compile (${error}): correct its syntax.`,
          });
      } else if (isTemplateSetting(name, text)) {
        const error = templateError(text);
        if (error)
          problems.push({
            path: pointer,
            message: `The template does not compile (${error}): correct the code inside {{ }} or {% %}.`,
          });
      }
    });
    return problems;
  },
});
