// flatpickr, the calendar of Form.io's datetime component, from the app's bundle: Form.io otherwise
// fetches it (script and CSS) from its CDN, which the portal's content security policy refuses, and the
// calendar never opens. Form.io looks for `window.flatpickr` before fetching and then skips its CSS too,
// so this module puts the library there and brings the CSS itself.
import flatpickr from 'flatpickr';
import 'flatpickr/dist/flatpickr.min.css';

(window as unknown as { flatpickr: typeof flatpickr }).flatpickr = flatpickr;
