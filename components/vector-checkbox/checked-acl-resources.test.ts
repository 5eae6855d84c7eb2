import { describe, expect, it } from 'vitest';
import {
  addCheckedAclResource,
  checkedAclResources,
  removeCheckedAclResource,
  type FormWithCheckedAclResources,
} from './checked-acl-resources';

const newForm = (): FormWithCheckedAclResources => ({ data: {}, submission: { data: {} } });

describe('the shared list of checked acl resources', () => {
  it('lives on the form instance, one list changed in place', () => {
    const form = newForm();
    const list = checkedAclResources(form);
    addCheckedAclResource(form, 'fines.create');
    addCheckedAclResource(form, 'fines.view');
    expect(form.checkedAclResources).toBe(list);
    expect(list).toEqual(['fines.create', 'fines.view']);
  });

  it('holds each resource once and forgets a removed one', () => {
    const form = newForm();
    addCheckedAclResource(form, 'fines.create');
    addCheckedAclResource(form, 'fines.create');
    expect(checkedAclResources(form)).toEqual(['fines.create']);
    removeCheckedAclResource(form, 'fines.create');
    removeCheckedAclResource(form, 'not.there');
    expect(checkedAclResources(form)).toEqual([]);
  });

  it('keeps the lists of two forms apart', () => {
    const first = newForm();
    const second = newForm();
    addCheckedAclResource(first, 'fines.create');
    expect(checkedAclResources(second)).toEqual([]);
  });
});
