import { describe, expect, it } from 'vitest';
import { withAppliedSettings } from './applied-settings';

describe('settings applied from "Advanced settings…"', () => {
  const dialog = { key: 'fines', label: 'Fines', tooltip: 'What is owed', hidden: false, input: true };

  it('lose what the editor removed of what it was given', () => {
    const given = ['key', 'label', 'tooltip'];
    expect(withAppliedSettings(dialog, given, { key: 'fines', label: 'Fines owed' })).toEqual({
      key: 'fines',
      label: 'Fines owed',
      hidden: false,
      input: true,
    });
  });

  it('keep what the editor was not given, and take what it added', () => {
    expect(withAppliedSettings(dialog, ['key'], { key: 'fines', customClass: 'wide' })).toEqual({
      ...dialog,
      customClass: 'wide',
    });
  });
});
