import { createHmac } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from '../common/logger';
import { connectRedis } from '../common/redis';
import type { ReplicaTransport } from './replica-bus';

/** How long a start waits for the subscription before serving anyway (Redis away: it subscribes once it is back). */
const SUBSCRIBE_WAIT_MS = 3000;

/**
 * The install's channel. Redis pub/sub ignores the database number, so two installs on one Redis (a staging copy
 * of production) would hear each other: the channel is named after the install's JWT secret, which its replicas
 * share (each accepts the others' tokens) and another install does not. A keyed hash: the name reveals nothing of it.
 */
export function redisChannel(installSecret: string): string {
  const tag = createHmac('sha256', installSecret).update('replica events').digest('hex').slice(0, 16);
  return `barangay-portal:replica-events:${tag}`;
}

/**
 * The driver when REDIS_URL is set: Redis pub/sub, one connection that publishes and one that subscribes (a
 * subscribed connection can do nothing else). The client reconnects and subscribes again by itself, and
 * connectRedis logs once each way; what is published while Redis is away is sent when it is back.
 */
export class RedisTransport implements ReplicaTransport {
  readonly driver = 'redis';
  private publisher: Redis | undefined;
  private subscriber: Redis | undefined;

  constructor(private readonly url: string, private readonly channel: string, private readonly logger: Logger) {}

  async start(deliver: (payload: string) => void): Promise<void> {
    this.publisher = connectRedis(this.url, 'replica events', this.logger);
    this.subscriber = connectRedis(this.url, 'replica events (subscriber)', this.logger);
    this.subscriber.on('message', (channel: string, payload: string) => {
      if (channel === this.channel) deliver(payload);
    });
    const subscribed = this.subscriber.subscribe(this.channel).then(() => undefined, () => undefined);
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => { timer = setTimeout(resolve, SUBSCRIBE_WAIT_MS); });
    await Promise.race([subscribed, waited]);
    clearTimeout(timer);
  }

  async send(payload: string): Promise<void> {
    if (!this.publisher) throw new Error('the Redis transport has not started');
    await this.publisher.publish(this.channel, payload);
  }

  async close(): Promise<void> {
    // disconnect, not quit: quit would wait for a Redis that is away.
    this.subscriber?.disconnect();
    this.publisher?.disconnect();
  }
}
