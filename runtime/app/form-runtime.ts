// What every Form.io form of the portal needs before it is created: the custom components registered
// and the action services provided (Form.io's CSS stays in main.tsx, ahead of the portal's own). Imported by the modules that create forms
// (FormioForm, the builder), so Form.io loads with the first screen that shows one and the sign-in and
// lock pages stay free of it. A module runs once: so does the registration.
import { Formio } from '@formio/js/form';
import { registerCustomComponents } from '../../components';
import { createActionServices } from './actions/action-services';
import { componentContext, provideActionServices } from './services';

provideActionServices((form) =>
  createActionServices(form, (form as { screenState?: Record<string, unknown> }).screenState),
);
registerCustomComponents(componentContext);

// Form.io reads its own signed-in user (evalContext's `user`) several times per component drawn: eight
// times per text field. With none stored, its getUser throws and catches a JSON error and then reads the
// cookies, each time. The portal stores no Form.io user, so answer the same null without the throw while
// nothing is stored and there are no cookies; anything else goes to Form.io's own.
const formioGetUser = Formio.getUser.bind(Formio);
Formio.getUser = (options?: { namespace?: string }) => {
  try {
    const name = `${options?.namespace || Formio.namespace || 'formio'}User`;
    const storage = localStorage.getItem('useSessionToken') ? sessionStorage : localStorage;
    if (storage.getItem(name) === null && document.cookie === '') return null;
  } catch {
    // storage not readable: Form.io's own answer
  }
  return formioGetUser(options);
};
