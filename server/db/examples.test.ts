import { describe, expect, it } from 'vitest';
import { loadExamples } from './examples';

describe('examples', () => {
  const examples = loadExamples();

  it('are all valid (each form against its schema, each seed file against its shape)', () => {
    expect(examples.forms.length).toBeGreaterThanOrEqual(8);
    expect(examples.forms.map((form) => form.id)).toEqual(
      expect.arrayContaining([
        'court-fine-create',
        'court-fine-view',
        'court-fine-edit',
        'generic-pop-up',
        'confirmation-popup',
      ]),
    );
  });

  it('refer only to things that exist: forms, roles and acls', () => {
    const formIds = new Set(examples.forms.map((form) => form.id));
    const acls = new Set(examples.aclResources.map((acl) => acl.resourceName));
    const roles = new Set(examples.roles.map((role) => role.name));
    for (const resource of examples.resources) {
      expect(formIds.has(resource.formId), resource.name).toBe(true);
      expect(acls.has(resource.readAcl) && acls.has(resource.writeAcl), resource.name).toBe(true);
    }
    for (const role of examples.roles)
      for (const acl of role.acls) expect(acl === '*' || acls.has(acl), `${role.name}: ${acl}`).toBe(true);
    for (const user of examples.users)
      for (const role of user.roles) expect(roles.has(role), `${user.username}: ${role}`).toBe(true);
    const menuAcls = (items: typeof examples.menu): string[] =>
      items.flatMap((item) => [
        ...(item.aclResource ? [item.aclResource] : []),
        ...menuAcls(item.items ?? []),
      ]);
    for (const acl of menuAcls(examples.menu)) expect(acls.has(acl), acl).toBe(true);
  });
});
