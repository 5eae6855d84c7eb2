// An acl name nobody can hold hides the component (or action) from everyone, super admins aside.
import { defineLintRule } from '../lint-rule';
import { eachFormString } from '../form-values';

export const unknownAcl = defineLintRule({
  id: 'unknown-acl',
  severity: 'warning',
  description: 'An aclResource (component, action button, table action) that names no acl resource',
  check(form, catalogue) {
    const known = catalogue.acls && new Set(catalogue.acls);
    if (!known) return [];
    const problems: { path: string; message: string }[] = [];
    eachFormString(form, (text, { name, pointer }) => {
      if (name !== 'aclResource') return;
      const unknown = text
        .split(',')
        .map((acl) => acl.trim())
        .filter((acl) => acl && !known.has(acl));
      if (unknown.length === 0) return;
      problems.push({
        path: pointer,
        message: `No acl resource is named ${unknown.map((acl) => `"${acl}"`).join(', ')}: nobody but a super admin sees this. Use an existing acl resource name or declare it first.`,
      });
    });
    return problems;
  },
});
