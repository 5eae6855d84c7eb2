import { describe, expect, it } from 'vitest';
import { applyBodyClasses, bodyClassesFor } from './body-classes';

describe('body classes', () => {
  it('name roles, acls and privilege', () => {
    expect(bodyClassesFor({ roles: ['user_role'], acls: ['a'], privileged: true })).toEqual([
      'has-roles',
      'has-acls',
      'privileged',
    ]);
    expect(bodyClassesFor({ roles: [], acls: [], privileged: false })).toEqual([
      'no-roles',
      'no-acls',
      'un-privileged',
    ]);
    expect(bodyClassesFor(null)).toEqual([]);
  });

  it('replace the previous user classes and keep others', () => {
    document.body.className = 'keep-me';
    applyBodyClasses(document.body, { roles: ['r'], acls: ['a'], privileged: true });
    applyBodyClasses(document.body, { roles: [], acls: [], privileged: false });
    expect([...document.body.classList].sort()).toEqual(['keep-me', 'no-acls', 'no-roles', 'un-privileged']);
    applyBodyClasses(document.body, null);
    expect([...document.body.classList]).toEqual(['keep-me']);
  });
});
