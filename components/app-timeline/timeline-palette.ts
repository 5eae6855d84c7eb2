// The timeline's marker colours (spec 001 §9: a palette of 10, picked at random per event). Dark enough
// for the white icon on top, and starting with the portal's own red.
export const TIMELINE_PALETTE = [
  '#b71c1c',
  '#1565c0',
  '#2e7d32',
  '#6a1b9a',
  '#ef6c00',
  '#00838f',
  '#ad1457',
  '#4e342e',
  '#283593',
  '#558b2f',
] as const;

/** A random number in [0, 1), as Math.random answers; tests pass a fixed sequence. */
export type RandomSource = () => number;

export function pickPaletteColour(random: RandomSource): string {
  const index = Math.floor(random() * TIMELINE_PALETTE.length);
  return TIMELINE_PALETTE[index] ?? TIMELINE_PALETTE[0];
}
