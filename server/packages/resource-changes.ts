// What importing a resource declaration changes in the one the portal holds: its changed fields, and
// warnings for what weakens its guard (an approval workflow, or an acl, that goes).
import { diffJson } from '../../runtime/core/form-diff';
import type { ResourceChange } from '../../schemas/package';
import type { ResourceDeclaration } from '../../schemas/resource';

export interface ResourceChanges {
  changes: ResourceChange[];
  warnings: string[];
}

const aclNames = (list: string) =>
  list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

const ACL_VERBS = { readAcl: 'read', writeAcl: 'write' } as const;

function removedAcls(held: ResourceDeclaration, imported: ResourceDeclaration): string[] {
  const warnings: string[] = [];
  for (const field of ['readAcl', 'writeAcl'] as const) {
    const kept = new Set(aclNames(imported[field]));
    for (const name of aclNames(held[field]).filter((acl) => !kept.has(acl)))
      warnings.push(
        `Removes the acl "${name}" from ${field}: users who ${ACL_VERBS[field]} ${held.name} records through it alone no longer can`,
      );
  }
  return warnings;
}

function removedApprovals(held: ResourceDeclaration, imported: ResourceDeclaration): string[] {
  if (!held.workflow) return [];
  const name = held.name;
  if (!imported.workflow) {
    const approved = [held.workflow.create && 'created', held.workflow.update && 'changed'].filter(Boolean);
    return approved.length === 0
      ? []
      : [`Removes the approval workflow: ${name} records will be ${approved.join(' and ')} without approval`];
  }
  const warnings: string[] = [];
  if (held.workflow.create && !imported.workflow.create)
    warnings.push(`Removes the approval of new records: ${name} records will be created without approval`);
  if (held.workflow.update && !imported.workflow.update)
    warnings.push(`Removes the approval of changes: ${name} records will be changed without approval`);
  return warnings;
}

/** The declaration held (as the resource API answers it) against the imported one. */
export function resourceChanges(held: ResourceDeclaration, imported: ResourceDeclaration): ResourceChanges {
  return {
    changes: diffJson(held, imported),
    warnings: [...removedAcls(held, imported), ...removedApprovals(held, imported)],
  };
}
