import { describe, expect, it } from 'vitest';
import { isEcho, rememberSent } from './sent-texts';

describe('sent texts', () => {
  it('takes a late echo of an older text as an echo, not as a change to write in', () => {
    const sent: string[] = [];
    rememberSent(sent, 'd');
    rememberSent(sent, 'da');
    rememberSent(sent, 'dat');
    expect(isEcho(sent, 'd')).toBe(true);
    expect(sent).toEqual(['da', 'dat']);
    expect(isEcho(sent, 'dat')).toBe(true);
    expect(sent).toEqual([]);
  });

  it('takes any other value as a change made elsewhere and forgets what was sent', () => {
    const sent: string[] = [];
    rememberSent(sent, 'a');
    expect(isEcho(sent, 'b')).toBe(false);
    expect(sent).toEqual([]);
  });
});
