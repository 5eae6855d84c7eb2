import { describe, expect, it } from 'vitest';
import { avatarDataUrl, avatarSvg, initialsOf } from './avatar';

describe('avatar', () => {
  it('takes the initials of the first and last name parts split on plus signs', () => {
    expect(initialsOf('Clara', 'Clerk')).toBe('CC');
    expect(initialsOf('Mary+Ann', 'Tan')).toBe('MT');
    expect(initialsOf('mary ann', 'lee+wong')).toBe('MW');
    expect(initialsOf('Cher', '')).toBe('C');
    expect(initialsOf(undefined, undefined)).toBe('?');
    expect(initialsOf('Élodie', 'Ñúñez')).toBe('ÉÑ');
  });

  it('draws a 250×250 image with the initials, as a data URL', () => {
    const svg = avatarSvg('Ada', 'Admin');
    expect(svg).toContain('width="250" height="250"');
    expect(svg).toContain('>AA</text>');
    expect(avatarSvg('Ada', 'Admin')).toBe(svg);
    expect(avatarDataUrl('Ada', 'Admin')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    expect(avatarSvg('<b>', 'x')).toContain('&#60;X</text>');
  });
});
