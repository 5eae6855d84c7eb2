// The avatar (spec 000 §2, §9): a 250×250 image drawn from the initials of the user's name parts, the
// name being first and last name joined and split on plus signs (and spaces), as the original service
// took it. Made here as an SVG data URL: no external image service.
export const AVATAR_SIZE = 250;

const PALETTE = [
  '#b71c1c',
  '#1565c0',
  '#2e7d32',
  '#6a1b9a',
  '#c2185b',
  '#d84315',
  '#00838f',
  '#283593',
  '#558b2f',
  '#5d4037',
];

export function initialsOf(firstName: string | undefined, lastName: string | undefined): string {
  const parts = `${firstName ?? ''}+${lastName ?? ''}`
    .split(/[+\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return '?';
  const letters = parts.length === 1 ? [parts[0]!] : [parts[0]!, parts[parts.length - 1]!];
  return letters.map((part) => [...part][0]!.toUpperCase()).join('');
}

function colourOf(text: string): string {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function avatarSvg(
  firstName: string | undefined,
  lastName: string | undefined,
  size = AVATAR_SIZE,
): string {
  const initials = initialsOf(firstName, lastName);
  const background = colourOf(`${firstName ?? ''} ${lastName ?? ''}`);
  const fontSize = Math.round(size * (initials.length > 1 ? 0.4 : 0.5));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" fill="${background}"/>` +
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" fill="#ffffff" font-family="Segoe UI, Helvetica, Arial, sans-serif" font-size="${fontSize}" font-weight="600">${escapeXml(initials)}</text>` +
    `</svg>`
  );
}

export function avatarDataUrl(firstName: string | undefined, lastName: string | undefined): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(avatarSvg(firstName, lastName))}`;
}
