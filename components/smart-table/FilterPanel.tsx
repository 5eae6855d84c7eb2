// The advanced-filter panel (spec 001 §2.1): one input per filterable column; Apply searches with them
// (the advanced query), Clear empties them.
import { useState } from 'react';
import type { ResolvedColumn } from './grid-settings';
import type { FilterField } from './search-query';

interface FilterPanelProps {
  columns: readonly ResolvedColumn[];
  fields: readonly FilterField[];
  /** An advanced query in force that the fields do not show (a predefined search, a value command). */
  otherQuery?: string;
  /** Answers what the fields' columns cannot hold (shown in the panel; nothing is searched). */
  onApply(fields: FilterField[]): string[] | void;
}

const keyOf = (column: ResolvedColumn) => column.sortField ?? column.field;

export function FilterPanel({ columns, fields, otherQuery, onApply }: FilterPanelProps) {
  const filterable = columns.filter((column) => column.filterable);
  const valuesOf = (list: readonly FilterField[]) =>
    Object.fromEntries(list.map(({ key, value }) => [key, value]));
  const [values, setValues] = useState<Record<string, string>>(() => valuesOf(fields));
  // Restored or cleared filters show in the panel.
  const [shownFields, setShownFields] = useState(fields);
  if (fields !== shownFields) {
    setShownFields(fields);
    setValues(valuesOf(fields));
  }
  const [problems, setProblems] = useState<string[]>([]);
  const apply = () =>
    setProblems(
      onApply(filterable.map((column) => ({ key: keyOf(column), value: values[keyOf(column)] ?? '' }))) ?? [],
    );

  return (
    <form
      className="ignite-smart-table__filters card card-body"
      aria-label="Filters"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <h6 className="mb-3">Filters</h6>
      {otherQuery && (
        <p className="small mb-2 ignite-smart-table__other-query">
          Rows are filtered by <code>{otherQuery}</code>. Apply or Clear replaces it.
        </p>
      )}
      {filterable.length === 0 && <p className="text-muted small mb-2">No column can be filtered.</p>}
      {filterable.map((column) => {
        const key = keyOf(column);
        const id = `filter-${key}`;
        return (
          <div className="mb-2" key={key}>
            <label className="form-label small mb-1" htmlFor={id}>
              {column.headerName ?? column.field}
            </label>
            <input
              id={id}
              className="form-control form-control-sm"
              type={column.cellDataType === 'date' ? 'date' : 'text'}
              value={values[key] ?? ''}
              onChange={(event) => setValues({ ...values, [key]: event.target.value })}
            />
          </div>
        );
      })}
      {problems.length > 0 && (
        <div className="alert alert-warning small py-1 px-2 mb-2" role="alert">
          {problems.map((problem) => (
            <div key={problem}>{problem}</div>
          ))}
        </div>
      )}
      <div className="d-flex gap-2 mt-2">
        <button type="submit" className="btn btn-primary btn-sm">
          Apply
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={() => {
            setValues({});
            setProblems([]);
            onApply([]);
          }}
        >
          Clear
        </button>
      </div>
    </form>
  );
}
