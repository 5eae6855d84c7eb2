// The browser parts tests need in jsdom.
import { Formio } from '@formio/js/form';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Form.io fetches code and rich-text editors (ace, ckeditor, quill) from its CDN and polls for them every
// 200 ms. Tests have no network, so the poll would outlive the test environment and fail the run with
// "window is not defined": mark them as loading, and textareas stay plain textareas.
const libraries = (Formio as unknown as { libraries: Record<string, unknown> }).libraries;
for (const name of ['ace', 'ckeditor', 'quill']) libraries[name] ??= { ready: new Promise(() => undefined) };

// jsdom lacks matchMedia, which inputmask (pulled in by Form.io) needs.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// find* and waitFor wait up to 1 s by default: on a busy two-core machine, PrimeReact's overlays and
// Form.io's redraws can take longer to appear than that, and a test would fail for the load alone.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);
