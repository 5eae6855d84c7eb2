import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, otpauthUri, totp, verifyTotp } from './totp';

const RFC4226_KEY = Buffer.from('12345678901234567890');

describe('HOTP (RFC 4226 appendix D)', () => {
  it('answers the test vectors for counters 0 to 9', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(RFC4226_KEY, counter))).toEqual(expected);
  });
});

describe('TOTP (RFC 6238 appendix B)', () => {
  const keys = {
    sha1: Buffer.from('12345678901234567890'),
    sha256: Buffer.from('12345678901234567890123456789012'),
    sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
  } as const;
  const vectors: [number, string, string, string][] = [
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ];
  it.each(vectors)(
    'at %i s answers the 8-digit codes of SHA1, SHA256 and SHA512',
    (time, sha1, sha256, sha512) => {
      expect(totp(keys.sha1, time, 8, 'sha1')).toBe(sha1);
      expect(totp(keys.sha256, time, 8, 'sha256')).toBe(sha256);
      expect(totp(keys.sha512, time, 8, 'sha512')).toBe(sha512);
    },
  );
});

describe('verifyTotp', () => {
  const key = RFC4226_KEY;
  const now = 1_111_111_111;
  it('accepts the code of this step and of the steps next to it, once', () => {
    const step = Math.floor(now / 30);
    expect(verifyTotp(key, totp(key, now), now)).toBe(step);
    expect(verifyTotp(key, totp(key, now - 30), now)).toBe(step - 1);
    expect(verifyTotp(key, totp(key, now + 30), now)).toBe(step + 1);
    expect(verifyTotp(key, totp(key, now - 90), now)).toBeNull();
    expect(verifyTotp(key, totp(key, now), now, { afterStep: step })).toBeNull();
  });
  it('refuses anything but six digits', () => {
    expect(verifyTotp(key, '12345', now)).toBeNull();
    expect(verifyTotp(key, 'abcdef', now)).toBeNull();
  });
});

describe('base32 and otpauth URIs', () => {
  it('round-trips and matches RFC 4648 vectors', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    expect(base32Decode('mzxw 6ytb oi').toString()).toBe('foobar');
    expect(() => base32Decode('1')).toThrow();
  });
  it('builds the Key Uri Format', () => {
    expect(otpauthUri('MZXW6YTBOI', 'admin@ignite.local', 'Ignite Portal')).toBe(
      'otpauth://totp/Ignite%20Portal:admin%40ignite.local?secret=MZXW6YTBOI&issuer=Ignite+Portal&algorithm=SHA1&digits=6&period=30',
    );
  });
});
