// The sidebar menu tree, filtered by the caller's acls and the host's builder setting.
import type { Kysely } from 'kysely';
import type { MenuItem } from '../schemas/api';
import { hasAccess } from '../runtime/core/access';
import type { DB } from './db/schema';

export interface MenuFilter {
  acls: string[];
  showBuilderItems: boolean;
}

export async function loadMenu(db: Kysely<DB>, filter: MenuFilter): Promise<MenuItem[]> {
  const rows = await db
    .selectFrom('menu_items')
    .selectAll()
    .orderBy('parent_id')
    .orderBy('position')
    .execute();
  const build = (parentId: number | null): MenuItem[] =>
    rows
      .filter((row) => row.parent_id === parentId)
      .sort((a, b) => a.position - b.position)
      .filter(
        (row) => (filter.showBuilderItems || !row.is_builder) && hasAccess(filter.acls, row.acl_resource),
      )
      .flatMap((row): MenuItem[] => {
        const items = build(row.id);
        // A group whose children are all hidden is hidden too.
        if (!row.router_link && items.length === 0) return [];
        const item: MenuItem = { label: row.label };
        if (row.icon) item.icon = row.icon;
        if (row.router_link) item.routerLink = row.router_link;
        if (row.is_builder) item.state = { isBuilderMenuItem: true };
        if (items.length > 0) item.items = items;
        return [item];
      });
  return build(null);
}
