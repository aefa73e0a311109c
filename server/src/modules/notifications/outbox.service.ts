import type { DataSource } from 'typeorm';
import type { Logger } from '../../common/logger';
import type { MailTransport } from './mailer';

/** A failed message is retried after 30 s, 1 min, 2 min, … at most an hour apart, 12 attempts in all (about 6 hours). */
export const MAX_SEND_ATTEMPTS = 12;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
/** How long a claimed message is left to the worker that claimed it: if that process dies, another retries it after this. */
const CLAIM_LEASE_MS = 5 * 60_000;
const BATCH_SIZE = 20;

export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

export interface DrainOptions {
  /**
   * The moment to send as of: messages due by then are sent, and retries are scheduled from it. Defaults
   * to now; a later moment sends retries whose back-off has not passed yet (tests).
   */
  asOf?: Date;
}

export interface DrainResult {
  sent: number;
  failed: number;
}

interface ClaimedMessage {
  id: number;
  recipient: string;
  senderName: string | null;
  subject: string;
  body: string;
  attempts: number;
}

/**
 * Sends the e-mails of the `outbox` table. The events that wrote them committed long before: a message
 * that cannot be sent now is retried with back-off, and never affects the event. Several workers (or
 * replicas) may drain at once: each claims its batch with FOR UPDATE SKIP LOCKED, so a message goes to
 * one of them only. A process that dies between the mail server's "accepted" and marking the message
 * sent makes it go out twice after the lease; every other failure loses nothing and sends nothing twice.
 */
export class OutboxService {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<DrainResult> | undefined;
  private again = false;

  constructor(
    private readonly db: DataSource,
    private readonly transport: MailTransport | null,
    private readonly logger: Logger,
  ) {}

  /** Whether e-mail is configured (SMTP_URL); without it nothing is written to the outbox. */
  get enabled(): boolean {
    return this.transport !== null;
  }

  /** Sends every message due by `asOf`. One drain at a time per process: a call during one waits, then drains again. */
  async drain(options: DrainOptions = {}): Promise<DrainResult> {
    while (this.running) await this.running.catch(() => undefined);
    this.running = this.drainOnce(options.asOf ?? new Date());
    try {
      return await this.running;
    } finally {
      this.running = undefined;
    }
  }

  /** Drains every `intervalMs` in the background until stop(). */
  start(intervalMs: number): void {
    if (!this.transport || intervalMs <= 0 || this.timer) return;
    this.timer = setInterval(() => this.drainInBackground(), intervalMs);
    this.timer.unref();
  }

  /** After an event committed: send its mail now rather than at the next tick (only while the worker runs). */
  nudge(): void {
    if (!this.timer) return;
    if (this.running) {
      this.again = true;
      return;
    }
    setImmediate(() => this.drainInBackground());
  }

  /** Stops the worker and waits for a drain under way, so the database can be closed after. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
    this.transport?.close();
  }

  private drainInBackground(): void {
    if (this.running) return;
    this.drain().then(
      () => {
        if (this.again && this.timer) {
          this.again = false;
          this.drainInBackground();
        }
      },
      (error: unknown) => this.logger.error({ err: error }, 'the outbox could not be drained'),
    );
  }

  private async drainOnce(asOf: Date): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, failed: 0 };
    if (!this.transport) return result;
    for (;;) {
      const batch = await this.claim(asOf);
      for (const message of batch) {
        if (await this.send(message, asOf)) result.sent++;
        else result.failed++;
      }
      if (batch.length < BATCH_SIZE) return result;
    }
  }

  /** Takes the next due messages for this worker: counted as an attempt, and out of others' reach for the lease. */
  private async claim(asOf: Date): Promise<ClaimedMessage[]> {
    const [rows] = await this.db.query<[ClaimedMessage[], number]>(
      `UPDATE outbox o SET attempts = o.attempts + 1, next_attempt_at = $2
       WHERE o.id IN (
         SELECT id FROM outbox
         WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= $1
         ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING o.id, o.recipient, o.sender_name AS "senderName", o.subject, o.body, o.attempts`,
      [asOf, new Date(asOf.getTime() + CLAIM_LEASE_MS), BATCH_SIZE],
    );
    return rows.sort((a, b) => a.id - b.id);
  }

  private async send(message: ClaimedMessage, asOf: Date): Promise<boolean> {
    try {
      await this.transport!.send({ to: message.recipient, senderName: message.senderName, subject: message.subject, text: message.body });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (message.attempts >= MAX_SEND_ATTEMPTS) {
        await this.db.query(`UPDATE outbox SET failed_at = now(), last_error = $2 WHERE id = $1`, [message.id, reason]);
        this.logger.error({ outboxId: message.id, attempts: message.attempts, reason }, 'e-mail given up after every attempt failed');
      } else {
        await this.db.query(`UPDATE outbox SET next_attempt_at = $2, last_error = $3 WHERE id = $1`,
          [message.id, new Date(asOf.getTime() + retryDelayMs(message.attempts)), reason]);
        this.logger.warn({ outboxId: message.id, attempts: message.attempts, reason }, 'e-mail not sent; will retry');
      }
      return false;
    }
    await this.db.query(`UPDATE outbox SET sent_at = now(), last_error = NULL WHERE id = $1`, [message.id]);
    return true;
  }
}
