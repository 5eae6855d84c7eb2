// Chain steps read earlier steps' results by actionName (`results.X`, `actions.X`, docs/designer-scripts.md);
// a step only sees the steps before it, so reading a later (or missing) step's result reads undefined.
import { defineLintRule } from '../lint-rule';
import { eachFormValue } from '../form-values';

const RESULT_READ =
  /\b(?:results|actions|actionResults)\s*(?:\.\s*([A-Za-z_$][\w$]*)|\[\s*['"]([^'"]+)['"]\s*\])/g;

/** Every string inside a step, with its pointer, except the step's own actionName. */
function stepStrings(step: unknown, pointer: string, found: { pointer: string; text: string }[] = []) {
  if (typeof step === 'string') found.push({ pointer, text: step });
  else if (Array.isArray(step))
    step.forEach((item, index) => stepStrings(item, `${pointer}/${index}`, found));
  else if (step && typeof step === 'object') {
    for (const [key, value] of Object.entries(step)) {
      if (key !== 'actionName') stepStrings(value, `${pointer}/${key}`, found);
    }
  }
  return found;
}

export const resultReadBeforeSet = defineLintRule({
  id: 'result-read-before-set',
  severity: 'error',
  description: 'A chain step reading the result of a step that runs later, or of no step',
  check(form) {
    const problems: { path: string; message: string }[] = [];
    eachFormValue(form, ({ name, value, pointer }) => {
      if (name !== 'actionProcessors' || !Array.isArray(value) || !pointer.endsWith('/actionProcessors'))
        return;
      const steps = value as { actionName?: unknown }[];
      const setAt = new Map<string, number>();
      steps.forEach((step, index) => {
        if (typeof step?.actionName === 'string' && !setAt.has(step.actionName))
          setAt.set(step.actionName, index);
      });
      steps.forEach((step, index) => {
        for (const { pointer: at, text } of stepStrings(step, `${pointer}/${index}`)) {
          for (const match of text.matchAll(RESULT_READ)) {
            const read = match[1] ?? match[2] ?? '';
            const set = setAt.get(read);
            if (set !== undefined && set < index) continue;
            problems.push({
              path: at,
              message:
                set === undefined
                  ? `The result "${read}" is read but no step of this chain has the actionName "${read}" (result read before it is set): fix the name or add that step before this one.`
                  : `The result "${read}" is read in step ${index + 1} but set by step ${set + 1} (result read before it is set): move the step "${read}" before this one.`,
            });
          }
        }
      });
    });
    return problems;
  },
});
