// A test server with demo users signed in, for tests of what several people do to one record: each user's
// API client by their short name (`clerk` for clerk@ignite.local), and each as the approver chooser sends
// one. Started before the file's tests, stopped after them.
import { afterAll, beforeAll } from 'vitest';
import { client, signIn, startTestServer, type ApiClient, type TestServer } from './test-server';

export interface DemoUsers<Name extends string> {
  /** The server (started in the file's beforeAll). */
  readonly server: TestServer;
  /** Each user's client, signed in; filled in place, so it can be taken apart before the tests run. */
  readonly api: Record<Name, ApiClient>;
  /** Every demo user's id by short name; filled in place, as api is. */
  readonly ids: Record<string, string>;
  /** A user by short name as a workflow actor; an unknown name is sent as its own id. */
  actor(name: string): { id: string; displayName: string };
}

export function demoUsersOnTestServer<Name extends string>(names: readonly Name[]): DemoUsers<Name> {
  let server: TestServer | undefined;
  const api = {} as Record<Name, ApiClient>;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    const started = await startTestServer();
    server = started;
    for (const name of names)
      api[name] = client(started.url, await signIn(started.url, `${name}@ignite.local`));
    const rows = await started.database.db.selectFrom('users').select(['id', 'username']).execute();
    for (const row of rows) ids[row.username.split('@')[0]!] = row.id;
  });
  afterAll(() => server?.stop());
  return {
    get server() {
      if (!server) throw new Error('The test server starts in beforeAll');
      return server;
    },
    api,
    ids,
    actor: (name) => ({ id: ids[name] ?? name, displayName: name }),
  };
}
