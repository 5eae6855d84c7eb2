// Where the portal opens a form's draft: /app/<slug>/<id>?draft=true. The slug only names the menu
// area in the URL; the form's category gives a readable one.
export function portalDraftUrl(formId: string, category: string): string {
  const slug =
    category
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'forms';
  return `/app/${slug}/${encodeURIComponent(formId)}?draft=true`;
}
