import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeedBig } from '../../server/cli/seed-big';
import { client, DEMO_PASSWORD, signIn, startTestServer } from '../helpers/test-server';

// The records go to a resource of their own (court fines by form), away from any example records.
const RESOURCE = 'big-fines';
const dataDir = mkdtempSync(path.join(tmpdir(), 'ignite-seed-big-'));

beforeAll(async () => {
  const server = await startTestServer({ dataDir });
  try {
    const admin = client(server.url, await signIn(server.url, 'admin@ignite.local'));
    const declared = await admin.post('/api/ignite/resources', {
      name: RESOURCE,
      formId: 'court-fine-create',
      readAcl: 'court-fines.read',
      writeAcl: 'court-fines.write',
      searchableFields: ['caseNumber', 'offenderName'],
    });
    if (declared.status !== 201) throw new Error(JSON.stringify(declared.body));
  } finally {
    await server.stop();
  }
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the CLI on the embedded database in dataDir, collecting what it prints. */
async function seedBig(...args: string[]) {
  const lines: string[] = [];
  const code = await runSeedBig(args, (line) => lines.push(line), {
    IGNITE_DATA_DIR: dataDir,
    IGNITE_JWT_SECRET: 'seed-big-test-secret-that-is-long-enough-0123456789',
    IGNITE_DEMO_PASSWORD: DEMO_PASSWORD,
  });
  return { code, output: lines.join('\n') };
}

type Fine = Record<string, unknown> & { id: number; version: number; caseNumber: string };

describe('npm run seed:big', () => {
  it('rejects bad arguments and unknown resources with a clear message', async () => {
    const bad = await seedBig('--resource', RESOURCE, '--rows', 'many');
    expect(bad.code).toBe(2);
    expect(bad.output).toContain('--rows must be a whole number from 1 to 10,000,000, got "many"');
    expect(bad.output).toContain('Usage: npm run seed:big');
    const unknown = await seedBig('--resource', 'parking-tickets', '--rows', '5');
    expect(unknown.code).toBe(1);
    expect(unknown.output).toMatch(
      /^There is no resource "parking-tickets" \(resources: .*big-fines.*\)\.$/m,
    );
  }, 120_000);

  it('fills a resource with records its form accepts, continuing the numbering on a second run', async () => {
    const first = await seedBig('--resource', RESOURCE, '--rows', '2500', '--batch', '1000');
    expect(first.code).toBe(0);
    expect(first.output).toContain('Adding 2,500 big-fines records in batches of 1,000 (pglite).');
    expect(first.output).toMatch(/^ {2}1,000 \/ 2,500 \(40%\) [\d.]+ s$/m);
    // An empty resource's indexes are dropped for the load and built after it.
    expect(first.output).toMatch(/^Dropped 4 indexes of big-fines for the load\.$/m);
    expect(first.output).toMatch(/^Built 4 indexes in [\d.]+ s\.$/m);
    expect(first.output).toMatch(/^Done: 2,500 records in [\d.]+ s; big-fines has 2,500 records\.$/m);
    const second = await seedBig('--resource', RESOURCE, '--rows', '500');
    expect(second.code).toBe(0);
    expect(second.output).not.toContain('Dropped');
    expect(second.output).toContain('big-fines has 3,000 records.');

    const server = await startTestServer({ dataDir });
    try {
      const clerk = client(server.url, await signIn(server.url, 'clerk@ignite.local'));
      const fines: Fine[] = [];
      for (let page = 1; page <= 3; page += 1) {
        const response = await clerk.get(`/api/${RESOURCE}?page=${page}&size=1000&sort=caseNumber`);
        expect(response.body.totalElements).toBe(3000);
        fines.push(...response.body.content);
      }
      expect(new Set(fines.map((fine) => fine.caseNumber)).size).toBe(3000);
      for (const fine of fines) {
        expect(fine).toMatchObject({
          caseNumber: expect.stringMatching(/^CF-\d{4}-\d{4}$/),
          offenderName: expect.stringMatching(/^\S.+ \S+$/),
          amount: expect.any(Number),
          dueDate: expect.stringMatching(/^20\d\d-\d\d-\d\d$/),
          createdByName: 'Clara Clerk',
        });
        expect(fine.remarks === null || typeof fine.remarks === 'string').toBe(true);
      }
      // The form's own validation accepts a made-up record as it is.
      const { id, version, caseNumber, offenderName, amount, dueDate, remarks } = fines[1234]!;
      const saved = await clerk.put(`/api/${RESOURCE}/${id}`, {
        version,
        caseNumber,
        offenderName,
        amount,
        dueDate,
        remarks,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    } finally {
      await server.stop();
    }
  }, 180_000);
});
