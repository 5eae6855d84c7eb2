// "Did you mean …?": the known name nearest to a misspelt one, for lint messages.

/** Edits (insert, delete, replace, swap two neighbours) turning `a` into `b`, letter case ignored. */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  // rows[i][j]: the distance between the first i letters of s and the first j of t.
  const rows: number[][] = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= s.length; i += 1) {
    for (let j = 1; j <= t.length; j += 1) {
      const row = rows[i]!;
      const above = rows[i - 1]!;
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      row[j] = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
  }
  return rows[s.length]![t.length]!;
}

/**
 * The known name closest to `name`, when it is close enough to be a slip: at most a third of its letters
 * edited (at least one, at most three), or the same words with spaces or case changed. Ties go to the
 * first in `known`.
 */
export function closestName(name: string, known: readonly string[]): string | undefined {
  const squeezed = (text: string) => text.replace(/[\s_-]+/g, '').toLowerCase();
  const same = known.find((candidate) => squeezed(candidate) === squeezed(name));
  if (same !== undefined) return same;
  const allowed = Math.min(3, Math.max(1, Math.floor(name.length / 3)));
  let best: string | undefined;
  let bestDistance = allowed + 1;
  for (const candidate of known) {
    const distance = editDistance(name, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
