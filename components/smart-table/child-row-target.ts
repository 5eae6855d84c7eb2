// What a cell action in a child table acts on (spec 001 §3.2, §4.1). A delete_row there removes the child
// row from its parent's child rows in the form's context array: the parent found by the grid's
// selectedRecordIdentifierField, the child by the child grid's own. The events carry the parent row.
import cloneDeep from 'lodash/cloneDeep';
import get from 'lodash/get';
import set from 'lodash/set';
import type { Row } from './cell-value';
import type { ResolvedChildGrid, ResolvedGridOptions } from './grid-settings';
import type { RowActionTarget } from './run-cell-action';

/** The parts of the table controller a child row's actions use. */
export interface ChildRowHost {
  readonly options: ResolvedGridOptions;
  readonly data: Record<string, unknown>;
  writeFormField(path: string, value: unknown): void;
  refresh(): void;
  emit(event: string, payload: Record<string, unknown>): void;
}

/** Matches by the identifier when the row has one, else by identity. */
function sameRow(candidate: unknown, row: Row, identifier: string): boolean {
  const key = get(row, identifier);
  return candidate === row || (key !== undefined && get(candidate, identifier) === key);
}

export interface ChildRowRemoval {
  parent: Row;
  child: Row;
  parentIdentifier: string;
  childIdentifier: string;
  childRowsAttribute: string;
}

/** The context rows with the child row left out of its parent's child rows; other rows as they were. */
export function withoutChildRow(rows: readonly unknown[], removal: ChildRowRemoval): unknown[] {
  return rows.map((item) => {
    if (!sameRow(item, removal.parent, removal.parentIdentifier)) return item;
    const children = get(item, removal.childRowsAttribute);
    if (!Array.isArray(children)) return item;
    const copy = cloneDeep(item) as Row;
    const remaining = children.filter((child) => !sameRow(child, removal.child, removal.childIdentifier));
    set(copy, removal.childRowsAttribute, remaining);
    return copy;
  });
}

export function childRowTarget(host: ChildRowHost, parent: Row, grid: ResolvedChildGrid): RowActionTarget {
  const emit = (event: string, payload: Record<string, unknown>) =>
    host.emit(event, { ...payload, parentRow: parent });
  return {
    deleteRow(child: Row): void {
      const field = host.options.contextDataFieldName;
      const rows: unknown = field ? get(host.data, field) : undefined;
      if (field && Array.isArray(rows)) {
        host.writeFormField(
          field,
          withoutChildRow(rows, {
            parent,
            child,
            parentIdentifier: host.options.selectedRecordIdentifierField,
            childIdentifier: grid.selectedRecordIdentifierField,
            childRowsAttribute: grid.childRowsAttribute,
          }),
        );
      }
      host.refresh();
      emit('delete', { row: child });
    },
    emit,
  };
}
