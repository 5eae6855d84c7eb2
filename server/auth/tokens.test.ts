import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from './tokens';

const SECRET = 'a-secret-that-is-long-enough-for-hs256-0123456789';
afterEach(() => vi.restoreAllMocks());

describe('TokenService', () => {
  it('verifies a token again from memory, with the same claims', async () => {
    const tokens = new TokenService(SECRET, 60);
    const token = await tokens.issue('user-1', { elevatedUntil: 5 });
    const first = await tokens.verify(token);
    expect(first).toMatchObject({ sub: 'user-1', elevatedUntil: 5 });
    expect(await tokens.verify(token)).toBe(first);
  });

  it('refuses a remembered token once it has expired', async () => {
    const tokens = new TokenService(SECRET, 60);
    const token = await tokens.issue('user-1');
    await tokens.verify(token);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    await expect(tokens.verify(token)).rejects.toMatchObject({ errorCode: 'TOKEN_EXPIRED' });
  });

  it('refuses a token sent in another spelling than it was signed in (padding, stray bits)', async () => {
    const tokens = new TokenService(SECRET, 60);
    const token = await tokens.issue('user-1');
    const signature = token.split('.')[2]!;
    // The signature's last character carries 2 bits that no byte uses: its neighbour decodes the same.
    const last = signature.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const neighbour = alphabet[alphabet.indexOf(last) ^ 1]!;
    const respelt = [`${token}=`, `${token.slice(0, -1)}${neighbour}`, ` ${token}`, token.replace('.', '.=')];
    for (const spelling of respelt)
      await expect(tokens.verify(spelling), spelling).rejects.toMatchObject({ errorCode: 'TOKEN_INVALID' });
    expect(await tokens.verify(token)).toMatchObject({ sub: 'user-1' });
  });

  it('does not remember a token it refused', async () => {
    const tokens = new TokenService(SECRET, 60);
    const other = new TokenService('another-secret-that-is-long-enough-0123456789', 60);
    const forged = await other.issue('user-1');
    await expect(tokens.verify(forged)).rejects.toMatchObject({ errorCode: 'TOKEN_INVALID' });
    await expect(tokens.verify(forged)).rejects.toMatchObject({ errorCode: 'TOKEN_INVALID' });
  });
});
