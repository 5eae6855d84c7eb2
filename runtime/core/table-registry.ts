// The smart tables of a form, by key, so that actions can refresh, reset or filter them. Each form
// instance has its own registry; a table registers itself with its root form.
import type { TableControls } from './actions/action-context';

export interface TableController {
  refresh(): void;
  reset(): void;
  applyAdvancedFilter(query: string): void;
}

export class TableRegistry implements TableControls {
  private readonly tables = new Map<string, TableController>();

  register(key: string, controller: TableController): () => void {
    this.tables.set(key, controller);
    return () => {
      if (this.tables.get(key) === controller) this.tables.delete(key);
    };
  }

  refresh(key: string): boolean {
    return this.call(key, (table) => table.refresh());
  }

  reset(key: string): boolean {
    return this.call(key, (table) => table.reset());
  }

  applyAdvancedFilter(key: string, query: string): boolean {
    return this.call(key, (table) => table.applyAdvancedFilter(query));
  }

  private call(key: string, act: (table: TableController) => void): boolean {
    const table = this.tables.get(key);
    if (!table) return false;
    act(table);
    return true;
  }
}

const registries = new WeakMap<object, TableRegistry>();

export function tablesOf(form: object): TableRegistry {
  let registry = registries.get(form);
  if (!registry) {
    registry = new TableRegistry();
    registries.set(form, registry);
  }
  return registry;
}
