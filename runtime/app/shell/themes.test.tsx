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
    expect([...root.classList]).toEqual(['theme-green']);
    expect(root.dataset.theme).toBe('green');
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
