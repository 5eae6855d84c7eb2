// The portal's styles, so components look as they do in a screen.
import 'bootstrap/dist/css/bootstrap.min.css';
import 'bootstrap-icons/font/bootstrap-icons.css';
import '@formio/js/dist/formio.form.min.css';
import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primeicons/primeicons.css';
import '../runtime/app/styles/app.css';
import type { Preview } from '@storybook/react-vite';
import { loadScriptSandbox } from '../runtime/core/script-sandbox';

const preview: Preview = {
  parameters: { layout: 'padded', controls: { disable: true } },
  tags: ['autodocs'],
  // Designer scripts and templates with code run in the sandbox, as in a screen that has them.
  beforeAll: async () => {
    await loadScriptSandbox();
  },
};

export default preview;
