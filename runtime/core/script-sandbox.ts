// The sandbox designer scripts run in: QuickJS compiled to WebAssembly, a JavaScript engine of its own
// with no window, document, storage, cookies, token or network. A script sees only the values of its
// documented scope (docs/designer-scripts.md), copied in as JSON, and lodash as `_` and `utils`; changes it
// makes to `data` are copied back. Templates with code render here too. Each run has a time limit: an
// endless loop stops with a clear error. The two functions it may call outside (formatAmount, formatDate)
// take only short text and numbers, so that no call escapes the limit by its length. Loaded (WebAssembly and lodash) by the first screen that has
// scripts or templates with code (runtime/app/screens/screen-loader.ts), and on the server by the first
// submission checked, for the form's Form.io logic (server/records/formio-evaluator.ts).
import type { QuickJSContext, QuickJSHandle, QuickJSRuntime } from 'quickjs-emscripten-core';
import { checkedFormatArguments, FORMAT_OPTION_NAMES, TEMPLATE_FORMATS } from './template-formats';

/** How long one script may run. */
export const SCRIPT_TIME_LIMIT_MS = 1000;
/** The sandbox's memory (its WebAssembly heap). */
const MEMORY_LIMIT_BYTES = 64 * 1024 * 1024;

/** Why a script did not give a result: it did not compile, or it failed (or was stopped) while running. */
export class SandboxError extends Error {
  constructor(
    message: string,
    readonly phase: 'load' | 'compile' | 'run',
  ) {
    super(message);
  }
}

interface Sandbox {
  runtime: QuickJSRuntime;
  context: QuickJSContext;
  /** The sandbox's template renderer: (text, html, scope as JSON) → { text, marks } as JSON. */
  renderTemplate: QuickJSHandle;
  /** Compiled scripts by their source: functions of one JSON argument (the scope's values, in order). */
  compiled: Map<string, QuickJSHandle>;
}

let sandbox: Sandbox | null = null;
let loading: Promise<void> | null = null;

// Templates ({{ }}, {% %}) compile with lodash inside the sandbox, with the delimiters and escaping of
// runtime/core/template.ts. A name the scope lacks renders as empty (the proxy claims it). In HTML,
// sanitizedHtml(value) marks its text, which leaves the sandbox as a numbered mark (between two
// private-use characters, which escaped text never holds) that the page swaps for the text cleaned by
// DOMPurify.
const TEMPLATE_RENDERER = `
  globalThis.__renderTemplate = (() => {
    const LOCALS = new Set(['_', 'print', '__p', '__t', '__e', '__j']);
    const TEXT = {
      escape: /\\{\\{\\{([\\s\\S]+?)\\}\\}\\}/g,
      interpolate: /\\{\\{([\\s\\S]+?)\\}\\}/g,
      evaluate: /\\{%([\\s\\S]+?)%\\}/g,
      variable: '',
    };
    let marks = [];
    const mark = (html) => '\\ue000' + (marks.push(html) - 1) + '\\ue001';
    // Only what sanitizedHtml() made is markup: data shaped like it (parsed from JSON) stays text.
    const madeBySanitizedHtml = new WeakSet();
    const escape = (value) =>
      madeBySanitizedHtml.has(value)
        ? mark(value.__sanitizedHtml)
        : _.escape(value === null || value === undefined ? '' : String(value)).replace(/[\\ue000\\ue001]/g, '');
    const HTML = {
      escape: /\\{\\{\\{?([\\s\\S]+?)\\}?\\}\\}/g,
      interpolate: /($^)/g,
      evaluate: TEXT.evaluate,
      variable: '',
      imports: { _: Object.assign(Object.create(_), { escape }) },
    };
    // Printed ({% print(sanitizedHtml(x)) %}) or escaped ({{ }}), it leaves as a mark.
    const sanitizedHtml = (value) => {
      const html = value === null || value === undefined ? '' : String(value);
      const made = { __sanitizedHtml: html, toString: () => mark(html) };
      madeBySanitizedHtml.add(made);
      return made;
    };
    const compiled = new Map();
    return (text, html, scopeJson) => {
      const key = (html ? 'html:' : 'text:') + text;
      let render = compiled.get(key);
      if (!render) {
        render = _.template(text, html ? HTML : TEXT);
        compiled.set(key, render);
      }
      const scope = JSON.parse(scopeJson);
      if (html) scope.sanitizedHtml = sanitizedHtml;
      marks = [];
      const claims = (target, key) =>
        typeof key === 'string' && (key in target || (!LOCALS.has(key) && !(key in globalThis)));
      const output = render(new Proxy(scope, { has: claims, get: (target, key) => target[key] }));
      return JSON.stringify({ text: output, marks });
    };
  })();
`;

// Run once in the sandbox after lodash: designer code cannot change the built-ins other scripts use.
const HARDEN = `
  globalThis.utils = globalThis._;
  for (const name of Object.getOwnPropertyNames(globalThis)) {
    const value = globalThis[name];
    if ((typeof value === 'function' || typeof value === 'object') && value !== null && value !== globalThis) {
      Object.freeze(value);
      if (typeof value === 'function' && value.prototype) Object.freeze(value.prototype);
    }
  }
  Object.freeze(Object.getPrototypeOf(function () {}));
  Object.freeze(Object.getPrototypeOf(function* () {}));
  Object.freeze(Object.getPrototypeOf(async function () {}));
  // Nor leave anything for them: one sandbox serves every script (on the server, every user's).
  Object.freeze(globalThis);
`;

/** Where the sandbox's copy of lodash comes from, and scripts of the caller's to run after it. */
export interface SandboxSources {
  lodash(): Promise<string>;
  /** Run once, after lodash and before the built-ins are frozen (the server's JSON logic). */
  extras?(): Promise<string[]>;
}

/** From the app's bundle (Vite's ?raw, also in the tests); the server reads node_modules instead. */
const BUNDLED_SOURCES: SandboxSources = {
  lodash: async () => (await import('lodash/lodash.min.js?raw')).default,
};

async function createSandbox(sources: SandboxSources): Promise<Sandbox> {
  const [core, variant, lodash, extras] = await Promise.all([
    import('quickjs-emscripten-core'),
    import('@jitl/quickjs-wasmfile-release-sync'),
    sources.lodash(),
    sources.extras?.() ?? [],
  ]);
  // In the browser the WebAssembly file comes from the app's own bundle (Vite gives its URL); in Node
  // (tests) Emscripten reads it beside its module.
  const inNode = typeof process !== 'undefined' && Boolean(process.versions?.node);
  const wasmLocation = inNode
    ? undefined
    : (await import('@jitl/quickjs-wasmfile-release-sync/wasm?url')).default;
  const module = await core.newQuickJSWASMModuleFromVariant(
    wasmLocation ? core.newVariant(variant.default, { wasmLocation }) : variant.default,
  );
  const runtime = module.newRuntime();
  runtime.setMemoryLimit(MEMORY_LIMIT_BYTES);
  runtime.setMaxStackSize(1024 * 1024);
  const context = runtime.newContext();
  for (const code of [lodash, TEMPLATE_RENDERER, ...extras])
    context.unwrapResult(context.evalCode(code)).dispose();
  defineFormats(context);
  context.unwrapResult(context.evalCode(HARDEN)).dispose();
  const renderTemplate = context.getProp(context.global, '__renderTemplate');
  return { runtime, context, renderTemplate, compiled: new Map() };
}

/**
 * A value a script passes to a function of the page's: text, a number, a flag, null, or an object of
 * those (one level, the names given). Read without `dump`, which would run any getter's code outside the
 * time limit's reach; a getter of a named property runs in the sandbox, under the limit.
 */
function plainArgument(context: QuickJSContext, handle: QuickJSHandle, names: readonly string[]): unknown {
  switch (context.typeof(handle)) {
    case 'string':
      return context.getString(handle);
    case 'number':
      return context.getNumber(handle);
    case 'boolean':
      return context.dump(handle) as boolean;
    case 'object': {
      const entries: [string, unknown][] = [];
      for (const name of names) {
        const property = context.getProp(handle, name);
        const type = context.typeof(property);
        if (type === 'string') entries.push([name, context.getString(property)]);
        else if (type === 'number') entries.push([name, context.getNumber(property)]);
        property.dispose();
      }
      // null is an object to typeof: it has no properties, so it leaves as null.
      return context.dump(handle) === null ? null : Object.fromEntries(entries);
    }
    default:
      return undefined;
  }
}

/**
 * formatAmount and formatDate (runtime/core/template-formats.ts) as functions of the sandbox: they run
 * outside it, where Intl is, on plain copies of what they are given, checked (checkedFormatArguments) so
 * that no call can take long or grow the page's (the server's) memory. A call made while one is running
 * (from a getter of its options) is refused.
 */
function defineFormats(context: QuickJSContext): void {
  let running = false;
  // Once the built-ins are frozen, newError cannot set a message (Error.prototype.message is read-only
  // then, and an assignment does not shadow it): Error(message) defines it on the error itself.
  const errorConstructor = context.getProp(context.global, 'Error');
  const refusal = (message: string) => {
    const text = context.newString(message);
    const error = context.unwrapResult(context.callFunction(errorConstructor, context.undefined, text));
    text.dispose();
    return { error };
  };
  for (const [name, format] of Object.entries(TEMPLATE_FORMATS)) {
    const fn = context.newFunction(name, (...args) => {
      if (running) return refusal(`${name} cannot be called while it runs`);
      running = true;
      try {
        const plain = args.slice(0, 2).map((arg) => plainArgument(context, arg, FORMAT_OPTION_NAMES));
        return context.newString(format(...checkedFormatArguments(name, plain)));
      } catch (error) {
        return refusal(error instanceof Error ? error.message : String(error));
      } finally {
        running = false;
      }
    });
    context.setProp(context.global, name, fn);
    fn.dispose();
  }
}

/** Loads the sandbox once; later calls answer the same promise. */
export function loadScriptSandbox(sources: SandboxSources = BUNDLED_SOURCES): Promise<void> {
  loading ??= createSandbox(sources).then(
    (created) => {
      sandbox = created;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export const scriptSandboxLoaded = (): boolean => sandbox !== null;

function errorText(context: QuickJSContext, handle: QuickJSHandle): string {
  const error = context.dump(handle) as { name?: string; message?: string } | string;
  handle.dispose();
  if (typeof error !== 'object' || error === null) return String(error);
  if (error.name === 'InternalError' && error.message === 'interrupted')
    return `it ran longer than ${SCRIPT_TIME_LIMIT_MS} ms and was stopped`;
  if (/out of memory/i.test(error.message ?? ''))
    return `it used more than ${MEMORY_LIMIT_BYTES / 1024 / 1024} MB of memory and was stopped`;
  return error.message ? `${error.name ?? 'Error'}: ${error.message}` : String(error.name ?? 'Error');
}

/**
 * Compiles `body` (a function body over `names`) in the sandbox; a syntax error throws SandboxError with
 * the engine's message.
 */
function compile(current: Sandbox, names: string[], body: string): QuickJSHandle {
  // A promise (an async script) settles with the sandbox's pending jobs, run right after the call.
  const source = `(function (__scope) {
    let [${names.join(', ')}] = JSON.parse(__scope);
    const __finish = (result) => JSON.stringify({ result, data: ${names.includes('data') ? 'data' : 'undefined'} });
    const __result = (function () { ${body} })();
    if (!__result || typeof __result.then !== 'function') return __finish(__result);
    const __settled = { done: false };
    __result.then(
      (result) => Object.assign(__settled, { done: true, text: __finish(result) }),
      (error) => Object.assign(__settled, { done: true, error }),
    );
    return __settled;
  })`;
  const cached = current.compiled.get(source);
  if (cached) return cached;
  const result = current.context.evalCode(source, 'designer-script.js');
  if (result.error) throw new SandboxError(errorText(current.context, result.error), 'compile');
  current.compiled.set(source, result.value);
  return result.value;
}

/** The words of recent sources (runs of identifier characters), kept since a grid runs one template per cell. */
const sourceWords = new Map<string, Set<string>>();
const SOURCE_WORDS_KEPT = 500;

function wordsOf(source: string): Set<string> {
  let words = sourceWords.get(source);
  if (!words) {
    if (sourceWords.size >= SOURCE_WORDS_KEPT) sourceWords.clear();
    words = new Set(source.match(/[\w$]+/g));
    sourceWords.set(source, words);
  }
  return words;
}

/** The names the source mentions (as whole identifiers): only their values are copied into the sandbox. */
export function mentionedNames(source: string, names: readonly string[]): string[] {
  const words = wordsOf(source);
  return names.filter((name) => words.has(name));
}

/** JSON of a scope value; one that is not data (a cycle, a live object) is passed as null. */
function asJson(value: unknown): unknown {
  try {
    return JSON.parse(JSON.stringify(value) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

/** Writes the sandbox's `data` back into the caller's object, when the script changed it. */
function copyBack(target: Record<string, unknown>, before: string, after: unknown): void {
  if (after === null || typeof after !== 'object' || JSON.stringify(after) === before) return;
  for (const key of Object.keys(target)) if (!Object.hasOwn(after, key)) delete target[key];
  // JSON.parse makes `__proto__` an own key; assigned, it would set the target's prototype.
  for (const [key, value] of Object.entries(after)) if (key !== '__proto__') target[key] = value;
}

/** The JSON a compiled script answered: at once, or once its promise settled in the sandbox. */
function answerText({ context, runtime }: Sandbox, answer: QuickJSHandle): string {
  try {
    if (context.typeof(answer) === 'string') return context.getString(answer);
    const jobs = runtime.executePendingJobs();
    if (jobs.error) throw new SandboxError(errorText(context, jobs.error), 'run');
    jobs.dispose();
    const settled = context.getProp(answer, 'done');
    const done = context.dump(settled) === true;
    settled.dispose();
    if (!done)
      throw new SandboxError(
        'its promise did not settle: a script cannot wait for anything outside the sandbox',
        'run',
      );
    const error = context.getProp(answer, 'error');
    if (context.typeof(error) !== 'undefined') throw new SandboxError(errorText(context, error), 'run');
    error.dispose();
    const text = context.getProp(answer, 'text');
    const value = context.getString(text);
    text.dispose();
    return value;
  } finally {
    answer.dispose();
  }
}

/** Calls a sandbox function with a time limit; answers the JSON text it answered. */
function call(current: Sandbox, fn: QuickJSHandle, args: (string | boolean)[]): string {
  const { context, runtime } = current;
  const strings: QuickJSHandle[] = [];
  const handles = args.map((arg) => {
    if (typeof arg === 'boolean') return arg ? context.true : context.false;
    const handle = context.newString(arg);
    strings.push(handle);
    return handle;
  });
  const deadline = Date.now() + SCRIPT_TIME_LIMIT_MS;
  runtime.setInterruptHandler(() => Date.now() > deadline);
  try {
    const result = context.callFunction(fn, context.undefined, ...handles);
    if (result.error) throw new SandboxError(errorText(context, result.error), 'run');
    return answerText(current, result.value);
  } finally {
    for (const handle of strings) handle.dispose();
    runtime.removeInterruptHandler();
  }
}

function loaded(): Sandbox {
  if (!sandbox) throw new SandboxError('The script sandbox is not loaded', 'load');
  return sandbox;
}

/**
 * Runs a compiled function body with the scope's values (as JSON) and answers its result (as JSON).
 * A compile or run failure throws SandboxError with the reason.
 */
export function runInSandbox(names: string[], body: string, scope: Record<string, unknown>): unknown {
  const current = loaded();
  const fn = compile(current, names, body);
  const values = names.map((name) => asJson(scope[name]));
  const dataIndex = names.indexOf('data');
  const dataBefore = dataIndex >= 0 ? JSON.stringify(values[dataIndex]) : '';
  const text = call(current, fn, [JSON.stringify(values)]);
  const answer = (text ? JSON.parse(text) : {}) as { result?: unknown; data?: unknown };
  const data = scope.data;
  if (dataIndex >= 0 && data !== null && typeof data === 'object' && !Array.isArray(data))
    copyBack(data as Record<string, unknown>, dataBefore, answer.data);
  return answer.result;
}

/** A template rendered in the sandbox: its text, and in HTML the texts sanitizedHtml() marked. */
export interface RenderedTemplate {
  text: string;
  marks: string[];
}

/** Renders a template in the sandbox over the scope's values (as JSON); a failure throws SandboxError. */
export function renderInSandbox(
  text: string,
  scope: Record<string, unknown>,
  html: boolean,
): RenderedTemplate {
  const current = loaded();
  const values = Object.fromEntries(Object.entries(scope).map(([name, value]) => [name, asJson(value)]));
  return JSON.parse(
    call(current, current.renderTemplate, [text, html, JSON.stringify(values)]),
  ) as RenderedTemplate;
}
