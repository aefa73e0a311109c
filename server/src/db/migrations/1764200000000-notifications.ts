import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notifications (docs/architecture.md#notifications-outbox): what the portal's bell lists, and the outbox of e-mails about the same events.
 * Both are written in the transaction of the event itself, so an event never commits without them and a
 * rolled-back event leaves none; the e-mails are sent afterwards by a background worker, so a mail server
 * that is down never blocks or undoes the event.
 */
export class Notifications1764200000000 implements MigrationInterface {
  name = 'Notifications1764200000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TYPE notification_kind AS ENUM ('request_status_changed', 'request_ready_for_pickup', 'id_approved', 'id_rejected')`);
    await q.query(`
      CREATE TABLE notification (
        id               serial PRIMARY KEY,
        recipient_id     integer NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
        kind             notification_kind NOT NULL,
        title            text NOT NULL,
        message          text NOT NULL,
        request_id       integer REFERENCES document_request(id) ON DELETE CASCADE,
        reference_number text,
        created_at       timestamptz NOT NULL DEFAULT now(),
        read_at          timestamptz
      )`);
    // The bell: a user's newest first, and their unread count.
    await q.query(`CREATE INDEX idx_notification_recipient ON notification (recipient_id, id DESC)`);
    await q.query(`CREATE INDEX idx_notification_unread ON notification (recipient_id) WHERE read_at IS NULL`);
    await q.query(`CREATE INDEX idx_notification_request ON notification (request_id) WHERE request_id IS NOT NULL`);

    await q.query(`
      CREATE TABLE outbox (
        id              serial PRIMARY KEY,
        recipient       text NOT NULL,
        subject         text NOT NULL,
        body            text NOT NULL,
        notification_id integer REFERENCES notification(id) ON DELETE SET NULL,
        attempts        integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error      text,
        sent_at         timestamptz,
        failed_at       timestamptz,
        created_at      timestamptz NOT NULL DEFAULT now()
      )`);
    // The worker's question: which messages are due?
    await q.query(`CREATE INDEX idx_outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE outbox`);
    await q.query(`DROP TABLE notification`);
    await q.query(`DROP TYPE notification_kind`);
  }
}
