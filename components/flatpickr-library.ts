// flatpickr with its CSS, from the app's bundle, put where Form.io looks for it (`window.flatpickr`).
// Loaded by local-flatpickr.ts when the first calendar asks for it.
import flatpickr from 'flatpickr';
import 'flatpickr/dist/flatpickr.min.css';

(window as unknown as { flatpickr: typeof flatpickr }).flatpickr = flatpickr;
