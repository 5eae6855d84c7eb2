import 'bootstrap/dist/css/bootstrap.min.css';
import 'bootstrap-icons/font/bootstrap-icons.css';
import '@formio/js/dist/formio.form.min.css';
import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primeicons/primeicons.css';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerCustomComponents } from '../../components';
import { App } from './App';
import { PopupHost } from './popups/PopupHost';
import { createActionServices } from './actions/action-services';
import { componentContext, provideActionServices } from './services';

// Every custom component is registered before the first form is created.
provideActionServices((form) =>
  createActionServices(form, (form as { screenState?: Record<string, unknown> }).screenState),
);
registerCustomComponents(componentContext);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
    <PopupHost />
  </StrictMode>,
);
