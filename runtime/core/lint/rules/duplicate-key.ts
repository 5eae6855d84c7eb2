// Two components whose values land at the same place in the data: one overwrites the other.
import { eachComponent } from '../../form-tree';
import { defineLintRule } from '../lint-rule';

export const duplicateKey = defineLintRule({
  id: 'duplicate-key',
  severity: 'error',
  description: 'Two components with the same key (in the same data container)',
  check(form) {
    const problems: { path: string; message: string }[] = [];
    const seen = new Map<string, string>();
    eachComponent(form.components, ({ component, pointer, dataPath }) => {
      if (!component.key) return;
      const at = dataPath.join('.');
      const first = seen.get(at);
      if (first === undefined) {
        seen.set(at, pointer);
        return;
      }
      problems.push({
        path: `/components${pointer}/key`,
        message: `The key "${component.key}" is already used by the component at /components${first}: give this ${component.type} a key of its own.`,
      });
    });
    return problems;
  },
});
