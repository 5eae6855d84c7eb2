// The portal's routes (spec 000 §2).
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { AuthCallbackPage } from './auth/AuthCallbackPage';
import { LoginPage } from './auth/LoginPage';
import { RequireAuth } from './auth/RequireAuth';
import { MessagePage } from './pages/MessagePage';
import { ROUTES } from './routes';
import { FormRendererRoute } from './screens/FormRendererScreen';
import { setNavigator } from './services';
import { LoadingOverlay } from './shell/LoadingOverlay';
import { Shell } from './shell/Shell';

const router = createBrowserRouter([
  { path: '/', element: <Navigate to={ROUTES.landing} replace /> },
  {
    path: '/auth',
    children: [
      { path: 'login', element: <LoginPage /> },
      { path: 'db-login', element: <LoginPage /> },
      { path: 'saml/callback', element: <AuthCallbackPage /> },
      {
        path: 'access-denied',
        element: (
          <MessagePage
            title="Access denied"
            message="You do not have access to that page."
            link={{ to: ROUTES.landing, label: 'Go to my worklist' }}
          />
        ),
      },
    ],
  },
  {
    path: '/app',
    element: (
      <RequireAuth>
        <Shell />
      </RequireAuth>
    ),
    children: [
      { index: true, element: <Navigate to={ROUTES.landing} replace /> },
      {
        path: 'access-denied/landing-no-access',
        element: (
          <MessagePage
            title="No permissions yet"
            message="Your account has no roles in this portal. Ask your administrator for access."
          />
        ),
      },
      { path: ':slug/:formId/:id?', element: <FormRendererRoute /> },
    ],
  },
  {
    path: ROUTES.notFound,
    element: (
      <MessagePage
        title="Page not found"
        message="The page you asked for does not exist."
        link={{ to: ROUTES.landing, label: 'Go to my worklist' }}
      />
    ),
  },
  { path: '*', element: <Navigate to={ROUTES.notFound} replace /> },
]);

setNavigator((to) => void router.navigate(to));

export function App() {
  return (
    <>
      <RouterProvider router={router} />
      <LoadingOverlay />
    </>
  );
}
