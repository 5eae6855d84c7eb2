import { describe, expect, it } from 'vitest';
import { readPage } from './page-response';

describe("the paged answer's first (spec 001 §3.6)", () => {
  it('shows the first page from row 0 when the answer says it is the first page', () => {
    expect(readPage({ content: [{ id: 1 }], totalElements: 1, first: true }, 'content').first).toBe(0);
  });

  it('keeps the page asked for when the answer is not the first page or does not say', () => {
    expect(readPage({ content: [], totalElements: 30, first: false }, 'content')).not.toHaveProperty('first');
    expect(readPage({ content: [], totalElements: 30 }, 'content')).not.toHaveProperty('first');
  });

  it("takes a number as the offset of the page's first row", () => {
    expect(readPage({ content: [{ id: 21 }], totalElements: 30, first: 20 }, 'content').first).toBe(20);
    expect(readPage({ content: [], first: -3 }, 'content')).not.toHaveProperty('first');
  });
});
