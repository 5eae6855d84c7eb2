import { describe, expect, it } from 'vitest';
import type { FormComponent } from '../../schemas/form-definition';
import { eachComponent } from '../../runtime/core/form-tree';
import { validateSubmission } from '../records/validate-submission';
import { loadExchangeRates } from '../routes/amount-due';
import { loadExamples } from './examples';

// FIRST_INSTALMENT_PLAN_TAB of components/app-timeline/tab-selection.ts (server code does not import components).
const FIRST_INSTALMENT_PLAN_TAB = 'instalmentPlanTab1';

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

describe('example records and the screens of issue #8', () => {
  const examples = loadExamples();
  const formById = new Map(examples.forms.map((form) => [form.id, form]));

  it('seed only records of declared resources that their forms accept unchanged', async () => {
    expect(examples.records.length).toBeGreaterThan(0);
    for (const [index, record] of examples.records.entries()) {
      const resource = examples.resources.find((declared) => declared.name === record.resource);
      expect(resource, `records.json[${index}]: resource ${record.resource}`).toBeDefined();
      const form = formById.get(resource!.formId)!;
      const { data, problems } = await validateSubmission(form.components, record.data);
      expect(problems, `records.json[${index}]`).toEqual([]);
      // Nothing the form does not define, nothing the server would change.
      expect(data, `records.json[${index}]`).toEqual(record.data);
    }
  });

  it('offer in the fine payment screen exactly the currencies the amount-due route converts to', () => {
    const rates = loadExchangeRates();
    const currency = findComponent(formById.get('fine-payment-create')!.components, 'currency');
    const offered = (currency?.data as { values: { value: string }[] }).values.map((item) => item.value);
    expect(offered.sort()).toEqual(Object.keys(rates.rates).sort());
    expect(rates.rates[rates.base]).toBe(1);
  });

  it('give the role permissions screen one tile per acl of the catalogue', () => {
    const tiles: FormComponent[] = [];
    eachComponent(formById.get('role-permissions')!.components, ({ component }) => {
      if (component.type === 'vector-checkbox') tiles.push(component);
    });
    expect(tiles.map((tile) => tile.aclResource).sort()).toEqual(
      examples.aclResources.map((acl) => acl.resourceName).sort(),
    );
    for (const tile of tiles) expect(tile.apiKey).toBe(`permissions.${tile.key}`);
  });

  it('put the first instalment plan tab after the timeline, under the key the timeline selects', () => {
    const view = formById.get('instalment-plan-view')!;
    const tabs = findComponent(view.components, 'instalmentPlanTabs');
    expect((tabs?.components as FormComponent[])[0]?.key).toBe(FIRST_INSTALMENT_PLAN_TAB);
    expect(findComponent(view.components, 'planTimeline')?.type).toBe('app-timeline');
  });
});

function findComponent(components: FormComponent[], key: string): FormComponent | undefined {
  let found: FormComponent | undefined;
  eachComponent(components, ({ component }) => {
    if (component.key === key) found ??= component;
  });
  return found;
}
