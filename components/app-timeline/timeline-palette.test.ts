import { describe, expect, it } from 'vitest';
import { pickPaletteColour, TIMELINE_PALETTE } from './timeline-palette';

describe('timeline palette', () => {
  it('has 10 distinct colours', () => {
    expect(TIMELINE_PALETTE).toHaveLength(10);
    expect(new Set(TIMELINE_PALETTE).size).toBe(10);
  });

  it('picks the colour the random number points at, over the whole range [0, 1)', () => {
    expect(pickPaletteColour(() => 0)).toBe(TIMELINE_PALETTE[0]);
    expect(pickPaletteColour(() => 0.35)).toBe(TIMELINE_PALETTE[3]);
    expect(pickPaletteColour(() => 0.9999)).toBe(TIMELINE_PALETTE[9]);
  });

  it('reaches every colour of the palette', () => {
    const picked = new Set(Array.from({ length: 10 }, (_, i) => pickPaletteColour(() => i / 10)));
    expect(picked.size).toBe(10);
  });
});
