// The ten themes (spec 000 §9, 001 §3.11) and the zoom range (spec 000 §5, §9). A theme sets the CSS
// variables the portal's styles use (--ignite-primary, --ignite-primary-dark, --ignite-primary-soft and
// the text colour on the primary colour); its cssRef is the class put on the document element.
export interface Theme {
  id: string;
  title: string;
  cssRef: string;
  isDefault: boolean;
  primary: string;
  primaryDark: string;
  primarySoft: string;
  /** Text on the primary colour: white, or near-black for the light themes. */
  onPrimary: string;
}

const theme = (
  id: string,
  title: string,
  primary: string,
  primaryDark: string,
  primarySoft: string,
  onPrimary = '#ffffff',
): Theme => ({
  id,
  title,
  cssRef: `theme-${id}`,
  isDefault: id === 'red',
  primary,
  primaryDark,
  primarySoft,
  onPrimary,
});

export const THEMES: readonly Theme[] = [
  theme('red', 'Red', '#b71c1c', '#8e1414', '#fdecea'),
  theme('blue', 'Blue', '#1565c0', '#0d47a1', '#e3f0fc'),
  theme('green', 'Green', '#2e7d32', '#1b5e20', '#e8f5e9'),
  theme('purple', 'Purple', '#6a1b9a', '#4a148c', '#f3e5f5'),
  theme('pink', 'Pink', '#c2185b', '#880e4f', '#fce4ec'),
  theme('orange-dark', 'Orange Dark', '#d84315', '#bf360c', '#fbe9e7'),
  theme('orange-light', 'Orange Light', '#ffa726', '#f57c00', '#fff3e0', '#1f1f1f'),
  theme('indigo', 'Indigo', '#283593', '#1a237e', '#e8eaf6'),
  theme('light-green', 'Light Green', '#8bc34a', '#689f38', '#f1f8e9', '#1f1f1f'),
  theme('yellow', 'Yellow', '#fdd835', '#f9a825', '#fffde7', '#1f1f1f'),
];

export const DEFAULT_THEME = THEMES.find((item) => item.isDefault)!;

export function themeById(id: unknown): Theme {
  return THEMES.find((item) => item.id === id) ?? DEFAULT_THEME;
}

export function applyTheme(chosen: Theme, root: HTMLElement = document.documentElement): void {
  for (const item of THEMES) root.classList.remove(item.cssRef);
  root.classList.add(chosen.cssRef);
  root.dataset.theme = chosen.id;
  root.style.setProperty('--ignite-primary', chosen.primary);
  root.style.setProperty('--ignite-primary-dark', chosen.primaryDark);
  root.style.setProperty('--ignite-primary-soft', chosen.primarySoft);
  root.style.setProperty('--ignite-on-primary', chosen.onPrimary);
}

export const ZOOM = { min: 0.5, max: 1.5, step: 0.1, default: 1 } as const;

/** Clamped to 0.5–1.5 on the 0.1 grid; anything unreadable is the default 1.0. */
export function clampZoom(value: unknown): number {
  const number = typeof value === 'number' && Number.isFinite(value) ? value : ZOOM.default;
  return Math.min(ZOOM.max, Math.max(ZOOM.min, Math.round(number * 10) / 10));
}

export function stepZoom(value: unknown, direction: 1 | -1): number {
  return clampZoom(clampZoom(value) + direction * ZOOM.step);
}
