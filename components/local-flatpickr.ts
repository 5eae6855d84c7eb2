// flatpickr, the calendar of Form.io's datetime component, from the app's bundle: Form.io otherwise
// fetches it (script and CSS) from its CDN, which the portal's content security policy refuses, and the
// calendar never opens. Form.io asks for it through Formio.requireLibrary, which answers at once once
// `window.flatpickr` is set (skipping the CDN's CSS too); so the first ask loads it from the bundle and
// screens without a calendar never load it.
import { Formio } from '@formio/js/form';

const FLATPICKR_LIBRARIES = new Set(['flatpickr', 'flatpickr-css']);
const requireLibrary = Formio.requireLibrary.bind(Formio);

Formio.requireLibrary = (name: string, ...rest: unknown[]) =>
  FLATPICKR_LIBRARIES.has(name)
    ? import('./flatpickr-library').then(() => requireLibrary(name, ...rest))
    : requireLibrary(name, ...rest);
