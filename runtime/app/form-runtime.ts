// What every Form.io form of the portal needs before it is created: the custom components registered
// and the action services provided (Form.io's CSS stays in main.tsx, ahead of the portal's own). Imported by the modules that create forms
// (FormioForm, the builder), so Form.io loads with the first screen that shows one and the sign-in and
// lock pages stay free of it. A module runs once: so does the registration.
import { Formio } from '@formio/js/form';
import { registerCustomComponents } from '../../components';
import { DOCUMENT_STORAGE, documentStorage } from '../../components/document-storage/document-storage';
import { registerStorageProvider } from '../../components/formio';
import { createActionServices } from './actions/action-services';
import { answerNoFormioUserQuickly } from './formio-user';
import { componentContext, provideActionServices } from './services';

provideActionServices((form) =>
  createActionServices(form, (form as { screenState?: Record<string, unknown> }).screenState),
);
registerCustomComponents(componentContext);
// File components store uploads in the documents API, with the session (the builder offers it too).
registerStorageProvider(DOCUMENT_STORAGE, documentStorage(componentContext.http));

answerNoFormioUserQuickly(Formio as unknown as Parameters<typeof answerNoFormioUserQuickly>[0]);
