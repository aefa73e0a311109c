import { Writable } from 'node:stream';
import { createLogger } from '../../common/logger';
import { MAX_PAYLOAD_BYTES, ReplicaBus, type ReplicaTransport } from '../replica-bus';
import { ITEMS_PER_MESSAGE, publishList, replicaList, replicaSignal } from '../replica-events';

/** One channel in memory that hands every payload to every replica on it, the sender's included, as the real ones do. */
class MemoryChannel {
  readonly sent: string[] = [];
  private readonly listeners: Array<(payload: string) => void> = [];

  transport(): ReplicaTransport {
    return {
      driver: 'postgres',
      start: async (deliver) => { this.listeners.push(deliver); },
      send: async (payload) => {
        this.sent.push(payload);
        for (const deliver of this.listeners) deliver(payload);
      },
      close: async () => undefined,
    };
  }

  /** A payload from outside the buses (another version's replica, or garbage). */
  inject(payload: string): void {
    for (const deliver of this.listeners) deliver(payload);
  }
}

function recordedLog() {
  const lines: Array<{ level: number; msg: string; [field: string]: unknown }> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  return { logger: createLogger('debug', destination), lines };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));
const ENDED = replicaList('sessions.ended', (item): item is string => typeof item === 'string');
const CHANGED = replicaSignal('staff.changed');

async function twoReplicas() {
  const channel = new MemoryChannel();
  const log = recordedLog();
  const a = new ReplicaBus(channel.transport(), log.logger);
  const b = new ReplicaBus(channel.transport(), log.logger);
  await Promise.all([a.start(), b.start()]);
  return { channel, a, b, log };
}

it("hands each event to the other replicas once, and never back to the one that published it", async () => {
  const { a, b } = await twoReplicas();
  const heardByA: string[][] = [];
  const heardByB: string[][] = [];
  a.on(ENDED, (ids) => { heardByA.push(ids); });
  b.on(ENDED, (ids) => { heardByB.push(ids); });
  a.publish(ENDED, ['4b0c8a57-5f0e-4d5e-9a34-3f1d3c0e2a11']);
  await flush();
  expect(heardByB).toEqual([['4b0c8a57-5f0e-4d5e-9a34-3f1d3c0e2a11']]);
  expect(heardByA).toEqual([]);
});

it('sends nothing before it has started or after it has closed', async () => {
  const channel = new MemoryChannel();
  const bus = new ReplicaBus(channel.transport(), recordedLog().logger);
  bus.publish(CHANGED, null);
  await bus.start();
  bus.publish(CHANGED, null);
  await bus.close();
  bus.publish(CHANGED, null);
  expect(channel.sent).toHaveLength(1);
});

it('ignores payloads that are not its envelopes and messages of an unknown shape, and goes on', async () => {
  const { channel, b } = await twoReplicas();
  const heard: string[][] = [];
  b.on(ENDED, (ids) => { heard.push(ids); });
  channel.inject('not json');
  channel.inject(JSON.stringify({ topic: 'sessions.ended', message: ['x'] }));
  channel.inject(JSON.stringify({ from: 'another', topic: 'sessions.ended', message: [42] }));
  channel.inject(JSON.stringify({ from: 'another', topic: 'sessions.ended', message: ['kept'] }));
  await flush();
  expect(heard).toEqual([['kept']]);
});

it("keeps a message that would pass PostgreSQL's NOTIFY limit off the channel, logging its topic and size only", async () => {
  const { channel, a, log } = await twoReplicas();
  const secret = 'juan.dela.cruz@example.ph';
  a.publish(ENDED, [secret.repeat(Math.ceil(MAX_PAYLOAD_BYTES / secret.length))]);
  expect(channel.sent).toHaveLength(0);
  const refusal = log.lines.find((line) => line.msg === 'Replica event too large to send; the other replicas catch up by themselves');
  expect(refusal).toMatchObject({ topic: 'sessions.ended' });
  expect(JSON.stringify(log.lines)).not.toContain(secret);
});

it('splits a long list into messages that each stay under the limit', async () => {
  const { channel, a, b } = await twoReplicas();
  const heard: string[] = [];
  b.on(ENDED, (ids) => { heard.push(...ids); });
  const sessions = Array.from({ length: ITEMS_PER_MESSAGE * 2 + 1 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
  publishList(a, ENDED, sessions);
  await flush();
  expect(channel.sent).toHaveLength(3);
  expect(Math.max(...channel.sent.map((payload) => Buffer.byteLength(payload)))).toBeLessThan(MAX_PAYLOAD_BYTES);
  expect(heard).toEqual(sessions);
});

it("logs a handler's failure without its message, and still runs the other handlers", async () => {
  const { a, b, log } = await twoReplicas();
  let heard = 0;
  b.on(CHANGED, () => { throw new Error('the read failed'); });
  b.on(CHANGED, async () => { await Promise.reject(new Error('the async read failed')); });
  b.on(CHANGED, () => { heard += 1; });
  a.publish(CHANGED, null);
  await flush();
  expect(heard).toBe(1);
  expect(log.lines.filter((line) => line.msg === 'Handling a replica event failed').map((line) => line.reason))
    .toEqual(['the read failed', 'the async read failed']);
});

it('says once that events cannot be sent, and once that they are sent again', async () => {
  const log = recordedLog();
  let failing = true;
  const bus = new ReplicaBus({
    driver: 'redis', start: async () => undefined, close: async () => undefined,
    send: async () => { if (failing) throw new Error('Connection is closed.'); },
  }, log.logger);
  await bus.start();
  for (let i = 0; i < 3; i++) bus.publish(CHANGED, null);
  await flush();
  failing = false;
  bus.publish(CHANGED, null);
  bus.publish(CHANGED, null);
  await flush();
  expect(log.lines.filter((line) => line.level >= 30).map((line) => line.msg)).toEqual([
    'Replica events cannot be sent; the other replicas catch up by themselves within seconds',
    'Replica events are sent again',
  ]);
});
