// Where smart tables keep what they remember in the browser's local storage (a module of its own, so that
// the session can forget the last searches at sign-out without loading the table's code).

/** The last search of each table: the session's, forgotten at sign-out. */
export const SAVED_SEARCH_STORAGE_KEY = 'ignite.smartTable.lastSearch';
