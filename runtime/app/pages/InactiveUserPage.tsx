// After single sign-on for an account that is unknown or inactive here (no guard: nobody is signed in).
import { ROUTES } from '../routes';
import { MessagePage } from './MessagePage';

export function InactiveUserPage() {
  return (
    <MessagePage
      title="Account not active"
      message="You signed in, but your account is not an active user of the Integrated Finance Administration System. Ask your administrator to create or activate it."
      link={{ to: ROUTES.login, label: 'Back to sign-in' }}
    />
  );
}
