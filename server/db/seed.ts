// Seeds a new database with the examples (users, roles, acls, menu, forms, resources, records) in one
// transaction.
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { MenuItem } from '../../schemas/api';
import { hashPassword } from '../auth/passwords';
import { saveFormUnlessPresent } from '../forms';
import { ensureEveryResourceIndexes } from '../records/record-indexes';
import type { Examples } from './examples';
import { insertSeedRecords } from './seed-records';
import type { DB } from './schema';

async function insertMenu(trx: Transaction<DB>, items: MenuItem[], parentId: number | null): Promise<void> {
  for (const [position, item] of items.entries()) {
    const row = await trx
      .insertInto('menu_items')
      .values({
        parent_id: parentId,
        position,
        label: item.label,
        icon: item.icon ?? null,
        router_link: item.routerLink ?? null,
        acl_resource: item.aclResource ?? null,
        is_builder: item.state?.isBuilderMenuItem ?? false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (item.items?.length) await insertMenu(trx, item.items, row.id);
  }
}

export async function isSeeded(db: Kysely<DB>): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0) > 0;
}

export async function seedDatabase(db: Kysely<DB>, examples: Examples, demoPassword: string): Promise<void> {
  const passwordHash = await hashPassword(demoPassword);
  const allAcls = examples.aclResources.map((acl) => acl.resourceName);
  await db.transaction().execute(async (trx) => {
    for (const acl of examples.aclResources) {
      await trx
        .insertInto('acl_resources')
        .values({
          name: acl.resourceName,
          display_name: acl.displayName,
          category: acl.category,
          display_order: acl.displayOrder,
        })
        .execute();
    }
    for (const role of examples.roles) {
      await trx.insertInto('roles').values({ name: role.name, description: role.description }).execute();
      const acls = role.acls.includes('*') ? allAcls : role.acls;
      if (acls.length > 0) {
        await trx
          .insertInto('role_acls')
          .values(acls.map((acl) => ({ role_name: role.name, acl })))
          .execute();
      }
    }
    for (const user of examples.users) {
      const id = randomUUID();
      await trx
        .insertInto('users')
        .values({
          id,
          username: user.username.toLowerCase(),
          password_hash: passwordHash,
          first_name: user.firstName,
          last_name: user.lastName,
          display_name: `${user.firstName} ${user.lastName}`,
          judiciary_id: user.judiciaryId,
          privileged: user.privileged,
          active: true,
          preferences: JSON.stringify({}),
        })
        .execute();
      if (user.roles.length > 0) {
        await trx
          .insertInto('user_roles')
          .values(user.roles.map((role_name) => ({ user_id: id, role_name })))
          .execute();
      }
    }
    // Forms, resources and menu may already have been imported into this database: those win.
    const hasMenu = await trx.selectFrom('menu_items').select('id').limit(1).executeTakeFirst();
    if (!hasMenu) await insertMenu(trx, examples.menu, null);
    for (const form of examples.forms) await saveFormUnlessPresent(trx, form);
    for (const resource of examples.resources) {
      await trx
        .insertInto('resources')
        .values({
          name: resource.name,
          form_id: resource.formId,
          read_acl: resource.readAcl,
          write_acl: resource.writeAcl,
          searchable_fields: JSON.stringify(resource.searchableFields),
          sortable_fields: JSON.stringify(resource.sortableFields ?? []),
          workflow: resource.workflow ? JSON.stringify(resource.workflow) : null,
        })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
    }
    await insertSeedRecords(trx, examples);
    await ensureEveryResourceIndexes(trx);
  });
}
