import { describe, expect, it } from 'vitest';
import type { ResourceDeclaration } from '../../schemas/resource';
import { resourceChanges } from './resource-changes';

const held: ResourceDeclaration = {
  name: 'write-offs',
  formId: 'write-off',
  readAcl: 'fines.read, fines.audit',
  writeAcl: 'fines.write',
  searchableFields: ['caseNumber'],
  workflow: {
    create: [{ name: 'Approve', roles: ['approver'] }],
    update: [{ name: 'Approve change', roles: ['approver'] }],
  },
};

describe('resourceChanges', () => {
  it('finds nothing in the same declaration', () => {
    expect(resourceChanges(held, structuredClone(held))).toEqual({ changes: [], warnings: [] });
  });

  it('names each changed field, nested ones by path', () => {
    const imported = {
      ...held,
      searchableFields: ['caseNumber', 'reason'],
      workflow: { ...held.workflow, create: [{ name: 'Approve', roles: ['supervisor'] }] },
    };
    expect(resourceChanges(held, imported)).toEqual({
      changes: [
        { path: 'searchableFields[1]', kind: 'added', after: 'reason' },
        { path: 'workflow.create[0].roles[0]', kind: 'changed', before: 'approver', after: 'supervisor' },
      ],
      warnings: [],
    });
  });

  it('warns when the workflow goes, saying which writes lose their approval', () => {
    const { workflow: _workflow, ...imported } = held;
    expect(resourceChanges(held, imported).warnings).toEqual([
      'Removes the approval workflow: write-offs records will be created and changed without approval',
    ]);
    const createOnly = { ...held, workflow: { create: held.workflow!.create } };
    expect(resourceChanges(createOnly, imported).warnings).toEqual([
      'Removes the approval workflow: write-offs records will be created without approval',
    ]);
    // A workflow that approves nothing guards nothing.
    expect(resourceChanges({ ...held, workflow: { lockDuringReview: true } }, imported).warnings).toEqual([]);
    expect(resourceChanges(held, { ...held, workflow: { update: held.workflow!.update } }).warnings).toEqual([
      'Removes the approval of new records: write-offs records will be created without approval',
    ]);
  });

  it('warns for each acl that goes, not for one added', () => {
    const imported = { ...held, readAcl: 'fines.read,fines.extra', writeAcl: 'fines.write' };
    expect(resourceChanges(held, imported).warnings).toEqual([
      'Removes the acl "fines.audit" from readAcl: users who read write-offs records through it alone no longer can',
    ]);
  });
});
