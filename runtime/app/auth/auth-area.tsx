// The authentication area, loaded lazily (spec 000 §2: auth/*).
import { MessagePage } from '../pages/MessagePage';
import { ROUTES } from '../routes';

export { AuthCallbackPage } from './AuthCallbackPage';
export { LoginPage } from './LoginPage';

export function AccessDeniedPage() {
  return (
    <MessagePage
      title="Access denied"
      message="You do not have access to that page. If you need it, ask for access from the Request Access page."
      link={{ to: ROUTES.landing, label: 'Go to my worklist' }}
    />
  );
}
