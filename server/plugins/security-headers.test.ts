import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

describe('securityHeaders', () => {
  it("gives helmet's headers with the policy's directives", () => {
    const headers = securityHeaders({
      contentSecurityPolicy: {
        directives: { defaultSrc: ["'self'"], frameSrc: ["'self'", 'https://bi.example'] },
      },
    });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-src 'self' https://bi.example");
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'referrer-policy': 'no-referrer',
    });
  });

  it('leaves out what the options turn off', () => {
    const headers = securityHeaders({ contentSecurityPolicy: false, frameguard: false });
    expect(headers).not.toHaveProperty('content-security-policy');
    expect(headers).not.toHaveProperty('x-frame-options');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });
});
