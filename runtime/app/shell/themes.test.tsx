import { describe, expect, it } from 'vitest';
import { applyTheme, clampZoom, DEFAULT_THEME, stepZoom, themeById, THEMES } from './themes';

describe('themes', () => {
  it('are the ten of the spec, red the default, each with id, title, cssRef and isDefault', () => {
    expect(THEMES.map((theme) => theme.title)).toEqual([
      'Red',
      'Blue',
      'Green',
      'Purple',
      'Pink',
      'Orange Dark',
      'Orange Light',
      'Indigo',
      'Light Green',
      'Yellow',
    ]);
    expect(DEFAULT_THEME.id).toBe('red');
    expect(THEMES.filter((theme) => theme.isDefault)).toHaveLength(1);
    expect(new Set(THEMES.map((theme) => theme.cssRef)).size).toBe(10);
    expect(themeById('nonsense')).toBe(DEFAULT_THEME);
  });

  it('set the CSS variables and the class of the chosen theme only', () => {
    const root = document.createElement('html');
    applyTheme(themeById('blue'), root);
    applyTheme(themeById('green'), root);
    expect(root.style.getPropertyValue('--ignite-primary')).toBe('#2e7d32');
    expect(root.style.getPropertyValue('--ignite-primary-dark')).toBe('#1b5e20');
    expect(root.style.getPropertyValue('--ignite-primary-soft')).toBe('#e8f5e9');
    expect(root.style.getPropertyValue('--ignite-primary-text')).toBe('#2e7d32');
    applyTheme(themeById('yellow'), root);
    expect(root.style.getPropertyValue('--ignite-primary-text')).toBe('#6b5900');
    expect(root.style.getPropertyValue('--ignite-primary-text-dark')).toBe('#5c4d00');
    applyTheme(themeById('green'), root);
    expect([...root.classList]).toEqual(['theme-green']);
    expect(root.dataset.theme).toBe('green');
  });
});

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The page's grey background (app.css `body`). */
const PAGE_GREY = '#f4f5f7';

describe('every theme reads at WCAG AA (4.5:1 for text)', () => {
  it.each(THEMES.map((theme) => [theme.id, theme] as const))('%s', (_id, theme) => {
    const pairs: [string, string, string][] = [
      ['text on the primary colour', theme.onPrimary, theme.primary],
      ['text on the dark primary colour (hover)', theme.onPrimary, theme.primaryDark],
      ...[theme.primaryText, theme.primaryTextDark].flatMap((text): [string, string, string][] => [
        [`${text} on white`, text, '#ffffff'],
        [`${text} on the grey page`, text, PAGE_GREY],
        [`${text} on the soft primary colour`, text, theme.primarySoft],
      ]),
    ];
    const failing = pairs
      .map(([what, a, b]) => `${what}: ${contrast(a, b).toFixed(2)}`)
      .filter((line) => Number(line.split(': ').pop()) < 4.5);
    expect(failing).toEqual([]);
  });
});

describe('zoom', () => {
  it('is clamped between 0.5 and 1.5 in steps of 0.1, default 1.0', () => {
    expect(clampZoom(undefined)).toBe(1);
    expect(clampZoom(0.2)).toBe(0.5);
    expect(clampZoom(7)).toBe(1.5);
    expect(clampZoom(1.23)).toBe(1.2);
    expect(stepZoom(1, 1)).toBe(1.1);
    expect(stepZoom(0.5, -1)).toBe(0.5);
    expect(stepZoom(1.5, 1)).toBe(1.5);
    let zoom = 1;
    for (let i = 0; i < 3; i++) zoom = stepZoom(zoom, 1);
    expect(zoom).toBe(1.3);
  });
});
