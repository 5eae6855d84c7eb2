// The ten themes (spec 000 §9, 001 §3.11) and the zoom range (spec 000 §5, §9). A theme sets the CSS
// variables the portal's styles use (--ignite-primary, --ignite-primary-dark, --ignite-primary-soft, the
// text colour on the primary colour, and the primary colour as text on the page's light backgrounds);
// its cssRef is the class put on the document element. Every text colour reads at least 4.5:1 (WCAG AA)
// on what it stands on: themes.test.tsx measures each.
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
  /** The primary colour as text (links, breadcrumbs, icons) on white, the grey page and primarySoft. */
  primaryText: string;
  /** The darker text of hovered links, chips and highlighted items, on the same backgrounds. */
  primaryTextDark: string;
}

interface LightThemeColours {
  /** Near-black text on a light primary colour. */
  onPrimary?: string;
  /** Text colours where the primary colours themselves are too light to read on white. */
  primaryText?: string;
  primaryTextDark?: string;
}

const theme = (
  id: string,
  title: string,
  primary: string,
  primaryDark: string,
  primarySoft: string,
  light: LightThemeColours = {},
): Theme => ({
  id,
  title,
  cssRef: `theme-${id}`,
  isDefault: id === 'red',
  primary,
  primaryDark,
  primarySoft,
  onPrimary: light.onPrimary ?? '#ffffff',
  primaryText: light.primaryText ?? primary,
  primaryTextDark: light.primaryTextDark ?? primaryDark,
});

const NEAR_BLACK = '#1f1f1f';

export const THEMES: readonly Theme[] = [
  theme('red', 'Red', '#b71c1c', '#8e1414', '#fdecea'),
  theme('blue', 'Blue', '#1565c0', '#0d47a1', '#e3f0fc'),
  theme('green', 'Green', '#2e7d32', '#1b5e20', '#e8f5e9'),
  theme('purple', 'Purple', '#6a1b9a', '#4a148c', '#f3e5f5'),
  theme('pink', 'Pink', '#c2185b', '#880e4f', '#fce4ec'),
  theme('orange-dark', 'Orange Dark', '#b3360e', '#962b09', '#fbe9e7', {
    primaryText: '#a52f0a',
    primaryTextDark: '#8f2a09',
  }),
  theme('orange-light', 'Orange Light', '#ffa726', '#f57c00', '#fff3e0', {
    onPrimary: NEAR_BLACK,
    primaryText: '#8a4700',
    primaryTextDark: '#7a3f00',
  }),
  theme('indigo', 'Indigo', '#283593', '#1a237e', '#e8eaf6'),
  theme('light-green', 'Light Green', '#8bc34a', '#689f38', '#f1f8e9', {
    onPrimary: NEAR_BLACK,
    primaryText: '#33691e',
    primaryTextDark: '#2e5e1b',
  }),
  theme('yellow', 'Yellow', '#fdd835', '#f9a825', '#fffde7', {
    onPrimary: NEAR_BLACK,
    primaryText: '#6b5900',
    primaryTextDark: '#5c4d00',
  }),
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
  root.style.setProperty('--ignite-primary-text', chosen.primaryText);
  root.style.setProperty('--ignite-primary-text-dark', chosen.primaryTextDark);
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
