// One-time codes for elevating permissions: HOTP (RFC 4226) and TOTP (RFC 6238) on node:crypto, with
// base32 secrets (RFC 4648) and otpauth:// URIs as authenticator apps read them.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export type HmacAlgorithm = 'sha1' | 'sha256' | 'sha512';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`"${char}" is not a base32 character`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** HOTP (RFC 4226 §5.3): HMAC of the 8-byte counter, dynamically truncated to `digits` digits. */
export function hotp(
  key: Uint8Array,
  counter: number,
  digits = TOTP_DIGITS,
  algorithm: HmacAlgorithm = 'sha1',
) {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The TOTP time step (RFC 6238 §4.2) of a moment. */
export const timeStep = (unixSeconds: number, period = TOTP_PERIOD_SECONDS) =>
  Math.floor(unixSeconds / period);

export function totp(
  key: Uint8Array,
  unixSeconds: number,
  digits = TOTP_DIGITS,
  algorithm: HmacAlgorithm = 'sha1',
) {
  return hotp(key, timeStep(unixSeconds), digits, algorithm);
}

/**
 * Checks a code against the steps around now (±`window`) and answers the matching step, or null.
 * Callers refuse steps at or below the last one used, so that a code works once.
 */
export function verifyTotp(
  key: Uint8Array,
  code: string,
  unixSeconds: number,
  { window = 1, afterStep = -1 }: { window?: number; afterStep?: number } = {},
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const now = timeStep(unixSeconds);
  for (let step = now - window; step <= now + window; step++) {
    if (step <= afterStep) continue;
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code))) return step;
  }
  return null;
}

export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The otpauth:// URI (Key Uri Format) an authenticator app reads from a QR code or a paste. */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
