// Each security family prints its figure (how many cases it ran and what it found) on its own line, so
// the test output says what was covered, not only that it passed.
export function reportFigure(family: string, figure: string): void {
  console.log(`${family}: ${figure}`);
}
