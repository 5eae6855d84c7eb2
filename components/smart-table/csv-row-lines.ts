// Where each row of a CSV starts, as a text editor numbers the file's lines: the header and blank lines
// count, and a quoted value spanning lines moves every row after it down. papaparse tells where a row
// ends (its cursor, just past the row's own line break); the row started as many lines above its last
// line as its values hold line breaks.

const LINE_BREAK = /\r\n?|\n/g;

function lineBreaksIn(value: unknown): number {
  if (typeof value === 'string') return value.match(LINE_BREAK)?.length ?? 0;
  if (value && typeof value === 'object')
    return Object.values(value).reduce<number>((sum, inner) => sum + lineBreaksIn(inner), 0);
  return 0;
}

/**
 * For rows read in order from `text`: given a row's end cursor and its values (papaparse's extra fields
 * too), the line (from 1) the row starts on.
 */
export function csvRowLines(text: string): (rowEnd: number, values: unknown) => number {
  // Line breaks counted in text[0, scanned).
  let breaks = 0;
  let scanned = 0;
  const lineBreak = new RegExp(LINE_BREAK.source, 'g');
  return (rowEnd, values) => {
    lineBreak.lastIndex = scanned;
    for (let match = lineBreak.exec(text); match && match.index < rowEnd; match = lineBreak.exec(text)) {
      breaks += 1;
      scanned = match.index + match[0].length;
    }
    scanned = Math.max(scanned, rowEnd);
    const endsWithItsBreak = rowEnd > 0 && /[\r\n]/.test(text[rowEnd - 1]!);
    const lastLine = 1 + breaks - (endsWithItsBreak ? 1 : 0);
    return lastLine - lineBreaksIn(values);
  };
}
