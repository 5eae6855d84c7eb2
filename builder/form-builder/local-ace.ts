// Ace, the code editor of Form.io's own settings dialogs (JSON and JavaScript fields), from the app's
// bundle: Form.io otherwise fetches it from its CDN, which the portal's content security policy refuses.
// Form.io looks for `window.ace` before fetching, so this module only has to put it there with the modes
// and theme it asks for. Ace's syntax-check workers are off: they too would be fetched from elsewhere.
import ace from 'ace-builds';
import 'ace-builds/src-noconflict/mode-json';
import 'ace-builds/src-noconflict/mode-javascript';
import 'ace-builds/src-noconflict/mode-html';
import 'ace-builds/src-noconflict/theme-xcode';

ace.config.setDefaultValue('session', 'useWorker', false);
(window as unknown as { ace: typeof ace }).ace = ace;
