// Menu entries of a package: each is placed under its parent groups (made when missing) and matched to
// an existing entry by its routerLink under those parents.
import type { Kysely } from 'kysely';
import type { ImportOutcome, PackageMenuEntry } from '../../schemas/package';
import type { DB } from '../db/schema';

type MenuRow = {
  id: number;
  parent_id: number | null;
  position: number;
  label: string;
  icon: string | null;
  router_link: string | null;
  acl_resource: string | null;
  is_builder: boolean;
};

async function findParent(
  db: Kysely<DB>,
  parents: string[],
  create: boolean,
): Promise<number | null | undefined> {
  let parentId: number | null = null;
  for (const label of parents) {
    const query = db
      .selectFrom('menu_items')
      .select('id')
      .where('label', '=', label)
      .where('router_link', 'is', null);
    const found: { id: number } | undefined = await (
      parentId === null ? query.where('parent_id', 'is', null) : query.where('parent_id', '=', parentId)
    ).executeTakeFirst();
    if (found) {
      parentId = found.id;
      continue;
    }
    if (!create) return undefined;
    parentId = (
      await insertAtEnd(db, parentId, {
        label,
        icon: null,
        router_link: null,
        acl_resource: null,
        is_builder: false,
      })
    ).id;
  }
  return parentId;
}

async function insertAtEnd(
  db: Kysely<DB>,
  parentId: number | null,
  values: Omit<MenuRow, 'id' | 'parent_id' | 'position'>,
): Promise<{ id: number }> {
  const last = await (
    parentId === null
      ? db
          .selectFrom('menu_items')
          .select((eb) => eb.fn.max('position').as('max'))
          .where('parent_id', 'is', null)
      : db
          .selectFrom('menu_items')
          .select((eb) => eb.fn.max('position').as('max'))
          .where('parent_id', '=', parentId)
  ).executeTakeFirst();
  return db
    .insertInto('menu_items')
    .values({ ...values, parent_id: parentId, position: Number(last?.max ?? -1) + 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Places one entry (or, in a dry run, says what placing it would do). */
export async function applyMenuEntry(
  db: Kysely<DB>,
  entry: PackageMenuEntry,
  dryRun: boolean,
): Promise<ImportOutcome> {
  const parentId = await findParent(db, entry.parents, !dryRun);
  const wanted = {
    label: entry.label,
    icon: entry.icon ?? null,
    acl_resource: entry.aclResource ?? null,
    is_builder: entry.isBuilderMenuItem ?? false,
  };
  const existing =
    parentId === undefined
      ? undefined
      : await (
          parentId === null
            ? db.selectFrom('menu_items').selectAll().where('parent_id', 'is', null)
            : db.selectFrom('menu_items').selectAll().where('parent_id', '=', parentId)
        )
          .where('router_link', '=', entry.routerLink)
          .executeTakeFirst();
  if (!existing) {
    if (!dryRun) await insertAtEnd(db, parentId ?? null, { ...wanted, router_link: entry.routerLink });
    return 'created';
  }
  const same = (Object.keys(wanted) as (keyof typeof wanted)[]).every((key) => existing[key] === wanted[key]);
  if (same) return 'unchanged';
  if (!dryRun) await db.updateTable('menu_items').set(wanted).where('id', '=', existing.id).execute();
  return 'changed';
}

/** Every menu entry with a routerLink, in menu order, with the labels of its parents. */
export async function menuEntries(db: Kysely<DB>): Promise<PackageMenuEntry[]> {
  const rows = (await db
    .selectFrom('menu_items')
    .selectAll()
    .orderBy('position')
    .orderBy('id')
    .execute()) as MenuRow[];
  const entries: PackageMenuEntry[] = [];
  const visit = (parentId: number | null, parents: string[]) => {
    for (const row of rows.filter((candidate) => candidate.parent_id === parentId)) {
      if (row.router_link) {
        const entry: PackageMenuEntry = { parents, label: row.label, routerLink: row.router_link };
        if (row.icon) entry.icon = row.icon;
        if (row.acl_resource) entry.aclResource = row.acl_resource;
        if (row.is_builder) entry.isBuilderMenuItem = true;
        entries.push(entry);
      }
      visit(row.id, [...parents, row.label]);
    }
  };
  visit(null, []);
  return entries;
}
