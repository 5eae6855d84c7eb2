import 'bootstrap/dist/css/bootstrap.min.css';
import 'bootstrap-icons/font/bootstrap-icons.css';
import '@formio/js/dist/formio.form.min.css';
import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primeicons/primeicons.css';
import './styles/app.css';
import './primereact-z-index';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { PopupLayer } from './popups/PopupLayer';

// Form.io, the custom components and the action services load with the first form (form-runtime.ts).

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
    <PopupLayer />
  </StrictMode>,
);
