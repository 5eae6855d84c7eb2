// Where a screen's form is read: shared by the screen's loader and the route's early request for it.

/** GET of a screen's form: with `draft` the newest version (designers only), else the published one. */
export function screenFormUrl(formId: string, draft: boolean): string {
  return `/api/ignite/application/${encodeURIComponent(formId)}${draft ? '?draft=true' : ''}`;
}
