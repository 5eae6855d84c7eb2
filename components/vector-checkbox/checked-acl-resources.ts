// The shared list of ticked acl resources (spec 001 §4.4). It lives on the Form.io form instance as
// `form.checkedAclResources`, one list per form, changed in place so every holder sees the same list:
// scripts and actions of a role-editing screen read it to know which acls the role gets.
import type { FormioForm } from '../formio';

export type FormWithCheckedAclResources = FormioForm & { checkedAclResources?: string[] };

/** The form's list, created on first use. */
export function checkedAclResources(form: FormWithCheckedAclResources): string[] {
  form.checkedAclResources ??= [];
  return form.checkedAclResources;
}

export function addCheckedAclResource(form: FormWithCheckedAclResources, resource: string): void {
  const list = checkedAclResources(form);
  if (!list.includes(resource)) list.push(resource);
}

export function removeCheckedAclResource(form: FormWithCheckedAclResources, resource: string): void {
  const list = checkedAclResources(form);
  const index = list.indexOf(resource);
  if (index >= 0) list.splice(index, 1);
}
