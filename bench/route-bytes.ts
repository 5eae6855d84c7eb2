// `node --import tsx bench/route-bytes.ts [--no-doc]`: what the browser downloads per route (issue 16,
// target 1). Chromium against the built portal (npm run build first) on a throw-away server; for each
// route, the JavaScript and CSS it loads, raw and compressed as the server sends them (brotli) and as
// gzip, and whether Form.io, its builder or Monaco is among them. Writes its section of
// docs/performance.md. Not part of npm test.
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { recordAssets, type LoadedAsset } from '../tests/e2e/loaded-assets';
import { E2E_DEMO_PASSWORD, startPortalServer } from '../tests/e2e/portal-server';
import { signInOnPage } from '../tests/e2e/sign-in-page';
import { writeDocSection } from './doc-section';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const MARKERS = {
  'Form.io': 'requireLibrary',
  'Form.io builder': 'component-edit-container',
  Monaco: 'monaco-editor',
  exceljs: 'ExcelJS',
};
const TARGETS: Record<string, string> = {
  'sign-in': '≤ 150 KB gzipped JavaScript',
  'court fine create (a Form.io screen)': '≤ 600 KB gzipped JavaScript',
};

interface Route {
  name: string;
  path: string;
  /** Who is signed in first (nobody for the sign-in page). */
  user?: string;
  /** What shows once the route is drawn. */
  ready: (page: Page) => Promise<unknown>;
}

const ROUTES: Route[] = [
  { name: 'sign-in', path: '/auth/db-login?dblogin', ready: (page) => page.getByLabel('Email').waitFor() },
  {
    name: 'court fine create (a Form.io screen)',
    path: '/app/court-fines/court-fine-create',
    user: 'clerk@ignite.local',
    ready: (page) => page.locator('.formio-form').first().waitFor(),
  },
  {
    name: 'court fines list (smart table)',
    path: '/app/court-fines/court-fine-list',
    user: 'clerk@ignite.local',
    ready: (page) => page.locator('.ignite-smart-table').first().waitFor(),
  },
  {
    name: 'form builder',
    path: '/forms/form-builder/court-fine-view',
    user: 'designer@ignite.local',
    ready: (page) => page.locator('[data-open-ms]').waitFor({ timeout: 60_000 }),
  },
  {
    name: 'screen settings (Monaco)',
    path: '/forms/form-builder/court-fine-actions/settings',
    user: 'designer@ignite.local',
    ready: (page) => page.getByRole('navigation', { name: 'Components' }).waitFor({ timeout: 60_000 }),
  },
];

interface Measured {
  name: string;
  scripts: number;
  raw: number;
  gzip: number;
  brotli: number;
  css: number;
  holds: string[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

async function measure(baseUrl: string, route: Route): Promise<Measured> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    // A fresh context a route: nothing cached from an earlier one.
    const page = await (await browser.newContext({ baseURL: baseUrl })).newPage();
    if (route.user) await signInOnPage(page, route.user, E2E_DEMO_PASSWORD);
    const bodies: LoadedAsset[] = recordAssets(page, MARKERS);
    const texts = new Map<string, Buffer>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        void response.body().then(
          (body) => texts.set(response.url(), body),
          () => undefined,
        );
    });
    await page.goto(route.path);
    await route.ready(page);
    await page.waitForLoadState('networkidle');
    const scripts = [...texts.values()];
    return {
      name: route.name,
      scripts: scripts.length,
      raw: scripts.reduce((sum, body) => sum + body.length, 0),
      gzip: scripts.reduce((sum, body) => sum + gzipSync(body).length, 0),
      brotli: scripts.reduce((sum, body) => sum + brotliCompressSync(body).length, 0),
      css: bodies.filter((asset) => asset.type === 'stylesheet').reduce((sum, a) => sum + a.bytes, 0),
      // Markers are names in code: a stylesheet may share a class name with a script.
      holds: [...new Set(bodies.filter((asset) => asset.type === 'script').flatMap((asset) => asset.holds))],
    };
  } finally {
    await browser.close();
  }
}

async function main() {
  const server = await startPortalServer({});
  const measured: Measured[] = [];
  try {
    for (const route of ROUTES) {
      const figures = await measure(server.baseUrl, route);
      measured.push(figures);
      console.log(
        `${figures.name}: ${figures.scripts} scripts, ${kb(figures.raw)} raw, ${kb(figures.gzip)} gzip, ` +
          `${kb(figures.brotli)} brotli; CSS ${kb(figures.css)}; holds ${figures.holds.join(', ') || 'none'}`,
      );
    }
  } finally {
    await server.stop();
  }
  if (process.argv.includes('--no-doc')) return;
  const rows = measured.map(
    (m) =>
      `| ${m.name} | ${m.scripts} | ${kb(m.raw)} | ${kb(m.gzip)} | ${kb(m.brotli)} | ${kb(m.css)} | ${m.holds.join(', ') || '—'} | ${TARGETS[m.name] ?? '—'} |`,
  );
  await writeDocSection(
    'route-bytes',
    `## What the browser downloads per route

Written by \`node --import tsx bench/route-bytes.ts\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.
Chromium with an empty cache for each route (signed in first where a user is named), against the built
portal. Scripts are counted as the route loads them after sign-in; gzip is Node's default level, brotli
its default quality (the server sends the brotli files written at build time). CSS is uncompressed.

| route | scripts | JS raw | JS gzip | JS brotli | CSS raw | holds | target |
| --- | --: | --: | --: | --: | --: | --- | --- |
${rows.join('\n')}

The sign-in page loads React, the router, the session code and the few PrimeReact parts the sign-in form
uses; Form.io, the custom components and the action runtime load with the first screen that shows a form
(\`runtime/app/form-runtime.ts\`), the shell with the first signed-in page, popups with the first popup, and
the builder, Form.io's builder and Monaco only under \`/forms\`. \`tests/e2e/portal-bundle.test.ts\` fails
if the sign-in page pulls in Form.io or either page passes its budget (150 and 600 KB gzipped); \`tests/e2e/builder-bundle.test.ts\` if a portal route pulls in the
builder.

**A Form.io screen** loads Form.io's renderer (the form-only entry, \`@formio/js/form\`), lodash and the
custom components' behaviour, but not what only some screens or only the builder need: the smart table's
grid (PrimeReact's DataTable and its views) loads with the first smart table drawn, the datetime calendar
(flatpickr) and the time zone data with the first calendar, DOMPurify's HTML toasts with the first HTML
toast, exceljs and Superset's SDK on first use. Screens check their configuration with validators compiled
ahead of time (no ajv compiler, no TypeBox), and the components' builder settings forms are given to them
by the builder only (\`components/edit-forms.ts\`). Libraries both Form.io and the app use come in one copy
(\`scripts/one-copy-libraries.ts\`: DOMPurify's ES build, one lodash), and the polyfills Form.io requires for
what the build's target browsers have built in (\`Object.fromEntries\`, \`AbortController\`) are left out
(\`scripts/drop-built-in-polyfills.ts\`, about 9 KB gzipped). \`tests/e2e/portal-bundle.test.ts\`
fails if a form screen loads the grid, the calendar, ajv, TypeBox, the settings forms or those polyfills.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
