import { describe, expect, it } from 'vitest';
import { screenTypeWithout, settingsNotOffered } from './settings-by-type';

describe('screen configuration settings by screen type (spec 000 §5)', () => {
  it('names the one type a setting is not offered on', () => {
    expect(screenTypeWithout('retrievalUrl')).toBe('create');
    expect(screenTypeWithout('errorPopup')).toBe('view');
    expect(screenTypeWithout('aclResource')).toBeUndefined();
  });

  it('leaves out what the type is not offered, unless the configuration holds it', () => {
    expect(settingsNotOffered({ screenType: 'view' })).toEqual([
      'submissionUrl',
      'redirectUrlAfterSubmission',
      'navigateViaBrowser',
      'submitSuccessPopup',
      'errorPopup',
    ]);
    expect(settingsNotOffered({ screenType: 'view', errorPopup: { message: 'x' } })).not.toContain(
      'errorPopup',
    );
    expect(settingsNotOffered({ screenType: 'create' })).toEqual(['retrievalUrl']);
    expect(settingsNotOffered({ screenType: 'action' })).toEqual([]);
    expect(settingsNotOffered({})).toEqual([]);
  });
});
