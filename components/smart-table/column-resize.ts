// Resizing a header by dragging its right edge, as PrimeReact's DataTable does in its 'fit' mode: the
// column grows by what its neighbour on the right gives up, so the table keeps its width. Widths are
// set on the header cells (the body cells follow them).

/** Neither column may become narrower than this (PrimeReact's limit). */
export const MIN_COLUMN_WIDTH_PX = 15;

/** The two widths after dragging by `delta` pixels, or null when either would be too narrow. */
export function fitResize(
  widths: { column: number; next: number },
  delta: number,
): { column: number; next: number } | null {
  const column = widths.column + delta;
  const next = widths.next - delta;
  if (column < MIN_COLUMN_WIDTH_PX || next < MIN_COLUMN_WIDTH_PX) return null;
  return { column, next };
}

/**
 * Follows the pointer from a press on a header's resizer until it is released. Every header gets its width
 * fixed, as PrimeReact does, so the table's layout does not hand the change on to other columns.
 */
export function startColumnResize(
  event: { clientX: number; preventDefault(): void },
  resizer: Element,
): void {
  const header = resizer.closest('th');
  const next = header?.nextElementSibling;
  if (!(header instanceof HTMLElement) || !(next instanceof HTMLElement) || !header.parentElement) return;
  event.preventDefault();
  const headers = [...header.parentElement.children].filter(
    (cell): cell is HTMLElement => cell instanceof HTMLElement,
  );
  const startWidths = headers.map((cell) => cell.offsetWidth);
  const startX = event.clientX;
  const at = headers.indexOf(header);
  const onMove = (move: MouseEvent) => {
    const widths = fitResize({ column: startWidths[at]!, next: startWidths[at + 1]! }, move.clientX - startX);
    if (!widths) return;
    headers.forEach((cell, index) => {
      const width = index === at ? widths.column : index === at + 1 ? widths.next : startWidths[index]!;
      cell.style.width = `${width}px`;
    });
  };
  const onUp = () => {
    document.removeEventListener('mousemove', onMove);
    document.removeEventListener('mouseup', onUp);
  };
  document.addEventListener('mousemove', onMove);
  document.addEventListener('mouseup', onUp);
}
