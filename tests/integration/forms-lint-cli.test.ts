// `npm run forms -- lint`: exit codes 0 (no errors), 1 (errors) and 2 (bad usage); form files alone or
// against the configured database's forms, resources and acls; --all over every stored form.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runFormsCli } from '../../server/cli/forms';
import { client, signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';

// Every directory of these tests lives under one root, removed at the end.
const root = mkdtempSync(path.join(tmpdir(), 'ignite-lint-cli-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const tempDir = (prefix: string) => mkdtempSync(path.join(root, prefix));

/** Runs the CLI on the database in dataDir (embedded) or at databaseUrl, collecting what it prints. */
async function cli(database: { dataDir: string; databaseUrl?: string | undefined }, ...args: string[]) {
  const env = {
    IGNITE_DATA_DIR: database.dataDir,
    IGNITE_JWT_SECRET: 'cli-test-secret-that-is-long-enough-0123456789',
    DATABASE_URL: database.databaseUrl,
  };
  const before = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  const setEnv = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  setEnv(env);
  const lines: string[] = [];
  try {
    const code = await runFormsCli(args, (line) => lines.push(line));
    return { code, output: lines.join('\n') };
  } finally {
    setEnv(before);
  }
}

const form = (id: string, components: unknown[]) => ({ id, name: id, category: 'lint', components });

/** A directory of form files. */
function formsDir(files: Record<string, unknown>): string {
  const dir = tempDir('ignite-lint-forms-');
  for (const [name, value] of Object.entries(files))
    writeFileSync(path.join(dir, name), JSON.stringify(value));
  return dir;
}

const DATABASE_ROUND_TRIPS = { timeout: 90_000 };

describe('npm run forms -- lint', () => {
  it('answers 2 with its usage for a missing target or a directory that does not exist', async () => {
    const nowhere = { dataDir: tempDir('ignite-lint-usage-') };
    const bare = await cli(nowhere, 'lint');
    expect(bare.code).toBe(2);
    expect(bare.output).toContain('npm run forms -- lint <dir>');
    const missing = await cli(nowhere, 'lint', path.join(nowhere.dataDir, 'no-such-dir'));
    expect(missing.code).toBe(2);
    expect(missing.output).toContain('no-such-dir does not exist.');
  });

  it('lints form files without a database: 1 with a line per error, 0 when only warnings remain', async () => {
    const noDatabase = { dataDir: path.join(tempDir('ignite-lint-nodb-'), 'absent') };
    const bad = formsDir({
      'popup.json': form('lint-popup', [{ type: 'textfield', key: 'note' }]),
      'bad.json': form('lint-bad', [
        { type: 'textfield', key: 'amount' },
        { type: 'number', key: 'amount' },
        {
          type: 'action-button',
          key: 'b',
          showPopupConfig: { headerMessage: 'Confirm', message: 'Sure?', popupScreenId: 'lint-popup' },
        },
        {
          type: 'action-button',
          key: 'c',
          showPopupConfig: { headerMessage: 'Confirm', message: 'Sure?', popupScreenId: 'lint-nowhere' },
        },
      ]),
    });
    const failed = await cli(noDatabase, 'lint', bad);
    expect(failed.code).toBe(1);
    const lines = failed.output.split('\n');
    expect(lines).toContain(
      'bad.json  /components/1/key  error  duplicate-key  The key "amount" is already used by the component at /components/0: give this number a key of its own.',
    );
    expect(
      lines.filter((line) =>
        line.startsWith('bad.json  /components/3/showPopupConfig/popupScreenId  error  unknown-form-id'),
      ),
    ).toHaveLength(1);
    expect(failed.output).not.toContain('/components/2/');
    expect(lines.at(-1)).toBe('2 form(s) linted: 2 error(s), 0 warning(s).');

    const good = formsDir({
      'good.json': form('lint-good', [{ type: 'htmlelement', key: 'h', content: '{{ data.nope }}' }]),
    });
    const passed = await cli(noDatabase, 'lint', good);
    expect(passed.code).toBe(0);
    expect(passed.output).toContain('good.json  /components/0/content  warning  unknown-data-reference');
    expect(passed.output).toContain('1 form(s) linted: 0 error(s), 1 warning(s).');
  });

  it(
    "checks files against the database's resources and acls, and --all lints every stored form",
    DATABASE_ROUND_TRIPS,
    async () => {
      const embedded = TEST_DB_KIND === 'pglite';
      const dataDir = tempDir('ignite-lint-db-');
      const server: TestServer = await startTestServer(embedded ? { dataDir } : {});
      const database = { dataDir, databaseUrl: server.config.databaseUrl };
      try {
        // A stored draft with an error: saved (drafts may hold errors), never publishable.
        const api = client(server.url, await signIn(server.url, 'designer@ignite.local'));
        const created = await api.post('/api/ignite/forms', {
          form: form('lint-stored', [
            { type: 'screen-config', key: 's', screenType: 'create', submissionUrl: '/no-such-resource' },
          ]),
        });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        if (embedded) await server.stop();

        const dir = formsDir({
          'uses-db.json': form('lint-uses-db', [
            { type: 'screen-config', key: 's', screenType: 'create', submissionUrl: '/court-fines' },
            {
              type: 'action-button',
              key: 'b',
              aclResource: 'court-fines.write',
              showPopupConfig: {
                headerMessage: 'Confirm',
                message: 'Sure?',
                popupScreenId: 'confirmation-popup',
              },
            },
            {
              type: 'action-button',
              key: 'c',
              aclResource: 'court-fines.erase',
              actionProcessors: [
                {
                  actionName: 'x',
                  actionType: 'sendDataToApi',
                  sendDataToApi: { url: '/court-fine', methodName: 'POST' },
                },
              ],
            },
          ]),
        });
        const files = await cli(database, 'lint', dir);
        expect(files.code).toBe(1);
        expect(files.output).toContain(
          'uses-db.json  /components/2/actionProcessors/0/sendDataToApi/url  error  undeclared-resource',
        );
        expect(files.output).toContain('uses-db.json  /components/2/aclResource  warning  unknown-acl');
        // The stored court-fines resource's form requires fields this screen does not have.
        expect(files.output).toContain(
          'uses-db.json  /components/0/submissionUrl  warning  unfilled-required-field  This screen writes court-fines records',
        );
        expect(files.output).toContain('1 form(s) linted: 1 error(s), 2 warning(s).');

        const all = await cli(database, 'lint', '--all');
        expect(all.code).toBe(1);
        const errors = all.output.split('\n').filter((line) => line.includes('  error  '));
        expect(errors).toEqual([
          expect.stringMatching(
            /^lint-stored {2}\/components\/0\/submissionUrl {2}error {2}undeclared-resource {2}/,
          ),
        ]);
        expect(all.output).toMatch(/^\d+ form\(s\) linted: 1 error\(s\), \d+ warning\(s\)\.$/m);
      } finally {
        if (!embedded) await server.stop();
      }
    },
  );
});
