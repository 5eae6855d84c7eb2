// Document entries of a submission (spec 000 §3 documentConfig): the uploads found at sourceKey, an
// object of upload lists keyed by category, become `{ categoryType, documentId }` entries at targetKey,
// each document once.
import get from 'lodash/get';
import set from 'lodash/set';
import type { DocumentConfig } from '../../schemas/screen-config';

export interface DocumentEntry {
  categoryType: string;
  documentId: string;
}

function documentIdOf(upload: unknown): string | undefined {
  const record = upload as { data?: { id?: unknown }; id?: unknown } | null;
  const id = record?.data?.id ?? record?.id;
  return id === undefined || id === null || id === '' ? undefined : String(id);
}

export function documentEntries(uploadsByCategory: unknown): DocumentEntry[] {
  if (!uploadsByCategory || typeof uploadsByCategory !== 'object') return [];
  const seen = new Set<string>();
  const entries: DocumentEntry[] = [];
  for (const [categoryType, uploads] of Object.entries(uploadsByCategory)) {
    for (const upload of Array.isArray(uploads) ? uploads : [uploads]) {
      const documentId = documentIdOf(upload);
      if (!documentId || seen.has(documentId)) continue;
      seen.add(documentId);
      entries.push({ categoryType, documentId });
    }
  }
  return entries;
}

/** A copy of the data with the document entries set at the configured target. */
export function withDocumentEntries(
  data: Record<string, unknown>,
  config: DocumentConfig | undefined,
): Record<string, unknown> {
  if (!config) return data;
  const copy = structuredClone(data);
  set(copy, config.targetKey, documentEntries(get(data, config.sourceKey)));
  return copy;
}
