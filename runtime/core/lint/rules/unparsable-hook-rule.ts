// A validation hook rule (screen configuration validationHooks[].rules[].when) is q over the posted data,
// read by the server when a beforePost calls the hook. A when that does not parse would fail every call
// of the hook: it is checked here with the server's own q parser.
import { eachComponent } from '../../form-tree';
import { parseQuery, QuerySyntaxError } from '../../q-parser';
import { defineLintRule } from '../lint-rule';

interface HookSettings {
  name?: unknown;
  rules?: unknown;
}

/** Why `when` is not valid q, or undefined when it parses. */
export function querySyntaxProblem(when: string): string | undefined {
  try {
    parseQuery(when);
    return undefined;
  } catch (error) {
    if (error instanceof QuerySyntaxError) return error.message;
    throw error;
  }
}

export const unparsableHookRule = defineLintRule({
  id: 'unparsable-hook-rule',
  severity: 'error',
  description: 'A validation hook rule whose when is not valid q (every call of the hook would fail)',
  check(form) {
    const problems: { path: string; message: string }[] = [];
    eachComponent(form.components, ({ component, pointer }) => {
      if (component.type !== 'screen-config') return;
      const hooks = (component as { validationHooks?: unknown }).validationHooks;
      if (!Array.isArray(hooks)) return;
      hooks.forEach((hook: HookSettings | null, hookIndex) => {
        if (!hook || !Array.isArray(hook.rules)) return;
        const name = typeof hook.name === 'string' ? hook.name : String(hookIndex + 1);
        hook.rules.forEach((rule: { when?: unknown } | null, ruleIndex) => {
          if (!rule || typeof rule.when !== 'string') return;
          const problem = querySyntaxProblem(rule.when);
          if (problem === undefined) return;
          problems.push({
            path: `/components${pointer}/validationHooks/${hookIndex}/rules/${ruleIndex}/when`,
            message: `Validation hook "${name}", rule ${ruleIndex + 1}: its when "${rule.when}" is not valid q (${problem}). Write criteria such as amount>=500;status=open (docs/q-language.md), or every call of the hook fails.`,
          });
        });
      });
    });
    return problems;
  },
});
