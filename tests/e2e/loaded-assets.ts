// Records the scripts and stylesheets a page loads, with their size and which marker strings each holds
// (a marker is a string only one library's code holds, e.g. Form.io's builder).
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export interface LoadedAsset {
  url: string;
  type: 'script' | 'stylesheet';
  bytes: number;
  /** Its size gzipped at Node's default level (the server sends brotli, smaller still). */
  gzipBytes: number;
  /** The names of the markers the asset's text holds. */
  holds: string[];
}

/** Starts recording; the list fills as responses arrive (wait for the page to settle before reading). */
export function recordAssets(page: Page, markers: Record<string, string>): LoadedAsset[] {
  const loaded: LoadedAsset[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    void response.text().then(
      (text) =>
        loaded.push({
          url: response.url(),
          type,
          bytes: Buffer.byteLength(text),
          gzipBytes: gzipSync(text).length,
          holds: Object.entries(markers)
            .filter(([, marker]) => text.includes(marker))
            .map(([name]) => name),
        }),
      () => undefined,
    );
  });
  return loaded;
}

/** The key TypeBox marks its schemas with, as the minified code writes it. */
export const TYPEBOX_MARKER = '"~kind"';
/** A tooltip of the smart table's builder settings form (components/smart-table/edit-form.ts). */
export const SETTINGS_FORMS_MARKER = 'ISO code of a currency column';

/** The gzipped bytes of the scripts among `assets`. */
export const gzippedScripts = (assets: LoadedAsset[]): number =>
  assets.filter((asset) => asset.type === 'script').reduce((sum, asset) => sum + asset.gzipBytes, 0);
