// Designer CSS text ('width: 4rem; text-align: right') as a React style object.
import type { CSSProperties } from 'react';

export function styleFromCss(css: string | undefined): CSSProperties | undefined {
  if (!css?.trim()) return undefined;
  const style: Record<string, string> = {};
  for (const declaration of css.split(';')) {
    const at = declaration.indexOf(':');
    if (at < 0) continue;
    const property = declaration.slice(0, at).trim();
    const value = declaration.slice(at + 1).trim();
    if (!property || !value) continue;
    const name = property.startsWith('--')
      ? property
      : property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    style[name] = value;
  }
  return Object.keys(style).length > 0 ? (style as CSSProperties) : undefined;
}
