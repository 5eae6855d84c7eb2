// `node --import tsx bench/form-render.ts [--runs 10] [--no-doc] [--sizes 200,500]`: a screen of 200 and of
// 500 text fields in the portal against Form.io's own createForm on the same components (issue 16, target 5).
// Builds the portal into /tmp/dist-formbench, starts the real server on it, and in one Chromium session
// interleaves portal and raw Form.io runs on fresh pages: navigation (resp. createForm) to interactive, and
// keystrokes to the next frame. One CPU profile of each side says where the portal's extra time goes.
// Writes the form-render section of docs/performance.md. Not part of npm test.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { client, signIn } from '../tests/helpers/api-client';
import { E2E_DEMO_PASSWORD, startPortalServer } from '../tests/e2e/portal-server';
import { signInOnPage } from '../tests/e2e/sign-in-page';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';
import { writeDocSection } from './doc-section';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = '/tmp/dist-formbench';
const VIEWPORT = { width: 1366, height: 850 };
const KEYSTROKES = 20;
const TARGET_RATIO = 1.1;
const CATEGORY = 'form-bench';
const DESIGNER = 'designer@ignite.local';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

const runs = Number(option('--runs', '10'));
const sizes = option('--sizes', '200,500').split(',').map(Number);
const writeDoc = !process.argv.includes('--no-doc');
if (!Number.isSafeInteger(runs) || runs < 1) throw new Error('--runs must be a positive whole number');
if (sizes.some((size) => !Number.isSafeInteger(size) || size < 2))
  throw new Error('--sizes must be whole numbers');

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 1 : 0)} ms` : '–');

/** The same text fields on both sides; the portal's form adds its screen configuration in front. */
function textFields(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    type: 'textfield',
    key: `field${index + 1}`,
    label: `Field ${index + 1}`,
    input: true,
    tableView: true,
  }));
}

const formId = (size: number) => `form-render-${size}`;

// In-page code is kept as plain strings: tsx would wrap named functions in a __name() the page lacks.

/**
 * The watcher: from the document's start, one check per animation frame (in a requestAnimationFrame
 * callback, so a frame is recorded only once the main thread is free to draw it). A frame is "ok" when the
 * expected number of text inputs is in the document, none disabled and none under the portal's
 * `.ignite-form--building` (hidden until its data is in). Each frame keeps the last input element, so that a
 * redraw after the first ok frame (new elements) is seen: interactive is the first ok frame whose inputs
 * are the ones still there at the end.
 */
const WATCHER = `(() => {
  if (window.__bench) return;
  const bench = (window.__bench = { frames: [], keys: [], current: null, watching: true, expected: 0 });
  const selector = 'input[name^="data["]';
  const check = () => {
    if (!bench.watching) return;
    const expected = bench.expected || window.__benchExpected || 0;
    const inputs = document.querySelectorAll(selector);
    const ok =
      expected > 0 &&
      inputs.length === expected &&
      !document.querySelector(selector + ':disabled') &&
      !document.querySelector('.ignite-form--building ' + selector);
    bench.frames.push({ t: performance.now(), ok, last: ok ? inputs[inputs.length - 1] : null });
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
  // After a frame's callbacks, style, layout and paint: a message posted from requestAnimationFrame.
  const afterFrame = (record, field) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { record[field] = performance.now(); };
      channel.port2.postMessage(null);
    });
  };
  bench.afterFrame = afterFrame;
  document.addEventListener('keydown', (event) => {
    bench.current = { down: event.timeStamp };
    bench.keys.push(bench.current);
  }, true);
  document.addEventListener('input', () => {
    const record = bench.current;
    if (!record || record.input) return;
    record.input = performance.now();
    afterFrame(record, 'frame');
  }, true);
})();`;

/** The first ok frame whose last input is the one in the document now; answers its time (page clock). */
const INTERACTIVE_AT = `(() => {
  const bench = window.__bench;
  const inputs = document.querySelectorAll('input[name^="data["]');
  const last = inputs[inputs.length - 1];
  const frames = bench.frames;
  if (!frames.length || !frames[frames.length - 1].ok || frames[frames.length - 1].last !== last) return null;
  let at = frames.length - 1;
  while (at > 0 && frames[at - 1].ok && frames[at - 1].last === last) at--;
  return frames[at].t;
})()`;

/** Listens to the form's change event (Form.io emits it after its debounced change cycle). */
const WATCH_CHANGES = `(() => {
  const bench = window.__bench;
  const inputs = document.querySelectorAll('input[name^="data["]');
  const middle = inputs[Math.floor(inputs.length / 2)];
  const form = Object.values(window.Formio.forms).find((candidate) => candidate.element && candidate.element.contains(middle));
  if (!form) throw new Error('No Form.io form holds the inputs');
  form.on('change', () => {
    const record = bench.current;
    if (!record || !record.frame || record.change) return;
    record.change = performance.now();
    bench.afterFrame(record, 'changeFrame');
  });
  bench.watching = false;
  bench.frames = [];
  middle.focus();
  return document.activeElement === middle;
})()`;

interface Measure {
  /** Navigation (portal) or createForm (raw) to interactive. */
  interactive: number;
  /** Portal only: a navigation inside the app (the router, as a menu link) to interactive. */
  inApp?: number;
  /** Portal only: the form's JSON and Form.io's code both received (responseEnd) to interactive, on the page load. */
  fromJson?: number;
  /** Raw only: navigation to a page that loads Form.io and calls createForm, to interactive. */
  navigation?: number;
  /** Raw only: keydown to the next frame on a raw page that also has the portal's form-containment.css. */
  containedKeyFrame?: number[];
  /** Keydown to the frame after the input event, per keystroke. */
  keyFrame: number[];
  /** Keydown to the frame after Form.io's change event (its 100 ms debounce included). */
  changeFrame: number[];
}

type Side = 'portal' | 'raw';

async function waitInteractive(page: Page): Promise<number> {
  const handle = await page.waitForFunction(INTERACTIVE_AT, undefined, { timeout: 120_000, polling: 100 });
  // Stable: the same inputs a while later (a redraw after the first frame would replace them).
  await page.waitForTimeout(400);
  const at = (await page.evaluate(INTERACTIVE_AT)) as number | null;
  if (at === null) throw new Error('The form changed after it looked interactive');
  await handle.dispose();
  return at;
}

async function typeKeys(page: Page): Promise<{ keyFrame: number[]; changeFrame: number[] }> {
  const focused = await page.evaluate(WATCH_CHANGES);
  if (!focused) throw new Error('The middle field did not take the focus');
  for (let key = 1; key <= KEYSTROKES; key++) {
    await page.keyboard.type(String.fromCharCode(96 + ((key - 1) % 26) + 1));
    await page.waitForFunction(
      `window.__bench.keys.length === ${key} && window.__bench.keys[${key - 1}].changeFrame !== undefined`,
      undefined,
      { timeout: 30_000, polling: 20 },
    );
    await page.waitForTimeout(30);
  }
  const keys = (await page.evaluate('window.__bench.keys')) as {
    down: number;
    frame: number;
    changeFrame: number;
  }[];
  return {
    keyFrame: keys.map((key) => key.frame - key.down),
    changeFrame: keys.map((key) => key.changeFrame - key.down),
  };
}

/**
 * When the page had both the form's JSON and Form.io's code (the form runtime's chunk): the later of the two
 * resource entries' responseEnd (page clock). The JSON is asked for with the route, so it usually comes first.
 */
const jsonEndOf = (size: number) => `(() => {
  const last = (match) => {
    const entries = performance.getEntriesByType('resource').filter((e) => match(e.name));
    return entries.length ? entries[entries.length - 1].responseEnd : null;
  };
  const json = last((name) => name.includes('/api/ignite/application/${formId(size)}'));
  const code = last((name) => /\\/assets\\/form-runtime-[\\w-]+\\.js$/.test(name));
  return json === null || code === null ? null : Math.max(json, code);
})()`;

/** Navigates inside the app (as a menu link does: history and the router, no page load); answers the start. */
const routerNavigation = (to: string) => `(() => {
  const start = performance.now();
  window.__bench.frames = [];
  window.__bench.watching = true;
  window.history.pushState(null, '', '${to}');
  window.dispatchEvent(new PopStateEvent('popstate'));
  return start;
})()`;

/** A fresh page that expects `size` inputs (for the watcher), not opened yet. */
async function expectingPage(context: BrowserContext, size: number): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript({ content: `window.__benchExpected = ${size};` });
  return page;
}

/** A fresh page that expects `size` inputs (for the watcher), opened at `url`. */
async function openExpecting(context: BrowserContext, url: string, size: number): Promise<Page> {
  const page = await expectingPage(context, size);
  await page.goto(url);
  return page;
}

async function portalRun(context: BrowserContext, baseUrl: string, size: number): Promise<Measure> {
  const screen = `/app/${CATEGORY}/${formId(size)}`;
  const page = await openExpecting(context, `${baseUrl}${screen}`, size);
  try {
    const interactive = await waitInteractive(page);
    const jsonEnd = (await page.evaluate(jsonEndOf(size))) as number | null;
    // Then away to My Profile and back through the router: the app loaded, only the screen opens.
    await page.evaluate(routerNavigation('/app/users/my-profile'));
    await page.waitForFunction('!document.querySelector(\'input[name^="data["]\')');
    await page.waitForLoadState('networkidle');
    const start = (await page.evaluate(routerNavigation(screen))) as number;
    const inApp = (await waitInteractive(page)) - start;
    const keys = await typeKeys(page);
    return { interactive, inApp, fromJson: jsonEnd === null ? undefined : interactive - jsonEnd, ...keys };
  } finally {
    await page.close();
  }
}

/**
 * Form.io's own bundle and CSS, served by a small HTTP server of the bench's own with the headers the
 * portal's server sends (assets cached for a year, the page revalidated), so that both sides load from
 * Chromium's cache after the warm-up. (Answering through Playwright's routing would turn the browser
 * context's HTTP cache off, for the portal too.)
 */
interface RawServer {
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * Raw Form.io's page: Bootstrap, Form.io's CSS and bundle, and `script` after the form's element. With
 * `contained`, also the portal's layout containment of input components (its form element in the class the
 * rule looks for), to tell that CSS's share of a keystroke from the rest of the portal.
 */
function rawPage(script: string, { contained = false } = {}): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Form.io</title>' +
    '<link rel="stylesheet" href="/bootstrap.min.css">' +
    '<link rel="stylesheet" href="/formio.form.min.css">' +
    (contained ? '<link rel="stylesheet" href="/form-containment.css">' : '') +
    '<script src="/formio.form.min.js"></script></head>' +
    `<body><main class="container-fluid p-3"><div id="formio"${contained ? ' class="ignite-form"' : ''}></div></main>` +
    `${script}</body></html>`
  );
}

async function serveRawPage(): Promise<RawServer> {
  const modules = path.join(ROOT, 'node_modules');
  const asset = (type: string, file: string) => ({
    type,
    body: readFileSync(path.join(modules, file), 'utf8'),
    cache: 'public, max-age=31536000, immutable',
  });
  const files: Record<string, { type: string; body: string; cache: string }> = {
    '/formio.form.min.js': asset('text/javascript', '@formio/js/dist/formio.form.min.js'),
    '/bootstrap.min.css': asset('text/css', 'bootstrap/dist/css/bootstrap.min.css'),
    '/formio.form.min.css': asset('text/css', '@formio/js/dist/formio.form.min.css'),
    '/form-containment.css': {
      type: 'text/css',
      body: readFileSync(path.join(ROOT, 'runtime/app/styles/form-containment.css'), 'utf8'),
      cache: 'public, max-age=31536000, immutable',
    },
    '/': { type: 'text/html', body: rawPage(''), cache: 'no-cache' },
    '/contained': { type: 'text/html', body: rawPage('', { contained: true }), cache: 'no-cache' },
  };
  // A page of its own per size for the navigation row: the same page, calling createForm as it loads.
  for (const size of sizes)
    files[`/form-${size}`] = {
      type: 'text/html',
      body: rawPage(
        `<script>Formio.createForm(document.getElementById('formio'), ${JSON.stringify({
          components: textFields(size),
        })}, { readOnly: false });</script>`,
      ),
      cache: 'no-cache',
    };
  const server = createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://raw').pathname];
    if (!file) return void response.writeHead(404).end();
    response
      .writeHead(200, { 'content-type': `${file.type}; charset=utf-8`, 'cache-control': file.cache })
      .end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function openRawPage(context: BrowserContext, rawUrl: string, size: number, at = '/'): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${rawUrl}${at}`);
  await page.waitForFunction('window.Formio && window.__bench');
  await page.evaluate(`window.__bench.expected = ${size};`);
  return page;
}

async function startRawForm(page: Page, size: number): Promise<number> {
  const definition = JSON.stringify({ components: textFields(size) });
  return (await page.evaluate(`(() => {
    const start = performance.now();
    window.__bench.frames = [];
    window.Formio.createForm(document.getElementById('formio'), ${definition}, { readOnly: false });
    return start;
  })()`)) as number;
}

/** A raw page at `at` with the form created and drawn; answers it and createForm to interactive. */
async function openRawForm(
  context: BrowserContext,
  rawUrl: string,
  size: number,
  at = '/',
): Promise<{ page: Page; interactive: number }> {
  const page = await openRawPage(context, rawUrl, size, at);
  try {
    const start = await startRawForm(page, size);
    return { page, interactive: (await waitInteractive(page)) - start };
  } catch (error) {
    await page.close();
    throw error;
  }
}

/** Keystrokes on a fresh raw page at `at`, closed afterwards (one page open at a time). */
async function rawKeystrokes(context: BrowserContext, rawUrl: string, size: number, at = '/') {
  const { page, interactive } = await openRawForm(context, rawUrl, size, at);
  try {
    return { interactive, ...(await typeKeys(page)) };
  } finally {
    await page.close();
  }
}

async function rawRun(context: BrowserContext, rawUrl: string, size: number): Promise<Measure> {
  const navigation = await rawNavigation(context, rawUrl, size);
  const measure = await rawKeystrokes(context, rawUrl, size);
  // The same keystrokes on Form.io's page with the portal's form-containment.css.
  const contained = await rawKeystrokes(context, rawUrl, size, '/contained');
  return { ...measure, navigation, containedKeyFrame: contained.keyFrame };
}

/** Navigation start (page clock 0) to interactive, on a page that loads Form.io and calls createForm. */
async function rawNavigation(context: BrowserContext, rawUrl: string, size: number): Promise<number> {
  const page = await openExpecting(context, `${rawUrl}/form-${size}`, size);
  try {
    return await waitInteractive(page);
  } finally {
    await page.close();
  }
}

// ---- CPU profiles ----------------------------------------------------------------------------------

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

interface ProfileSummary {
  totalMs: number;
  byScript: { name: string; ms: number }[];
  byFunction: { name: string; ms: number }[];
}

function scriptName(url: string): string {
  if (!url) return '(no script: engine, style, layout, GC)';
  const file = url.split('?')[0]!.split('/').pop()!;
  return file.replace(/-[\w-]{8}\.js$/, '.js') || url;
}

function summarise(profile: CpuProfile): ProfileSummary {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) =>
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)),
  );
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let totalMs = 0;
  for (const [id, micros] of self) {
    const { callFrame } = nodes.get(id)!;
    if (callFrame.functionName === '(idle)') continue;
    const value = micros / 1000;
    totalMs += value;
    const script = scriptName(callFrame.url);
    byScript.set(script, (byScript.get(script) ?? 0) + value);
    const name = `${callFrame.functionName || '(anonymous)'} — ${callFrame.url ? `${script}:${callFrame.lineNumber + 1}` : script}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + value);
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .map(([name, value]) => ({ name, ms: value }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, count);
  return { totalMs, byScript: top(byScript, 8), byFunction: top(byFunction, 15) };
}

async function profiled<T>(
  page: Page,
  work: () => Promise<T>,
): Promise<{ result: T; summary: ProfileSummary }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const result = await work();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  await cdp.detach();
  return { result, summary: summarise(profile) };
}

interface Profiles {
  size: number;
  portalLoad: ProfileSummary;
  rawLoad: ProfileSummary;
  portalOpen: ProfileSummary;
  rawOpen: ProfileSummary;
  portalKeys: ProfileSummary;
  rawKeys: ProfileSummary;
}

/** A page load of `url`, profiled from before its navigation until the form is interactive (and stays). */
async function profiledLoad(context: BrowserContext, url: string, size: number): Promise<ProfileSummary> {
  const page = await expectingPage(context, size);
  try {
    const { summary } = await profiled(page, async () => {
      await page.goto(url);
      return waitInteractive(page);
    });
    return summary;
  } finally {
    await page.close();
  }
}

async function profileBoth(
  context: BrowserContext,
  baseUrl: string,
  rawUrl: string,
  size: number,
): Promise<Profiles> {
  // Both pages loaded: the portal's app, its shell and screen beside Form.io's own page.
  const portalLoad = await profiledLoad(context, `${baseUrl}/app/${CATEGORY}/${formId(size)}`, size);
  const rawLoad = await profiledLoad(context, `${rawUrl}/form-${size}`, size);
  const portal = await openExpecting(context, `${baseUrl}/app/users/my-profile`, size);
  await portal.waitForLoadState('networkidle');
  const portalOpen = await profiled(portal, async () => {
    // A same-document navigation through the app's router keeps the profiled page: no script reload,
    // only what opening the screen costs (the form's JSON, the screen's work, Form.io's rendering).
    await portal.evaluate(
      `window.history.pushState(null, '', '/app/${CATEGORY}/${formId(size)}'); window.dispatchEvent(new PopStateEvent('popstate'));`,
    );
    return waitInteractive(portal);
  });
  const portalKeys = await profiled(portal, () => typeKeys(portal));
  await portal.close();

  const raw = await openRawPage(context, rawUrl, size);
  const rawOpen = await profiled(raw, async () => {
    await startRawForm(raw, size);
    return waitInteractive(raw);
  });
  const rawKeys = await profiled(raw, () => typeKeys(raw));
  await raw.close();
  return {
    size,
    portalLoad,
    rawLoad,
    portalOpen: portalOpen.summary,
    rawOpen: rawOpen.summary,
    portalKeys: portalKeys.summary,
    rawKeys: rawKeys.summary,
  };
}

// ---- A keystroke, traced -----------------------------------------------------------------------------

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { type?: string; url?: string } };
}

/** Milliseconds per keystroke, by what the main thread did (rows in a fixed order). */
type KeystrokeWork = { label: string; ms: number }[];

interface KeystrokeTraces {
  size: number;
  portal: KeystrokeWork;
  raw: KeystrokeWork;
}

/** Only the work that follows a key before Form.io's debounced change cycle (100 ms later) starts. */
const KEY_WINDOW_MS = 60;
const KEY_EVENT_TYPES = ['keydown', 'keypress', 'textInput', 'input', 'keyup', 'selectionchange'];
const RENDERING_STEPS: [string, string[]][] = [
  ['style (UpdateLayoutTree)', ['UpdateLayoutTree']],
  ['layout', ['Layout']],
  ['paint (PrePaint, Paint)', ['PrePaint', 'Paint']],
  ['composite (Layerize, Commit)', ['Layerize', 'Commit']],
];

/** Sums Chromium's trace of typing, per keystroke: event dispatches, the scripts they call, rendering. */
function keystrokeWork(events: TraceEvent[]): KeystrokeWork {
  const complete = events.filter((event) => event.ph === 'X' && event.dur !== undefined);
  const keydowns = complete.filter(
    (event) => event.name === 'EventDispatch' && event.args?.data?.type === 'keydown',
  );
  const first = keydowns[0];
  if (!first) throw new Error('The trace holds no keydown');
  const windows = keydowns.map((event) => [event.ts, event.ts + KEY_WINDOW_MS * 1000] as const);
  const main = complete.filter(
    (event) =>
      event.pid === first.pid &&
      event.tid === first.tid &&
      windows.some(([start, end]) => event.ts >= start && event.ts < end),
  );
  const dispatches = main.filter((event) => event.name === 'EventDispatch');
  const sum = (list: TraceEvent[]) =>
    list.reduce((total, event) => total + event.dur!, 0) / 1000 / keydowns.length;
  const work: KeystrokeWork = KEY_EVENT_TYPES.map((type) => ({
    label: `\`${type}\` dispatched (listeners and default action)`,
    ms: sum(dispatches.filter((event) => event.args?.data?.type === type)),
  }));
  // Script run by event listeners, by script (the portal's minified chunks, Form.io's bundle in the raw page).
  const listeners = new Map<string, TraceEvent[]>();
  for (const call of main.filter((event) => event.name === 'FunctionCall')) {
    const inDispatch = dispatches.some((event) => call.ts >= event.ts && call.ts < event.ts + event.dur!);
    if (!inDispatch) continue;
    const url = call.args?.data?.url ?? '';
    // Without a script file: the bench's own watcher (an init script), on both sides.
    const script = url
      ? `listeners in ${scriptName(url)}`
      : "listeners without a script file (the bench's watcher)";
    listeners.set(script, [...(listeners.get(script) ?? []), call]);
  }
  for (const [script, calls] of [...listeners].sort((a, b) => sum(b[1]) - sum(a[1])))
    work.push({ label: script, ms: sum(calls) });
  for (const [label, names] of RENDERING_STEPS)
    work.push({ label, ms: sum(main.filter((event) => names.includes(event.name))) });
  return work;
}

async function traceKeys(browser: Browser, page: Page): Promise<KeystrokeWork> {
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await typeKeys(page);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  return keystrokeWork(trace.traceEvents);
}

/** Typing traced on each side, on fresh pages (the portal's opened by a page load). */
async function traceKeystrokes(
  browser: Browser,
  context: BrowserContext,
  baseUrl: string,
  rawUrl: string,
  size: number,
): Promise<KeystrokeTraces> {
  const portalPage = await openExpecting(context, `${baseUrl}/app/${CATEGORY}/${formId(size)}`, size);
  await waitInteractive(portalPage);
  const portal = await traceKeys(browser, portalPage);
  await portalPage.close();
  const { page: rawForm } = await openRawForm(context, rawUrl, size);
  const raw = await traceKeys(browser, rawForm);
  await rawForm.close();
  return { size, portal, raw };
}

// ---- main --------------------------------------------------------------------------------------------

async function createForms(baseUrl: string): Promise<void> {
  const designer = client(baseUrl, await signIn(baseUrl, DESIGNER, E2E_DEMO_PASSWORD));
  for (const size of sizes) {
    const id = formId(size);
    const created = await designer.post('/api/ignite/forms', {
      form: {
        id,
        name: `${size} text fields`,
        category: CATEGORY,
        components: [
          {
            type: 'screen-config',
            key: 'screenConfiguration',
            label: 'Screen configuration',
            input: false,
            screenType: 'create',
          },
          ...textFields(size),
        ],
      },
      note: 'Form render bench',
    });
    if (created.status !== 201)
      throw new Error(`The ${id} form was refused: ${JSON.stringify(created.body)}`);
    const published = await designer.post(
      `/api/ignite/forms/${id}/versions/${created.body.version.version}/publish`,
    );
    if (published.status !== 200)
      throw new Error(`The ${id} form was not published: ${JSON.stringify(published.body)}`);
  }
}

async function main() {
  const timer = setTimeout(() => {
    console.error('The bench ran out of time');
    process.exit(2);
  }, 40 * 60_000);
  const loadStart = os.loadavg();
  if (process.argv.includes('--no-build') && existsSync(path.join(DIST, 'index.html'))) {
    console.log(`Using the portal already built in ${DIST}`);
  } else {
    console.log(`Building the portal into ${DIST}`);
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', DIST, '--emptyOutDir'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
  }
  const server = await startPortalServer({ IGNITE_STATIC_DIR: DIST });
  const raw = await serveRawPage();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    await createForms(server.baseUrl);
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: VIEWPORT });
    const login = await context.newPage();
    await signInOnPage(login, DESIGNER, E2E_DEMO_PASSWORD);
    await login.close();
    await context.addInitScript({ content: WATCHER });

    // Warm-up: one run of each, not counted (caches, the server's first queries, Chromium's code cache).
    for (const size of sizes) {
      await portalRun(context, server.baseUrl, size);
      await rawRun(context, raw.baseUrl, size);
    }
    const results: Record<Side, Record<number, Measure[]>> = { portal: {}, raw: {} };
    for (let run = 1; run <= runs; run++) {
      for (const size of sizes) {
        const portal = await portalRun(context, server.baseUrl, size);
        const rawMeasure = await rawRun(context, raw.baseUrl, size);
        (results.portal[size] ??= []).push(portal);
        (results.raw[size] ??= []).push(rawMeasure);
        console.log(
          `run ${run}, ${size} fields: portal ${ms(portal.interactive)} (in app ${ms(portal.inApp ?? NaN)}, JSON and code→interactive ${ms(portal.fromJson ?? NaN)}), ` +
            `raw ${ms(rawMeasure.interactive)} (navigation ${ms(rawMeasure.navigation ?? NaN)}); keystroke p50 portal ${ms(percentile(portal.keyFrame, 50))}, ` +
            `raw ${ms(percentile(rawMeasure.keyFrame, 50))} (with the containment ${ms(percentile(rawMeasure.containedKeyFrame ?? [], 50))}); change p50 portal ${ms(percentile(portal.changeFrame, 50))}, ` +
            `raw ${ms(percentile(rawMeasure.changeFrame, 50))}`,
        );
      }
    }
    const largest = Math.max(...sizes);
    const profiles = await profileBoth(context, server.baseUrl, raw.baseUrl, largest);
    printProfiles(profiles);
    const keystrokes = await traceKeystrokes(browser, context, server.baseUrl, raw.baseUrl, largest);
    printKeystrokes(keystrokes);
    const versions = {
      chromium: browser.version(),
      formio: (
        JSON.parse(readFileSync(path.join(ROOT, 'node_modules/@formio/js/package.json'), 'utf8')) as {
          version: string;
        }
      ).version,
    };
    if (writeDoc) await toDoc({ results, profiles, keystrokes, loadStart, loadEnd: os.loadavg(), versions });
  } finally {
    await browser.close();
    await raw.close();
    await server.stop();
    clearTimeout(timer);
  }
}

function printProfiles(profiles: Profiles): void {
  for (const [name, summary] of Object.entries(profiles)) {
    if (typeof summary === 'number') continue;
    console.log(`\n${name}: ${ms(summary.totalMs)} of CPU`);
    for (const entry of summary.byScript) console.log(`  ${ms(entry.ms).padStart(8)}  ${entry.name}`);
    for (const entry of summary.byFunction.slice(0, 15))
      console.log(`  ${ms(entry.ms).padStart(8)}    ${entry.name}`);
  }
}

function printKeystrokes({ portal, raw }: KeystrokeTraces): void {
  console.log('\nA keystroke, traced (ms per keystroke): portal / raw');
  for (const row of keystrokeRows(portal, raw))
    console.log(`  ${row.label.padEnd(60)} ${ms(row.portal).padStart(8)} ${ms(row.raw).padStart(8)}`);
}

/** Both sides' rows side by side: the portal's order, then what only the raw page has. */
function keystrokeRows(portal: KeystrokeWork, raw: KeystrokeWork) {
  const labels = [...new Set([...portal, ...raw].map((row) => row.label))];
  const of = (work: KeystrokeWork, label: string) => work.find((row) => row.label === label)?.ms ?? 0;
  return labels.map((label) => ({ label, portal: of(portal, label), raw: of(raw, label) }));
}

// ---- the doc -----------------------------------------------------------------------------------------

interface DocInput {
  results: Record<Side, Record<number, Measure[]>>;
  profiles: Profiles;
  keystrokes: KeystrokeTraces;
  loadStart: number[];
  loadEnd: number[];
  versions: { chromium: string; formio: string };
}

function all(measures: Measure[], pick: (measure: Measure) => number | number[] | undefined): number[] {
  return measures.flatMap((measure) => pick(measure) ?? []).filter((value) => Number.isFinite(value));
}

async function toDoc({
  results,
  profiles,
  keystrokes,
  loadStart,
  loadEnd,
  versions,
}: DocInput): Promise<void> {
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const rows: string[] = [];
  const targets: string[] = [];
  const measures: {
    label: string;
    portal: (m: Measure) => number | number[] | undefined;
    raw: (m: Measure) => number | number[] | undefined;
    target: boolean;
  }[] = [
    {
      label: 'open to interactive (portal: navigation)',
      portal: (m) => m.interactive,
      raw: (m) => m.interactive,
      target: true,
    },
    {
      label: 'open to interactive (both: navigation; Form.io: a page that loads it and calls createForm)',
      portal: (m) => m.interactive,
      raw: (m) => m.navigation,
      target: true,
    },
    {
      label: 'open to interactive (portal: navigation inside the app)',
      portal: (m) => m.inApp,
      raw: (m) => m.interactive,
      target: true,
    },
    {
      label: "open to interactive (portal: form JSON and Form.io's code received)",
      portal: (m) => m.fromJson,
      raw: (m) => m.interactive,
      target: true,
    },
    { label: 'keystroke to next frame', portal: (m) => m.keyFrame, raw: (m) => m.keyFrame, target: true },
    {
      label: "keystroke to next frame (Form.io: with the portal's form-containment.css)",
      portal: (m) => m.keyFrame,
      raw: (m) => m.containedKeyFrame,
      target: false,
    },
    {
      label: "keystroke to the frame after Form.io's change (100 ms debounce included)",
      portal: (m) => m.changeFrame,
      raw: (m) => m.changeFrame,
      target: false,
    },
  ];
  for (const size of sizes) {
    for (const measure of measures) {
      const portal = all(results.portal[size]!, measure.portal);
      const raw = all(results.raw[size]!, measure.raw);
      const ratio50 = percentile(portal, 50) / percentile(raw, 50);
      const ratio95 = percentile(portal, 95) / percentile(raw, 95);
      rows.push(
        `| ${size} | ${measure.label} | ${portal.length} | ${ms(percentile(portal, 50))} | ${ms(percentile(portal, 95))} | ` +
          `${ms(percentile(raw, 50))} | ${ms(percentile(raw, 95))} | ${ratio50.toFixed(2)}× | ${ratio95.toFixed(2)}× |`,
      );
      if (measure.target)
        targets.push(
          `| ${size} fields: ${measure.label}, p50 and p95 ≤ ${TARGET_RATIO}× | ${ratio50.toFixed(2)}× / ${ratio95.toFixed(2)}× | ` +
            `${ratio50 <= TARGET_RATIO && ratio95 <= TARGET_RATIO ? '**met**' : '**not met**'} |`,
        );
    }
  }
  const table = (summary: ProfileSummary, list: 'byScript' | 'byFunction', count: number) =>
    summary[list]
      .slice(0, count)
      .map((entry) => `| ${entry.name.replace(/\|/g, '\\|')} | ${ms(entry.ms)} |`)
      .join('\n');
  /** Self time of the scripts whose names match, in a profile's by-script list. */
  const scriptsMs = (summary: ProfileSummary, match: (name: string) => boolean) =>
    summary.byScript.filter((entry) => match(entry.name)).reduce((sum, entry) => sum + entry.ms, 0);
  const ENGINE = (name: string) => name.startsWith('(no script');
  const FORMIO_CHUNKS = (name: string) => ['form-runtime.js', 'sanitize-html.js', 'lodash.js'].includes(name);
  const { portalLoad, rawLoad } = profiles;
  const profileBlock = (title: string, portal: ProfileSummary, raw: ProfileSummary) => `#### ${title}

Portal: ${ms(portal.totalMs)} of main-thread CPU; raw Form.io: ${ms(raw.totalMs)}.

| portal: self time by script | ms |
| --- | --: |
${table(portal, 'byScript', 6)}

| portal: top functions by self time | ms |
| --- | --: |
${table(portal, 'byFunction', 10)}

| raw Form.io: self time by script | ms |
| --- | --: |
${table(raw, 'byScript', 6)}

| raw Form.io: top functions by self time | ms |
| --- | --: |
${table(raw, 'byFunction', 10)}`;

  await writeDocSection(
    'form-render',
    `## Forms as fast as raw Form.io

Written by \`node --import tsx bench/form-render.ts --runs ${runs}\` on ${date} UTC.

### Machine and method

- ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, Chromium ${versions.chromium}
  headless, viewport ${VIEWPORT.width}×${VIEWPORT.height}, Form.io ${versions.formio}. Load average
  ${loadStart[0]!.toFixed(2)} at the start and ${loadEnd[0]!.toFixed(2)} at the end: the machine is shared, so
  other work adds noise to every figure.
- The portal is built (\`vite build\`) and served by the real server (embedded PGlite). The designer creates
  two forms through \`POST /api/ignite/forms\` and publishes them: a \`screen-config\` (screenType \`create\`, nothing
  to load or submit) and ${sizes.join(' (resp. ')}${sizes.length > 1 ? ')' : ''} Form.io \`textfield\` components.
  The portal opens them at \`/app/${CATEGORY}/<form id>\`, signed in (the session is in local storage, so the
  portal starts signed in; its scripts are in Chromium's cache after a warm-up run).
- Both sides load their scripts and CSS from Chromium's HTTP cache: the raw page is served by a small HTTP server
  of the bench's own (another port) with the headers the portal's server sends (assets cached for a year, the
  page revalidated). Answering it through Playwright's routing, as before, turned the browser context's HTTP
  cache off for the portal too. A Playwright browser context, like a private window, keeps no compiled-code
  cache: both sides compile their scripts on every load.
- Raw Form.io: a blank page in the same browser context with Form.io's own bundle
  (\`@formio/js/dist/formio.form.min.js\`, the same version the portal bundles from \`@formio/js/form\`) and the same
  Bootstrap CSS (\`bootstrap.min.css\`) and \`formio.form.min.css\`, then \`Formio.createForm(element, { components })\`
  with the same text fields, without the screen configuration. The portal's page also has Bootstrap Icons,
  PrimeReact's theme, PrimeIcons and its own CSS, and its shell (header, menu) around the form.
- Every run opens fresh pages, interleaved: portal ${sizes[0]}, raw ${sizes[0]}, ${sizes
      .slice(1)
      .map((size) => `portal ${size}, raw ${size}`)
      .join(', ')}; one warm-up round, then ${runs} measured rounds.
- **Interactive**: the first animation frame (a \`requestAnimationFrame\` check every frame, so the main
  thread was free to draw it) in which all N \`input[name^="data["]\` are in the document, none disabled and none
  inside the portal's \`.ignite-form--building\` (the form is hidden until its data is in), and whose inputs are
  still the same elements 400 ms later (a redraw afterwards would replace them and move the time). Portal: from
  navigation start (\`page.goto\`; page clock 0), and from the moment the form's JSON had arrived (the
  \`/api/ignite/application/<id>\` resource entry's \`responseEnd\`) — the second compares rendering the same JSON;
  the first includes loading the app, its session check and the fetch. Raw: from just before \`createForm\`; and,
  for the "both: navigation" row, from navigation start of a page of its own that loads the same CSS and
  Form.io's bundle and calls \`createForm\` with the JSON written into the page, as it loads (no fetch).
- **Keystroke**: the middle field is focused and ${KEYSTROKES} characters are typed one at a time
  (\`page.keyboard.type\`). From the keydown event's \`timeStamp\` to the end of the next frame after the \`input\`
  event (a message posted from a \`requestAnimationFrame\` callback: after that frame's style, layout and paint).
  The next key waits until the form's \`change\` event has been drawn too. That second time includes Form.io's
  100 ms debounce of its change cycle (checking conditions, validation and calculated values of every
  component), where the work of a keystroke in a large form actually is.
- Each raw run also types on a third page: Form.io's page with the portal's
  \`runtime/app/styles/form-containment.css\` (the form's element in \`.ignite-form\`, the class the rule looks for),
  to tell that CSS's share of a keystroke from the rest of the portal.
- Percentiles are nearest-rank over all runs (${runs} per cell for opening, ${runs * KEYSTROKES} for keystrokes).

### Results

| fields | measure | n | portal p50 | portal p95 | Form.io p50 | Form.io p95 | ratio p50 | ratio p95 |
| --: | --- | --: | --: | --: | --: | --: | --: | --: |
${rows.join('\n')}

### Targets

Target: a screen of 200 and of 500 text fields, navigation to interactive and a keystroke to the next frame,
≤ ${TARGET_RATIO}× Form.io's own \`createForm\` on the same JSON in the same browser session. Every opening row is
judged: inside the app (the app loaded, the screen opened as a menu link does), from the form's JSON and
Form.io's code received on a page load, and the page load itself, against \`createForm\` and against Form.io's
own page load.

| target | ratio p50 / p95 | verdict |
| --- | --: | --- |
${targets.join('\n')}

### Where the time goes (CPU profiles, ${profiles.size} fields)

One extra run of each side under Chromium's sampling profiler (CDP \`Profiler\`, 200 µs), summarised by self time.
Script names drop their content hash; the portal's bundle is minified, so method names survive but local
function names do not. "A page load" profiles each side's page from before its navigation until its form has
been interactive for 400 ms: the portal's screen URL, and Form.io's page that calls \`createForm\` as it loads.
In "Opening the form" the portal's screen is opened by a same-document navigation (from My Profile through the
router), so its profile holds the work of opening the screen, not of loading the app; Form.io's is
\`createForm\` on its page already loaded.

${profileBlock('A page load', profiles.portalLoad, profiles.rawLoad)}

${profileBlock('Opening the form', profiles.portalOpen, profiles.rawOpen)}

${profileBlock(`${KEYSTROKES} keystrokes in the middle field`, profiles.portalKeys, profiles.rawKeys)}

#### A keystroke, traced

Chromium's trace of ${KEYSTROKES} keystrokes on each side (${keystrokes.size} fields, fresh pages, the portal's
opened by a page load), the main thread's work in the ${KEY_WINDOW_MS} ms after each keydown (before Form.io's
debounced change cycle), per keystroke. Dispatches nest: \`keypress\` holds \`textInput\`, which holds the
text's insertion and the \`input\` dispatch. Listeners are the script that event listeners ran, by script.
Tracing adds its own cost to every script call, on both sides.

| per keystroke | portal | Form.io |
| --- | --: | --: |
${keystrokeRows(keystrokes.portal, keystrokes.raw)
  .map((row) => `| ${row.label} | ${ms(row.portal)} | ${ms(row.raw)} |`)
  .join('\n')}

### Why, and what the portal adds

- **A page load is not a render.** The navigation row includes loading the app's scripts and CSS, its session
  check, the shell (header, menu) and the fetch of the form: time that raw Form.io, already on its page, does
  not pay. The "both: navigation" row compares page load with page load: Form.io's page loads its bundle and
  calls \`createForm\` with the JSON in the page, while the portal also starts React and its shell, checks the
  session, fetches the menu and the form and checks the form before \`createForm\`. Rendering the same JSON
  with the app loaded is the row "navigation inside the app". The row "form JSON and Form.io's code
  received" starts on a page load when the later of the two has arrived; it still holds what follows on the
  main thread (Form.io's chunk run, React drawing the shell and the screen). Until the form was asked for
  with the route (below) that row started at the JSON alone, which came last, after all of that: it read
  0.87× and 0.97× then, and would read about 2× now, with the page load itself a little quicker.
- **Fixed: the form was drawn twice.** After the screen's data loaded, the screen always called
  \`form.redraw()\`, also when the load put nothing into the form (a create screen without initialization steps or
  propagated state): Form.io rendered and attached every component a second time, about 180 ms for 200 text
  fields. The redraw now happens only when data was put in (runtime/app/screens/FormRendererScreen.tsx); with
  data it stays, as the spec asks (dynamic labels and html resolved with the data).
- **Form.io's user lookup.** Form.io resolves its evaluation context (\`user\`) about eight times per text
  field while drawing (4,000 calls for 500 fields); with no Form.io user stored, \`Formio.getUser\` reads local
  storage, throws and catches a JSON parse error and reads the cookies, each time (about 270 ms for 500 fields
  before, as much in the raw page). runtime/app/formio-user.ts finds the answer once per task while nothing is
  stored and there are no cookies: storage and cookies change only between tasks or through Form.io's own
  setUser and setToken, which forget it. It no longer shows among the profile's top functions.
- **What remains.** The portal decodes and checks the form (screen configuration schema, nested forms, access
  rules) and React mounts the screen before \`createForm\`, and its page carries more CSS (PrimeReact's theme,
  Bootstrap Icons, PrimeIcons, its own) for style and layout to match; DOMPurify (its own chunk in the portal,
  inside Form.io's bundle in the raw page, so the two are not told apart there) sanitizes the same templates on
  both sides. Inside the app the portal opens the screen quicker than Form.io's \`createForm\` alone; the rows
  that start on a page load include loading and starting the app itself and stay far above. A screen that loads a record still draws twice (first empty, then with the
  data and the redraw): creating the form only once its data is in would remove that, but changes when
  components see \`formReady\` and data loaded, so it is left as a larger change.
- **A page load, profiled** ("A page load" above, ${profiles.size} fields). The portal's page runs
  ${ms(portalLoad.totalMs)} of main-thread CPU against ${ms(rawLoad.totalMs)} on Form.io's page. Form.io's own work is
  smaller in the portal (its chunks, DOMPurify and lodash: ${ms(scriptsMs(portalLoad, FORMIO_CHUNKS))} against
  ${ms(scriptsMs(rawLoad, (name) => name === 'formio.form.min.js'))} for Form.io's bundle: the user lookup above); what is added
  is the engine's work (${ms(scriptsMs(portalLoad, ENGINE))} against ${ms(scriptsMs(rawLoad, ENGINE))}: compiling the app's own
  code, more chunks, the shell's style and layout, garbage collection) and the app's scripts (React, the router,
  PrimeReact, the shell). The page's CSS is not it: Form.io's page with the portal's CSS (Bootstrap,
  Bootstrap Icons, PrimeReact's theme, PrimeIcons, its own) instead of Bootstrap and Form.io's CSS, ten
  interleaved loads of each on 2026-11-27, p50 532 against 511 ms (200 fields) and 677 against 665 ms (500).
- **A page load, traced** (Chromium's trace of one load of each, 200 fields, a quiet machine). Raw: Form.io's
  bundle is compiled off the main thread and run (about 90 ms), then \`createForm\` takes about 250 ms in one
  task; interactive at about 475 ms. Portal: the app's entry chunk is run (about 90 ms, a quarter of it style for
  the app's CSS: React, the router, the session, PrimeReact's base); the router then asks for the shell and the
  screen (about 150 ms from navigation) and the form's JSON beside them (it is in at about 310 ms); the main thread mostly
  waits while the form runtime (Form.io and the components, 1.4 MB) arrives and is compiled off it (at about
  335 ms); it runs (about 60 ms), React draws the shell and the screen and the screen checks the form (about
  105 ms over two frames), and \`createForm\` takes about 150 ms (less than raw: the user lookup above);
  interactive at about 700 ms. The portal's extra is the app itself: about 150 ms of main-thread work and one
  large chunk's load and compile after the entry's that Form.io's page does not have.
- **The form asked for with the route.** The screen route's loader (runtime/app/screens/screen-prefetch.ts)
  starts the form's GET when the router matches the route, beside the lazy load of the screen's code; the
  screen takes that answer instead of asking once it has mounted (one GET, as before). Traced (200 fields, a
  quiet machine), the JSON now arrives while Form.io's chunk still compiles, at 309 ms from navigation instead
  of 587 ms: before, it was asked for after the shell's first paint, together with the menu, the identity and
  the profile, which the server answers one after another. Page loads, three sets of six runs alternating
  with and without it: p50 685, 693 and 693 ms against 730, 699 and 715 ms. Small on this machine, where
  what the page waits for next is Form.io's compile and the main thread; more where the server is farther
  than localhost (a round trip off the path to the form). tests/e2e/screen-prefetch.test.ts holds Form.io's
  chunk until the form's GET is seen, and checks that the screen asks once and a signed-out visit not at all.
- **Tried, not kept.** Starting the screen's code from a small entry
  module ahead of the app's own: no gain (896–1253 against 860–997 ms), the same work in another order
  on the same two cores. Letting the shell draw and the screen fetch its form while Form.io's chunk still
  compiles (the route no longer waiting for Form.io; the form waiting for it instead), and, apart, a
  \`modulepreload\` of that chunk in the page so that it compiles beside the app's entry: ten interleaved page
  loads of each (200 fields, a busier day: every time higher) gave p50 2374 and 2425 ms against 2312 ms as it
  is; again on a quiet machine with the form asked for with the route, a \`modulepreload\` of Form.io's chunk,
  the screen and the shell: p50 679 and 720 ms against 691 and 690 ms. The main thread, not the order of the loads, is what a page load waits for: React, the router and the
  shell are work Form.io's page does not do. Reaching 1.1× of Form.io's page from a page load would mean drawing the form before
  the app has started (a first paint without React, or rendered on the server): another architecture, left
  alone. Compiling the form runtime ahead does not help either: with Chromium's compile hint
  (\`//# allFunctionsCalledOnLoad\` at the top of its chunk, so that its functions compile while it streams
  in rather than when first called), two sets of four interleaved page loads (200 fields, a busy day) gave p50
  1198 and 1025 ms against 1040 and 1110 ms without. A browser profile of its own (a persistent context,
  whose code cache spares both sides most of their compiling) widens the gap instead: 757 and 835 ms against
  385 and 386 ms for Form.io's page (two runs), whose load is mostly compiling Form.io.
- **Keystrokes.** The heavy part of a keystroke is Form.io's own change cycle, 100 ms after the last key, over
  every component; it shows in the last row of the results and is the same with and without the portal. Before
  it, the key's text is inserted and the next frame is drawn. In a long form that frame's layout and pre-paint
  grow with the form: Chromium re-lays out the input's ancestors, whose children are all the components beside
  it. The portal holds each simple input component (text, number, currency, email, phone, URL, password, date
  and time fields) in layout containment while neither the pointer nor the focus is in it
  (runtime/app/styles/form-containment.css), so a key's layout and pre-paint stop at its neighbours' edges: the
  layout and paint rows of "A keystroke, traced" show it, and the portal's keystroke is now quicker than on
  Form.io's own page. Containment is lifted under the pointer and the focus, where a tooltip or a modal-edit
  dialog opens (containment would let the next component cover the one and size the other to the component),
  and left off components whose last bottom margin would then add to the component's (textareas, checkboxes,
  radios, a text field's empty character count); tests/e2e/form-containment.test.ts checks that no element
  of a form with every such component moves. The row "Form.io: with the portal's form-containment.css" puts the
  same CSS on Form.io's page: what is left between the two is the portal's own. React listens at its root for
  every event type, so each key's \`keydown\`, \`keypress\`, \`textInput\`, \`input\`, \`keyup\` and
  \`selectionchange\` runs React's dispatch, which walks up from the input through Form.io's elements and finds
  no React handler there (the "listeners in index.js" row); the idle watcher's \`keydown\` listener is the
  Shell.js row. Keeping React's dispatch off Form.io's events would mean stopping them at the form's element,
  hiding them from everything above it (the page's listeners, Form.io's own document-level shortcuts): not done.
`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
