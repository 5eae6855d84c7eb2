import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PERMISSION_TILE_ICONS } from '../../schemas/permission-tile';

const dir = path.resolve(__dirname, '../../public/assets/vector-checkbox');

describe('permission tile icons', () => {
  it('has one SVG per icon choice of spec 001 §3.9, and no other', () => {
    expect(PERMISSION_TILE_ICONS).toHaveLength(25);
    const files = readdirSync(dir)
      .filter((file) => file.endsWith('.svg'))
      .sort();
    expect(files).toEqual(PERMISSION_TILE_ICONS.map((icon) => `${icon.key}.svg`).sort());
  });

  it('labels each icon and draws it in the one 48x48 style', () => {
    for (const icon of PERMISSION_TILE_ICONS) {
      const svg = readFileSync(path.join(dir, `${icon.key}.svg`), 'utf8');
      expect(svg, icon.key).toContain('viewBox="0 0 48 48"');
      expect(svg, icon.key).toContain(`<title>${icon.label}</title>`);
      expect(svg, icon.key).not.toMatch(/<script|<image|href=/i);
    }
  });
});
