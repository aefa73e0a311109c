import { Client, type ClientConfig, type Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { Logger } from '../common/logger';
import { reasonOf, type ReplicaTransport } from './replica-bus';

/** The channel of the install's database; PostgreSQL keeps channels apart per database, so installs never mix. */
export const REPLICA_CHANNEL = 'portal_replica_events';
/** How the listening connection shows in pg_stat_activity (for an operator, and the tests). */
export const LISTENER_APPLICATION_NAME = 'barangay-portal replica events';
/** The first wait before listening again after the connection was lost, doubled up to the longest. */
const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 5000;

/**
 * The default driver: PostgreSQL LISTEN/NOTIFY, no other server. One connection of its own, outside the pool,
 * listens (a pooled one goes back to the pool, and its LISTEN with it) and sends with `pg_notify`, so events never
 * wait for a pool busy with requests. When that connection is lost (the database restarted, the connection was
 * ended) it connects and listens again, every 250 ms doubling up to 5 s, and says so once in the log each way;
 * meanwhile this replica's events go out through the pool, and what others send is missed.
 */
export class PostgresTransport implements ReplicaTransport {
  readonly driver = 'postgres';
  /** Connected and listening; undefined while it is being (re)connected. */
  private listener: Client | undefined;
  private deliver: (payload: string) => void = () => undefined;
  private retry: NodeJS.Timeout | undefined;
  private retryMs = FIRST_RETRY_MS;
  private down = false;
  private closed = false;

  constructor(private readonly db: DataSource, private readonly logger: Logger) {}

  async start(deliver: (payload: string) => void): Promise<void> {
    this.deliver = deliver;
    await this.listen();
  }

  async send(payload: string): Promise<void> {
    const sql = 'SELECT pg_notify($1, $2)';
    if (this.listener) await this.listener.query(sql, [REPLICA_CHANNEL, payload]);
    else await this.db.query(sql, [REPLICA_CHANNEL, payload]);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client = new Client({ ...connectionOf(this.db), application_name: LISTENER_APPLICATION_NAME });
    // Listened for before connecting: an error event nobody listens for would end the process.
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('the connection ended')));
    client.on('notification', ({ channel, payload }) => {
      if (channel === REPLICA_CHANNEL && payload !== undefined) this.deliver(payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${REPLICA_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      this.retryLater(error);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.listener = client;
    this.retryMs = FIRST_RETRY_MS;
    if (this.down) {
      this.down = false;
      this.logger.info('Replica events: listening again');
    }
  }

  private lost(client: Client, error: Error): void {
    if (this.listener !== client) return;
    this.listener = undefined;
    client.end().catch(() => undefined);
    this.retryLater(error);
  }

  private retryLater(error: unknown): void {
    if (this.closed) return;
    if (!this.down) {
      this.down = true;
      this.logger.warn({ reason: reasonOf(error) }, "Replica events: the database connection that listens was lost; other replicas' events are missed until it is back");
    }
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.listen();
    }, this.retryMs);
    this.retry.unref();
    this.retryMs = Math.min(this.retryMs * 2, LONGEST_RETRY_MS);
  }
}

/** Where and how the data source's pool connects (its URL, or the embedded database's), for one connection more. */
function connectionOf(db: DataSource): ClientConfig {
  const pool = (db.driver as PostgresDriver).master as Pool;
  return { ...pool.options };
}
