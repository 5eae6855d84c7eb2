// The server's lint catalogue (the forms, resources and acls its rules look up), asked once as a builder
// page opens: the browser's lint given it finds what the server's lint of a save finds. Until it is in,
// or when it could not be had, the rules that look things up find nothing, and the page says so.
import { useEffect, useState } from 'react';
import type { LintCatalogue } from '../../runtime/core/lint/lint-rule';
import { builderApi } from '../builder-api';

export type CatalogueState =
  { status: 'loading' } | { status: 'ready'; catalogue: LintCatalogue } | { status: 'failed' };

export function useLintCatalogue(): CatalogueState {
  const [state, setState] = useState<CatalogueState>({ status: 'loading' });
  useEffect(() => {
    let gone = false;
    builderApi.lintCatalogue().then(
      (catalogue) => !gone && setState({ status: 'ready', catalogue }),
      () => !gone && setState({ status: 'failed' }),
    );
    return () => {
      gone = true;
    };
  }, []);
  return state;
}

/** The catalogue when it is in. */
export const catalogueOf = (state: CatalogueState): LintCatalogue | undefined =>
  state.status === 'ready' ? state.catalogue : undefined;

/** What a lint run without the catalogue did not check, as the Problems panel says it. */
export function uncheckedNote(state: CatalogueState): string {
  return state.status === 'loading'
    ? "Checks against this server's forms, resources and acls are waiting for them to load."
    : "This server's forms, resources and acls could not be loaded: the checks that look them up run when you save.";
}
