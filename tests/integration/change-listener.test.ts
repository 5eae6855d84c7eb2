// The connection hearing database changes (server/db/listen-for-changes.ts) on PostgreSQL, through a
// TCP relay that can go silent: a connection dropped without a word (a firewall forgetting an idle
// connection) raises no error, and only the listener's heartbeat finds it gone.
import net from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { listenForChanges, type ChangeListener } from '../../server/db/listen-for-changes';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Relays TCP to PostgreSQL; `silent` stops passing bytes either way without closing anything. */
async function relay() {
  const target = new URL(ADMIN_URL);
  const state = { silent: false };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((inbound) => {
    const outbound = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [inbound, outbound]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    inbound.on('data', (chunk) => state.silent || outbound.write(chunk));
    outbound.on('data', (chunk) => state.silent || inbound.write(chunk));
    inbound.on('close', () => outbound.destroy());
    outbound.on('close', () => inbound.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(ADMIN_URL);
  url.host = `127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return {
    url: url.toString(),
    state,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

let listener: ChangeListener | undefined;
let pool: pg.Pool | undefined;
let closeRelay: (() => Promise<void>) | undefined;
afterAll(async () => {
  await listener?.stop();
  await pool?.end();
  await closeRelay?.();
});

describe('the change listener', () => {
  it('counts a connection that stops answering as lost, and listens again once it can', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const proxy = await relay();
    closeRelay = proxy.close;
    // A timeout with room for a busy machine (the whole suite runs beside this test): 200 ms once failed
    // the first `listen` itself.
    const heartbeatTimeoutMs = 1000;
    listener = await listenForChanges(pg, proxy.url, {
      reconnectMs: 50,
      heartbeatMs: 100,
      heartbeatTimeoutMs,
    });
    pool = new pg.Pool({ connectionString: ADMIN_URL, max: 1, onConnect: listener.hearOwnChanges });
    const { feed } = listener;
    expect(feed.live).toBe(true);
    // A notice from another session arrives through the relay.
    const before = feed.stamp(['records']);
    await pool.query(`select pg_notify('ignite_changes', 'records')`);
    await vi.waitFor(() => expect(feed.stamp(['records'])).not.toBe(before));

    proxy.state.silent = true;
    await vi.waitFor(() => expect(feed.live).toBe(false), { timeout: 4 * heartbeatTimeoutMs });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('hearing database changes was lost'));
    // Attempts to connect while nothing gets through time out, and the next ones are made all the same.
    await new Promise((resolve) => setTimeout(resolve, 2.5 * heartbeatTimeoutMs));
    expect(feed.live).toBe(false);

    proxy.state.silent = false;
    await vi.waitFor(() => expect(feed.live).toBe(true), { timeout: 4 * heartbeatTimeoutMs });
    const again = feed.stamp(['users']);
    await pool.query(`select pg_notify('ignite_changes', 'users')`);
    await vi.waitFor(() => expect(feed.stamp(['users'])).not.toBe(again));
    logged.mockRestore();
  });

  it("counts each change once: a pool connection's own notice at once, another session's once it arrives", async () => {
    const hearing = await listenForChanges(pg, ADMIN_URL);
    const own = new pg.Pool({ connectionString: ADMIN_URL, max: 2, onConnect: hearing.hearOwnChanges });
    const other = new pg.Client({ connectionString: ADMIN_URL });
    try {
      await other.connect();
      const { feed } = hearing;
      const before = feed.stamp(['records']);
      const formsBefore = feed.stamp(['forms']);
      // This server's write: heard before its statement returns.
      await own.query(`select pg_notify('ignite_changes', 'records')`);
      expect(feed.stamp(['records'])).toBe(before + 1);
      // Notices arrive in commit order: once another session's later notice is heard, every echo of the
      // write has been delivered too, and none of them counted again.
      await other.query(`select pg_notify('ignite_changes', 'forms')`);
      await vi.waitFor(() => expect(feed.stamp(['forms'])).toBe(formsBefore + 1));
      expect(feed.stamp(['records'])).toBe(before + 1);
      // Another session's write counts once as well: the listening connection counts it, the pool's do not.
      await other.query(`select pg_notify('ignite_changes', 'records')`);
      await vi.waitFor(() => expect(feed.stamp(['records'])).toBe(before + 2));
      await own.query(`select pg_notify('ignite_changes', 'users')`);
      expect(feed.stamp(['records'])).toBe(before + 2);
    } finally {
      await hearing.stop();
      await other.end();
      await own.end();
    }
  });
});
