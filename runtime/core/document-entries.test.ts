import { describe, expect, it } from 'vitest';
import { withDocumentEntries } from './document-entries';

describe('withDocumentEntries', () => {
  it('groups uploads by category key, each document once', () => {
    const data = {
      uploads: {
        EVIDENCE: [
          { name: 'a.pdf', data: { id: 'd1' } },
          { name: 'a-again.pdf', data: { id: 'd1' } },
        ],
        RECEIPT: [{ name: 'r.pdf', data: { id: 'd2' } }, { name: 'no-id.pdf' }],
      },
    };
    expect(withDocumentEntries(data, { sourceKey: 'uploads', targetKey: 'documents' }).documents).toEqual([
      { categoryType: 'EVIDENCE', documentId: 'd1' },
      { categoryType: 'RECEIPT', documentId: 'd2' },
    ]);
  });
  it('leaves data alone without a document configuration', () => {
    const data = { a: 1 };
    expect(withDocumentEntries(data, undefined)).toBe(data);
  });
});
