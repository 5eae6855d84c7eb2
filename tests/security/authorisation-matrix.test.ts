// Every operation of the OpenAPI document × every demo caller (anonymous included) × own and someone
// else's record, document and workflow item: a caller the matrix allows gets the operation's answer, any
// other caller 401 (anonymous) or 403, never a 2xx. An operation missing from the matrix fails the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCurrentUser } from '../../server/auth/current-user';
import { insertRecord } from '../../server/records/record-store';
import {
  client,
  signIn,
  startTestServer,
  TEST_DB_KIND,
  type ApiResponse,
  type TestServer,
} from '../helpers/test-server';
import {
  authorisationMatrix,
  uploadForm,
  type MatrixFixtures,
  type MatrixVariant,
} from './authorisation-matrix';
import { demoCallers, type Caller } from './demo-callers';
import { reportFigure } from './report-figure';
import { sampleData } from './sample-records';

let server: TestServer;
let callers: Caller[];
let fixtures: MatrixFixtures;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const users = await db.selectFrom('users').select(['id', 'username']).execute();
  const userIds = Object.fromEntries(users.map((user) => [user.username.split('@')[0]!, user.id]));
  callers = await demoCallers(server.url, userIds);
  const byName = (name: string) => callers.find((caller) => caller.name === name)!;
  const admin = byName('admin').api;
  const documents: Record<string, string> = {};
  for (const caller of callers.filter((candidate) => candidate.id)) {
    const uploaded = await caller.api.post('/api/core/documents/upload', uploadForm(`${caller.name}.txt`));
    documents[caller.name] = uploaded.body.id;
  }
  let forms = 0;
  fixtures = {
    admin,
    userIds,
    documents,
    sampleData,
    scratchForm: async () => {
      const id = `matrix-scratch-${(forms += 1)}`;
      const created = await admin.post('/api/ignite/forms', {
        form: { id, name: `Scratch ${id}`, category: 'Security', components: [] },
      });
      if (created.status !== 201) throw new Error(`scratch form: ${JSON.stringify(created.body)}`);
      return id;
    },
    freshRecord: async (resource, by) => {
      const user = await loadCurrentUser(db, { id: userIds[by]! });
      const record = await insertRecord(db, resource, sampleData(resource), user!);
      return { id: record.id, version: record.version };
    },
    freshItem: async (submitter, assignee) => {
      const actor = (name: string) => ({ id: userIds[name]!, displayName: name });
      const submitted = await byName(submitter).api.post('/api/court-fine-write-offs', {
        requestBody: sampleData('court-fine-write-offs'),
        workflowActor: actor(assignee),
        currentUser: actor(submitter),
      });
      if (submitted.status !== 201) throw new Error(`workflow item: ${JSON.stringify(submitted.body)}`);
      const item = await db
        .selectFrom('workflow_items')
        .select(['id', 'submitted_by', 'assigned_to'])
        .where('record_id', '=', submitted.body.id)
        .executeTakeFirstOrThrow();
      return { id: String(item.id), submittedBy: item.submitted_by, assignedTo: item.assigned_to };
    },
  };
});
afterAll(() => server?.stop());

/**
 * Every operation the server answers, "METHOD /path" as OpenAPI writes paths: the operations of its
 * OpenAPI document and the registered routes left out of it (single sign-on, the document itself).
 */
async function everyOperation(): Promise<string[]> {
  const response = await client(server.url, await signIn(server.url, 'clerk@ignite.local')).get('/api/docs');
  const document = response.body as { paths: Record<string, Record<string, unknown>> };
  const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => method !== 'head' && method !== 'parameters')
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
  const registered = server.app.registeredRoutes
    .filter((route) => route.method !== 'HEAD')
    .map((route) => `${route.method} ${route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`);
  expect(documented.length).toBeGreaterThan(50);
  return [...new Set([...documented, ...registered])].sort();
}

function call(caller: Caller, method: string, path: string, body: unknown): Promise<ApiResponse> {
  if (method === 'GET') return caller.api.get(path);
  if (method === 'DELETE') return caller.api.delete(path);
  if (method === 'PUT') return caller.api.put(path, body);
  return caller.api.post(path, body);
}

const isSuccess = (status: number) => status >= 200 && status < 300;

/** The caller, or the caller signed in afresh where the operation ends the session it is called with. */
async function sessionFor(variant: MatrixVariant, caller: Caller): Promise<Caller> {
  if (!variant.freshSession || !caller.id) return caller;
  return { ...caller, api: client(server.url, await signIn(server.url, `${caller.name}@ignite.local`)) };
}

/** Callers refused first, then the allowed ones: an allowed change never hides a later refusal. */
const inCallOrder = (variant: MatrixVariant, all: Caller[]) => [
  ...all.filter((caller) => !variant.allows(caller)),
  ...all.filter((caller) => variant.allows(caller)),
];

describe(`authorisation matrix (${TEST_DB_KIND})`, () => {
  it('has an entry for every operation of the server, and none for operations it does not have', async () => {
    const operations = await everyOperation();
    const matrix = Object.keys(authorisationMatrix(fixtures)).sort();
    expect({ missingFromMatrix: operations.filter((operation) => !matrix.includes(operation)) }).toEqual({
      missingFromMatrix: [],
    });
    expect({ unknownToServer: matrix.filter((operation) => !operations.includes(operation)) }).toEqual({
      unknownToServer: [],
    });
  });

  it('answers every operation × caller × target as the matrix expects: 0 unexpected 2xx', async () => {
    const matrix = authorisationMatrix(fixtures);
    // Deletions last: the operations before them may still use what they delete.
    const operations = Object.keys(matrix).sort(
      (a, b) => Number(a.startsWith('DELETE')) - Number(b.startsWith('DELETE')),
    );
    const mismatches: string[] = [];
    let cases = 0;
    let unexpectedSuccesses = 0;
    for (const operation of operations) {
      const method = operation.split(' ')[0]!;
      for (const variant of matrix[operation]!) {
        for (const caller of inCallOrder(variant, callers)) {
          const { path, body } = await variant.request(caller);
          const response = await call(await sessionFor(variant, caller), method, path, body);
          cases += 1;
          const allowed = variant.allows(caller);
          const expected = allowed ? (variant.allowedStatuses ?? ['2xx']) : [caller.id ? 403 : 401];
          const ok = allowed
            ? variant.allowedStatuses
              ? variant.allowedStatuses.includes(response.status)
              : isSuccess(response.status)
            : response.status === expected[0];
          if (!allowed && isSuccess(response.status)) unexpectedSuccesses += 1;
          if (!ok)
            mismatches.push(
              `${operation} [${variant.label}] as ${caller.name}: ${response.status} (expected ${expected.join('|')}) ${JSON.stringify(response.body)?.slice(0, 160)}`,
            );
        }
      }
    }
    reportFigure(
      'authorisation matrix',
      `${cases} operation×caller×target cases over ${operations.length} operations and ${callers.length} callers (${TEST_DB_KIND}), ${unexpectedSuccesses} unexpected 2xx, ${mismatches.length} other mismatches`,
    );
    expect(mismatches).toEqual([]);
    expect(unexpectedSuccesses).toBe(0);
  });
});
