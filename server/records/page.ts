import type { PagedResponse } from '../../schemas/api';

/**
 * The paged shape of spec 001 §3.6 for one page of a list. An estimated total (a large filtered list)
 * adds `totalIsEstimate: true`.
 */
export function toPage(
  content: unknown[],
  page: number,
  size: number,
  totalElements: number,
  totalIsEstimate = false,
): PagedResponse {
  const totalPages = Math.ceil(totalElements / size);
  return {
    content,
    empty: content.length === 0,
    first: page === 1,
    last: page >= totalPages,
    number: page - 1,
    numberOfElements: content.length,
    size,
    total: totalElements,
    totalElements,
    totalPages,
    ...(totalIsEstimate ? { totalIsEstimate } : {}),
  };
}
