// A template or script that does not compile silently shows its text (templates) or fails the step
// (scripts) at run time; compiling it here, without running it, finds the typo first. Nothing runs: lodash's
// own template() would run the outer function it compiles, which a crafted `{% }}, code, function(){ { %}`
// breaks out of (the lint runs on the server); `new Function` only parses the body it is given.
import { defineLintRule } from '../lint-rule';
import { eachFormString } from '../form-values';
import { isScriptSetting, isTemplateSetting } from '../script-settings';
import { syntaxErrorAsWritten } from '../../script';
import { unclosedDelimiter } from '../../template';

/** The delimiters of runtime/core/template.ts, in lodash's order: escape, interpolate, evaluate. */
const DELIMITERS = /\{\{\{([\s\S]+?)\}\}\}|\{\{([\s\S]+?)\}\}|\{%([\s\S]+?)%\}/g;

/** The function body lodash compiles a template to, in its structure (text, values and code in order). */
export function templateBody(text: string): string {
  let body = "var __t, __p = '';\nwith (obj) {\n";
  let index = 0;
  for (const match of text.matchAll(DELIMITERS)) {
    const [whole, escaped, interpolated, evaluated] = match;
    body += `__p += ${JSON.stringify(text.slice(index, match.index))};\n`;
    if (escaped !== undefined) body += `__p += __e(${escaped});\n`;
    if (interpolated !== undefined) body += `__p += ((__t = (${interpolated})) == null ? '' : __t);\n`;
    if (evaluated !== undefined) body += `${evaluated}\n;\n`;
    index = match.index + whole.length;
  }
  return `${body}__p += ${JSON.stringify(text.slice(index))};\n}\nreturn __p;`;
}

function templateError(text: string): string | undefined {
  const unclosed = unclosedDelimiter(text);
  if (unclosed) return `a ${unclosed} is never closed`;
  try {
    new Function('obj', '_', '__e', 'print', templateBody(text));
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** The engine's error for a function body, '' when it compiles. Nothing runs. */
function compileError(body: string): string {
  try {
    new Function(body);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * Compiles like runtime/core/script.ts: as an expression, else as statements. The error is told as the
 * script is written (`data.amount >` ends too early), not as the wrapper around it continues.
 */
function scriptError(script: string): string | undefined {
  if (!compileError(`"use strict"; return (${script}\n);`)) return undefined;
  if (!compileError(`"use strict"; ${script}\n;`)) return undefined;
  return syntaxErrorAsWritten(script, (statements) => compileError(`"use strict"; return; ${statements}`));
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
