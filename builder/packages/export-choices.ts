// What the export offers: packages carry published versions, so a form never published is not offered (its
// export would be refused), nor a category that has no published form (its package would be empty).
import type { FormSummary } from '../../schemas/form-versions';

export interface ExportChoices {
  forms: { value: string; label: string }[];
  categories: string[];
}

export function exportChoices(summaries: readonly FormSummary[]): ExportChoices {
  const published = summaries.filter((summary) => summary.publishedVersion !== null);
  return {
    forms: published.map((form) => ({ value: form.id, label: `${form.name} (${form.id})` })),
    categories: [...new Set(published.map((form) => form.category).filter(Boolean))].sort(),
  };
}
