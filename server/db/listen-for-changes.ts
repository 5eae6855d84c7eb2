// Hears the change notices of migration 0110 (change-feed.ts) on PostgreSQL.
// - Every pool connection listens too (the pool's onConnect, hearOwnChanges: the pool hands a connection
//   out once it listens): a connection that writes gets its own notice before its commit returns, so this
//   server never answers from memory what it has just changed. It counts only its own notices, and the
//   connection below only those of other sessions: each change counts once, when it is first heard, and a
//   page read just after this server's write is not dropped by a late echo of it.
// - One connection of its own listens for as long as the server runs, so that other servers' writes are
//   heard while the pool has no connection open. While it is down the feed is not live (nothing is
//   answered from memory); it reconnects every second, and its return counts as a change of everything.
//   It is asked `select 1` 15 s after each answer: a connection dropped silently (a firewall, a
//   half-open socket) raises no error, and one that does not answer within 5 s counts as lost.
import type pg from 'pg';
import { CHANGE_CHANNEL, ChangeFeed } from './change-feed';

export interface ListenTiming {
  /** Wait before connecting again after the listening connection was lost. */
  reconnectMs: number;
  /**
   * How often the listening connection is asked a question, and how long it may take to answer: a
   * connection that a firewall dropped silently raises no error, and would otherwise count as listening.
   */
  heartbeatMs: number;
  heartbeatTimeoutMs: number;
}

const TIMING: ListenTiming = { reconnectMs: 1000, heartbeatMs: 15_000, heartbeatTimeoutMs: 5000 };
/** The listening connection's name in pg_stat_activity. */
export const LISTENER_NAME = 'ignite-change-listener';

export interface ChangeListener {
  feed: ChangeFeed;
  /** The pool's `onConnect`: the connection listens, and counts its own notices, before it is used. */
  hearOwnChanges(client: pg.ClientBase): Promise<void>;
  stop(): Promise<void>;
}

/** The connection's backend process id (pg sets it on connecting; its types leave it out). */
const backendOf = (client: pg.ClientBase): number =>
  (client as pg.ClientBase & { processID: number }).processID;

export async function listenForChanges(
  driver: typeof pg,
  connectionString: string,
  { reconnectMs, heartbeatMs, heartbeatTimeoutMs }: ListenTiming = TIMING,
): Promise<ChangeListener> {
  const feed = new ChangeFeed({ live: false });
  const hear = (message: pg.Notification) => {
    if (message.channel === CHANGE_CHANNEL && message.payload) feed.changed(message.payload);
  };
  /** Backend ids of the pool's connections that hear their own notices. */
  const listeningPool = new Set<number>();
  const hearOwnChanges = async (client: pg.ClientBase): Promise<void> => {
    const backend = backendOf(client);
    client.on('notification', (message) => {
      if (message.processId === backend) hear(message);
    });
    client.on('end', () => listeningPool.delete(backend));
    try {
      await client.query(`listen ${CHANGE_CHANNEL}`);
      listeningPool.add(backend);
    } catch (error) {
      // The connection serves all the same: the dedicated connection below hears its writes, a moment
      // later.
      console.error(
        `A database connection could not listen for changes: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };

  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const client = new driver.Client({
      connectionString,
      application_name: LISTENER_NAME,
      keepAlive: true,
      keepAliveInitialDelayMillis: heartbeatMs,
      // Neither coming up nor any question may hang: a silent connection would never fail otherwise.
      connectionTimeoutMillis: heartbeatTimeoutMs,
      query_timeout: heartbeatTimeoutMs,
    });
    current = client;
    let dropped = false;
    // Once per connection, whether it errs, ends, stops answering or never comes up.
    const drop = (reason: string) => {
      if (dropped || stopped || current !== client) return;
      dropped = true;
      clearTimeout(heartbeat);
      if (feed.live)
        console.error(
          `The connection hearing database changes was lost (${reason}); ` +
            'answers are read from the database until it is back',
        );
      feed.lost();
      client.end().catch(() => undefined);
      scheduleReconnect();
    };
    client.on('notification', (message) => {
      if (!listeningPool.has(message.processId)) hear(message);
    });
    client.on('error', (error: Error & { code?: string }) =>
      drop(`${error.code ?? 'no code'}: ${error.message}`),
    );
    client.on('end', () => drop('the connection ended'));
    try {
      await client.connect();
      await client.query(`listen ${CHANGE_CHANNEL}`);
    } catch (error) {
      drop(error instanceof Error ? error.message : String(error));
      throw error;
    }
    // The next question once the last is answered: never two unanswered, whatever the timing.
    const askLater = () => {
      heartbeat = setTimeout(
        () =>
          void client.query('select 1').then(
            () => dropped || stopped || askLater(),
            (error: Error) => drop(error.message),
          ),
        heartbeatMs,
      );
      heartbeat.unref();
    };
    askLater();
    feed.resumed();
  };
  const scheduleReconnect = () => {
    if (stopped) return;
    retry = setTimeout(() => {
      // A failed attempt schedules the next one itself (drop).
      connect().catch(() => undefined);
    }, reconnectMs);
    retry.unref();
  };

  try {
    await connect();
  } catch (error) {
    // The server does not start without its database: no attempts in the background.
    stopped = true;
    clearTimeout(retry);
    throw error;
  }
  return {
    feed,
    hearOwnChanges,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      clearTimeout(heartbeat);
      feed.lost();
      await current?.end().catch(() => undefined);
    },
  };
}
