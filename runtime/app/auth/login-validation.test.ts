import { describe, expect, it } from 'vitest';
import { validateLogin } from './login-validation';

describe('validateLogin', () => {
  it('requires both fields with the spec messages', () => {
    expect(validateLogin('', '')).toEqual({ email: 'Email is required', password: 'Password is required' });
  });
  it('accepts a 2 to 4 letter top-level domain only', () => {
    expect(validateLogin('a.b@court.gov.sg', 'x')).toEqual({});
    expect(validateLogin('a@court.info', 'x')).toEqual({});
    expect(validateLogin('a@court.s', 'x').email).toBe('Invalid Email');
    expect(validateLogin('a@court.courts', 'x').email).toBe('Invalid Email');
    expect(validateLogin('clerk@ignite.local', 'x')).toEqual({});
    expect(validateLogin('no-at-sign', 'x').email).toBe('Invalid Email');
  });
});
