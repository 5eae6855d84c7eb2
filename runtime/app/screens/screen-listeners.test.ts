import { describe, expect, it } from 'vitest';
import { comesFrom } from './screen-listeners';

describe('comesFrom', () => {
  it('recognises the widget in the payload shapes Form.io emits', () => {
    expect(comesFrom({ changed: { component: { key: 'amount' } } }, 'amount')).toBe(true);
    expect(comesFrom({ component: { key: 'amount' } }, 'amount')).toBe(true);
    expect(comesFrom({ instance: { component: { key: 'amount' } } }, 'amount')).toBe(true);
    expect(comesFrom({ changed: { component: { key: 'other' } } }, 'amount')).toBe(false);
    expect(comesFrom(undefined, 'amount')).toBe(false);
  });
});
