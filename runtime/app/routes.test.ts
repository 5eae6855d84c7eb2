import { describe, expect, it } from 'vitest';
import { screenFormIdOfUrl } from '../core/screen-url';
import { ROUTES } from './routes';

describe('ROUTES', () => {
  // Retirement and the unknown-form-id lint read navigations through screenFormIdOfUrl: the app's own
  // pages must not read as screens, or a navigation to My Profile would be "a form that does not exist".
  it("opens no form at the app's own pages, and the landing screen's form at the landing", () => {
    const pages = [
      ROUTES.noPermission,
      ROUTES.myProfile,
      ROUTES.otpValidation,
      ROUTES.requestAccess,
      ROUTES.privacyStatement,
      ROUTES.termsAndConditions,
      ROUTES.myDashboard,
      ROUTES.inactiveUser,
      ROUTES.screenLock,
    ];
    for (const page of pages) expect(screenFormIdOfUrl(page), page).toBeUndefined();
    expect(screenFormIdOfUrl(ROUTES.landing)).toBe('my-workflow-items');
  });
});
