import { describe, expect, it } from 'vitest';
import { PopupType } from '../../../schemas/actions';
import { POPUP_SCREEN_IDS, popupScreenFor } from './popup-screen';

describe('popupScreenFor', () => {
  it('opens a popup screen of its own for every popup type but custom, which opens its screenId', () => {
    const types = PopupType.anyOf.map((literal) => literal.const);
    for (const type of types.filter((popupType) => popupType !== 'custom'))
      expect(Object.keys(POPUP_SCREEN_IDS)).toContain(type);
    expect(popupScreenFor('confirmation', undefined)).toBe('confirmation-popup');
    expect(popupScreenFor('reasoning', undefined)).toBe('generic-reasoning-popup');
    expect(popupScreenFor('custom', 'fine-details')).toBe('fine-details');
    expect(popupScreenFor('information', 'fine-details')).toBe('fine-details');
  });
});
