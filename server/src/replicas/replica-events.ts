/**
 * What one replica tells the others (docs/architecture.md#replica-events): that sessions ended, that staff permissions
 * or barangays changed, that notifications were recorded. The replica where it happened has already acted; the
 * others act on the message. A message carries ids only, never personal data: each replica reads what it needs.
 */
export interface ReplicaEvents {
  /** Tells every other replica. Nothing is sent before the bus has started or after it has stopped. */
  publish<T>(topic: ReplicaTopic<T>, message: T): void;
  /** `handler` runs for each message of `topic` from another replica (never for this one's own). */
  on<T>(topic: ReplicaTopic<T>, handler: (message: T) => void | Promise<void>): void;
}

/** A kind of message, named once by the code that sends and receives it. */
export interface ReplicaTopic<T> {
  readonly name: string;
  /**
   * The message another replica sent, checked; undefined when it is not one of this topic (a replica of another
   * version during a rolling deploy): it is then ignored.
   */
  read(message: unknown): T | undefined;
}

/** A topic whose message says only that something changed: whatever the receiver cached of it is read afresh. */
export function replicaSignal(name: string): ReplicaTopic<null> {
  return { name, read: (message) => (message === null ? null : undefined) };
}

/** A topic whose message is a list of items each `isItem` accepts. */
export function replicaList<T>(name: string, isItem: (item: unknown) => item is T): ReplicaTopic<T[]> {
  return { name, read: (message) => (Array.isArray(message) && message.every(isItem) ? message : undefined) };
}

/**
 * How many items of a list one message carries at most: a PostgreSQL NOTIFY payload must stay under 8000
 * bytes, and 100 UUIDs are about 3.9 KB.
 */
export const ITEMS_PER_MESSAGE = 100;

/** Publishes `items` in messages of ITEMS_PER_MESSAGE at most. */
export function publishList<T>(events: ReplicaEvents, topic: ReplicaTopic<T[]>, items: readonly T[]): void {
  for (let start = 0; start < items.length; start += ITEMS_PER_MESSAGE) events.publish(topic, items.slice(start, start + ITEMS_PER_MESSAGE));
}

/** One process and no other replica: nothing to tell, nothing to hear (unit tests, tools). */
export const NO_OTHER_REPLICAS: ReplicaEvents = {
  publish: () => undefined,
  on: () => undefined,
};
