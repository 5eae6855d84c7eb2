// The simple search (spec 001 §2.1): a text box with a search button, Enter searches too, and an
// operator menu offering Contains and Starts With.
import { useState } from 'react';
import { SEARCH_OPERATORS } from '../../schemas/values/grid-options';
import type { SearchOperator } from '../../schemas/grid-options';
import { useDropdown } from './use-dropdown';

export const OPERATOR_LABELS: Record<SearchOperator, string> = {
  contains: 'Contains',
  starts_with: 'Starts With',
};

interface SearchBoxProps {
  text: string;
  operator: SearchOperator;
  placeholder: string;
  onOperator(operator: SearchOperator): void;
  onSearch(text: string): void;
}

export function SearchBox({ text, operator, placeholder, onOperator, onSearch }: SearchBoxProps) {
  const [draft, setDraft] = useState(text);
  const { open: menuOpen, close: closeMenu, ref: menuRef, toggleProps: menuToggle } = useDropdown();
  // A restored or cleared search shows in the box (state adjusted while rendering, as React advises).
  const [shownText, setShownText] = useState(text);
  if (text !== shownText) {
    setShownText(text);
    setDraft(text);
  }

  return (
    <div className="input-group input-group-sm ignite-smart-table__search" role="search">
      <div className="ignite-smart-table__operator" ref={menuRef}>
        <button
          {...menuToggle}
          className="btn btn-outline-secondary btn-sm dropdown-toggle"
          aria-label={`Filter operator: ${OPERATOR_LABELS[operator]}`}
        >
          {OPERATOR_LABELS[operator]}
        </button>
        {menuOpen && (
          <ul className="dropdown-menu show" role="menu">
            {SEARCH_OPERATORS.map((choice) => (
              <li key={choice}>
                <button
                  type="button"
                  role="menuitemradio"
                  aria-checked={choice === operator}
                  className={`dropdown-item${choice === operator ? ' active' : ''}`}
                  onClick={() => {
                    closeMenu();
                    onOperator(choice);
                  }}
                >
                  {OPERATOR_LABELS[choice]}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <input
        type="search"
        className="form-control"
        placeholder={placeholder}
        aria-label={placeholder}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onSearch(draft);
          }
        }}
      />
      <button
        type="button"
        className="btn btn-primary btn-sm"
        aria-label="Search"
        title="Search"
        onClick={() => onSearch(draft)}
      >
        <i className="pi pi-search" aria-hidden="true" />
      </button>
    </div>
  );
}
