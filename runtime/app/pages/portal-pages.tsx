// The portal's own pages, loaded lazily with the portal area.
export { NoPermissionPage } from './NoPermissionPage';
export { OtpValidationPage } from './OtpValidationPage';
export { ProfilePage } from './ProfilePage';
export { RequestAccessPage } from './RequestAccessPage';
export { PrivacyStatementPage, TermsPage } from './StaticPages';
