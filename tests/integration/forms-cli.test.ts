import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { runFormsCli } from '../../server/cli/forms';
import { loadExamples } from '../../server/db/examples';
import { client, signIn, startTestServer } from '../helpers/test-server';

const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const savedEnv = { ...process.env };
afterEach(() => {
  process.env = { ...savedEnv };
});

/** Runs the CLI on an embedded database in dataDir, collecting what it prints. */
async function cli(dataDir: string, ...args: string[]) {
  process.env.IGNITE_DATA_DIR = dataDir;
  process.env.IGNITE_JWT_SECRET = 'cli-test-secret-that-is-long-enough-0123456789';
  delete process.env.DATABASE_URL;
  const lines: string[] = [];
  const code = await runFormsCli(args, (line) => lines.push(line));
  return { code, output: lines.join('\n') };
}

// Each test opens embedded databases on disk several times (seed, export, import): slow on a busy machine.
const DATABASE_ROUND_TRIPS = { timeout: 90_000 };

describe('npm run forms (admin CLI)', () => {
  it(
    'exports every form with its resources and menu, and imports them into another database',
    DATABASE_ROUND_TRIPS,
    async () => {
      const source = tempDir('ignite-cli-source-');
      const seeded = await startTestServer({ dataDir: source });
      await seeded.stop();
      const exportDir = tempDir('ignite-cli-export-');
      const exported = await cli(source, 'export', exportDir);
      expect(exported.code).toBe(0);
      const examples = loadExamples();
      expect(exported.output).toMatch(
        new RegExp(`^Exported ${examples.forms.length} forms, ${examples.resources.length} resources`),
      );
      expect(readdirSync(path.join(exportDir, 'forms')).sort()).toEqual(
        examples.forms.map((form) => `${form.id}.json`).sort(),
      );

      // Change one form, then import into a new (migrated, unseeded) database: a dry run first.
      const formFile = path.join(exportDir, 'forms', 'court-fine-create.json');
      const form = JSON.parse(readFileSync(formFile, 'utf8'));
      form.name = 'Create Court Fine (v2)';
      writeFileSync(formFile, JSON.stringify(form));
      const target = tempDir('ignite-cli-target-');
      const dry = await cli(target, 'import', exportDir, '--dry-run');
      expect(dry.code).toBe(0);
      expect(dry.output).toContain('would be created: form court-fine-create');
      expect(dry.output).toContain('Dry run: nothing was written.');
      const real = await cli(target, 'import', exportDir);
      expect(real.code).toBe(0);
      expect(real.output).toContain('created: resource court-fines');

      const server = await startTestServer({ dataDir: target });
      try {
        const api = client(server.url, await signIn(server.url, 'designer@ignite.local'));
        expect((await api.get('/api/ignite/application/court-fine-create')).body.name).toBe(
          'Create Court Fine (v2)',
        );
      } finally {
        await server.stop();
      }
    },
  );

  it('names the file and path of every problem and imports nothing', DATABASE_ROUND_TRIPS, async () => {
    const dir = tempDir('ignite-cli-bad-');
    writeFileSync(
      path.join(dir, 'good.json'),
      JSON.stringify({ id: 'cli-good', name: 'Good', category: '', components: [] }),
    );
    writeFileSync(
      path.join(dir, 'bad.json'),
      JSON.stringify({
        id: 'cli-bad',
        name: 'Bad',
        category: '',
        components: [{ type: 'screen-config', key: 'x', screenType: 'nope' }],
      }),
    );
    writeFileSync(path.join(dir, 'broken.json'), '{ not json');
    const target = tempDir('ignite-cli-bad-target-');
    const result = await cli(target, 'import', dir);
    expect(result.code).toBe(1);
    expect(result.output).toContain('bad.json /components/0/screenType:');
    expect(result.output).toMatch(/broken\.json \/: is not valid JSON/);
    expect(result.output).toContain('Nothing imported: 2 problem(s).');
    const listed = await cli(target, 'export', tempDir('ignite-cli-empty-'));
    expect(listed.output).toMatch(/^Exported 0 forms/);
  });

  it('prints its usage for an unknown command', async () => {
    const result = await cli(tempDir('ignite-cli-usage-'), 'frobnicate');
    expect(result.code).toBe(2);
    expect(result.output).toContain('npm run forms -- export <dir>');
  });
});
