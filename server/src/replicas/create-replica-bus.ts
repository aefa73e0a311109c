import type { DataSource } from 'typeorm';
import type { Logger } from '../common/logger';
import { PostgresTransport } from './postgres-transport';
import { ReplicaBus } from './replica-bus';
import { redisChannel, RedisTransport } from './redis-transport';

export interface ReplicaBusOptions {
  /** The install's database: its LISTEN/NOTIFY is the default channel. */
  db: DataSource;
  /** REDIS_URL: Redis pub/sub instead. */
  redisUrl: string | undefined;
  /** The JWT secret, which the install's replicas share: it names the Redis channel (redisChannel). */
  installSecret: string;
  logger: Logger;
}

/** The replicas' event channel on PostgreSQL, or on Redis when REDIS_URL is set; start() it once the app is built. */
export function createReplicaBus({ db, redisUrl, installSecret, logger }: ReplicaBusOptions): ReplicaBus {
  const transport = redisUrl ? new RedisTransport(redisUrl, redisChannel(installSecret), logger) : new PostgresTransport(db, logger);
  return new ReplicaBus(transport, logger);
}
