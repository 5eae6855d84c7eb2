// The advanced-search dropdown (spec 001 §2.1), beside the filter toggle: the grid's predefined
// advanced queries and the user's saved ones to choose from, and the current advanced search saved
// under a name. Choosing one applies it as an advanced query (saved as the last search, page 1).
import { useState } from 'react';
import { useStore } from 'zustand';
import type { SavedQuery } from './saved-queries';
import type { SmartTableController } from './table-controller';
import { useDropdown } from './use-dropdown';

export function AdvancedSearchMenu({ table }: { table: SmartTableController }) {
  const saved = useStore(table.store, (state) => state.savedQueries);
  const current = useStore(table.store, (state) =>
    state.searchType === 'advanced' ? state.advancedSearchQuery.trim() : '',
  );
  const predefined = table.options.advancedSearchQueries ?? [];
  const { open, close, ref: menuRef, toggleProps: toggle } = useDropdown();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState('');

  const choose = (query: SavedQuery) => {
    close();
    table.applySavedQuery(query);
  };
  const save = () => {
    try {
      table.saveCurrentQuery(name);
      setName('');
      setProblem('');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };
  const item = (query: SavedQuery) => (
    <button
      type="button"
      role="menuitemradio"
      aria-checked={query.query.trim() === current}
      className={`dropdown-item${query.query.trim() === current ? ' active' : ''}`}
      onClick={() => choose(query)}
    >
      {query.label}
    </button>
  );

  return (
    <div className="dropdown ignite-smart-table__saved-searches" ref={menuRef}>
      <button {...toggle} className="btn btn-sm btn-outline-secondary dropdown-toggle">
        <i className="pi pi-bookmark me-1" aria-hidden="true" />
        Saved Searches
      </button>
      {open && (
        <div
          className="dropdown-menu show"
          role="menu"
          aria-label="Saved searches"
          // Placed under the toggle without Popper (the layout's CSS belongs to the table).
          style={{ top: '100%', left: 0, minWidth: '18rem' }}
        >
          {predefined.length > 0 && <h6 className="dropdown-header">Predefined</h6>}
          {predefined.map((query) => (
            <div key={`predefined:${query.label}`}>{item(query)}</div>
          ))}
          {saved.length > 0 && <h6 className="dropdown-header">Saved</h6>}
          {saved.map((query) => (
            <div key={`saved:${query.label}`} className="d-flex align-items-center">
              {item(query)}
              <button
                type="button"
                className="btn btn-sm btn-link text-danger"
                aria-label={`Remove saved search ${query.label}`}
                title="Remove"
                onClick={() => table.removeSavedQuery(query.label)}
              >
                <i className="pi pi-trash" aria-hidden="true" />
              </button>
            </div>
          ))}
          {predefined.length === 0 && saved.length === 0 && (
            <span className="dropdown-item-text text-muted">No saved searches yet</span>
          )}
          <div className="dropdown-divider" />
          <div className="px-3 py-1 d-flex gap-1">
            <input
              type="text"
              className="form-control form-control-sm"
              placeholder="Name this search"
              aria-label="Name of the current search"
              value={name}
              disabled={!current}
              onChange={(event) => setName(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && name.trim()) {
                  event.preventDefault();
                  save();
                }
              }}
            />
            <button
              type="button"
              className="btn btn-sm btn-primary"
              disabled={!current || !name.trim()}
              onClick={save}
            >
              Save
            </button>
          </div>
          {!current && (
            <small className="d-block px-3 text-muted">Filter the table to save its search.</small>
          )}
          {problem && (
            <small className="d-block px-3 text-danger" role="alert">
              {problem}
            </small>
          )}
        </div>
      )}
    </div>
  );
}
