import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { client, signIn, startTestServer } from '../helpers/test-server';

const dataDir = mkdtempSync(path.join(tmpdir(), 'ignite-persist-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('embedded database under the data dir', () => {
  it('is created and seeded on first start and keeps its data across a restart', async () => {
    const first = await startTestServer({ dataDir });
    expect(first.seeded).toBe(true);
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    const token = await signIn(first.url, 'clerk@ignite.local');
    const created = await client(first.url, token).post('/api/court-fines', {
      caseNumber: 'CF-2026-0100',
      offenderName: 'Kept Record',
      amount: 10,
      dueDate: '2026-12-01',
    });
    expect(created.status).toBe(201);
    await first.stop();

    const second = await startTestServer({ dataDir });
    try {
      expect(second.seeded).toBe(false);
      const api = client(second.url, await signIn(second.url, 'clerk@ignite.local'));
      const read = await api.get(`/api/court-fines/${created.body.id}`);
      expect(read.body.offenderName).toBe('Kept Record');
    } finally {
      await second.stop();
    }
    // Two starts of an embedded database, the first creating and seeding it: slow on a busy machine.
  }, 90_000);
});
