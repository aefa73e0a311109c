import { randomUUID } from 'node:crypto';
import type { Logger } from '../common/logger';
import type { ReplicaEvents, ReplicaTopic } from './replica-events';

/** How messages travel between replicas: PostgreSQL LISTEN/NOTIFY or Redis pub/sub. */
export interface ReplicaTransport {
  readonly driver: 'postgres' | 'redis';
  /** Starts listening; `deliver` gets every payload sent by any replica, this one's included. Never throws. */
  start(deliver: (payload: string) => void): Promise<void>;
  send(payload: string): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; the same bound holds for Redis, for one behaviour. */
export const MAX_PAYLOAD_BYTES = 7999;

/** What travels: who sent it (so a replica ignores its own), the topic's name and the message. */
interface Envelope {
  from: string;
  topic: string;
  message: unknown;
}

interface Subscription {
  topic: ReplicaTopic<unknown>;
  handlers: Array<(message: unknown) => void | Promise<void>>;
}

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const { from, topic } = value as Partial<Envelope>;
  return typeof from === 'string' && typeof topic === 'string' && 'message' in value;
}

/**
 * The replicas' event channel (docs/architecture.md#replica-events). Each bus has an id of its own: the transport hands
 * every replica each payload, this one's too, and a bus drops its own, since the code that published has already
 * acted here. So each replica acts once on each event. A lost message is never fatal: what it says is also read
 * afresh within seconds (sessions and permissions after 5 s, barangays after 10 s, notifications at the client's
 * next poll), and the logs say once when the channel is down and once when it is back, never what a message held.
 */
export class ReplicaBus implements ReplicaEvents {
  private readonly id = randomUUID();
  private readonly subscriptions = new Map<string, Subscription>();
  private state: 'new' | 'started' | 'closed' = 'new';
  private sendFailing = false;

  constructor(private readonly transport: ReplicaTransport, private readonly logger: Logger) {}

  get driver(): ReplicaTransport['driver'] {
    return this.transport.driver;
  }

  async start(): Promise<void> {
    if (this.state !== 'new') return;
    await this.transport.start((payload) => this.receive(payload));
    // close() may have come while the transport was starting.
    if (this.state === 'new') this.state = 'started';
  }

  async close(): Promise<void> {
    if (this.state === 'closed') return;
    this.state = 'closed';
    await this.transport.close();
  }

  publish<T>(topic: ReplicaTopic<T>, message: T): void {
    if (this.state !== 'started') return;
    const envelope: Envelope = { from: this.id, topic: topic.name, message };
    const payload = JSON.stringify(envelope);
    const bytes = Buffer.byteLength(payload);
    if (bytes > MAX_PAYLOAD_BYTES) {
      // A programming error (lists are split by publishList): named by its topic, its content left out.
      this.logger.error({ topic: topic.name, bytes }, 'Replica event too large to send; the other replicas catch up by themselves');
      return;
    }
    this.transport.send(payload).then(() => this.sent(), (error: unknown) => this.notSent(error));
  }

  on<T>(topic: ReplicaTopic<T>, handler: (message: T) => void | Promise<void>): void {
    const existing = this.subscriptions.get(topic.name);
    const subscription = existing ?? { topic: topic as ReplicaTopic<unknown>, handlers: [] };
    subscription.handlers.push(handler as (message: unknown) => void | Promise<void>);
    this.subscriptions.set(topic.name, subscription);
  }

  private receive(payload: string): void {
    if (this.state === 'closed') return;
    let envelope: unknown;
    try {
      envelope = JSON.parse(payload);
    } catch {
      this.logger.debug('Ignored a replica event that is not JSON');
      return;
    }
    if (!isEnvelope(envelope) || envelope.from === this.id) return;
    const subscription = this.subscriptions.get(envelope.topic);
    if (!subscription) return;
    const message = subscription.topic.read(envelope.message);
    if (message === undefined) {
      this.logger.debug({ topic: envelope.topic }, 'Ignored a replica event of an unknown shape');
      return;
    }
    for (const handler of subscription.handlers) this.run(envelope.topic, () => handler(message));
  }

  /** One handler's failure is logged and stops neither the others nor the next message. */
  private run(topic: string, handle: () => void | Promise<void>): void {
    const failed = (error: unknown) => this.logger.error({ topic, reason: reasonOf(error) }, 'Handling a replica event failed');
    try {
      const handling = handle();
      if (handling instanceof Promise) handling.catch(failed);
    } catch (error) {
      failed(error);
    }
  }

  private sent(): void {
    if (!this.sendFailing) return;
    this.sendFailing = false;
    this.logger.info({ driver: this.driver }, 'Replica events are sent again');
  }

  private notSent(error: unknown): void {
    if (this.sendFailing || this.state === 'closed') return;
    this.sendFailing = true;
    this.logger.warn({ driver: this.driver, reason: reasonOf(error) },
      'Replica events cannot be sent; the other replicas catch up by themselves within seconds');
  }
}

/** An error's message only: a failed statement's parameters stay out of the log. */
export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
