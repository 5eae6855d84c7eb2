// A count with its noun, as a sentence says it: "1 error", "2 errors", "0 warnings".

export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
