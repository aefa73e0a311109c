import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Security round 2 (docs/rules/accounts.md#password-change-effects): a changed password is told to the account's owner, in the bell and by
 * e-mail, so the notification kinds gain `password_changed`.
 */
export class PasswordChangedNotification1764400000000 implements MigrationInterface {
  name = 'PasswordChangedNotification1764400000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TYPE notification_kind ADD VALUE IF NOT EXISTS 'password_changed'`);
  }

  /**
   * PostgreSQL cannot drop a value from an enum type, so the type keeps it. What can be undone is the
   * data: the password notifications are deleted (their queued e-mails stay and keep their text, their
   * notification_id set to null), so the previous code never reads a kind it does not know.
   */
  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notification WHERE kind = 'password_changed'`);
  }
}
