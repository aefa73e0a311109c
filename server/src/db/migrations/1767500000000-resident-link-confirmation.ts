import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A link between an account and a registry record opens the record's past only once staff confirm it
 * (docs/rules/id-verification.md#registry-link; docs/architecture.md#registry-of-inhabitants).
 *
 * - `inhabitant.linked_at`: when the account was linked; `link_confirmed`: whether staff with MANAGE_REGISTRY confirmed
 *   that the record's history is the account holder's. A trigger keeps both with `user_id`: a new link starts
 *   unconfirmed at its own time, an unlink (by staff, a move, an erasure) clears them, whichever code changed it.
 * - `linked_records_from(account)`: from when the account reads its linked inhabitant's records as its own (requests
 *   taken at the counter, the access ledger's views, the audit entries, the record itself): the link's time, or
 *   -infinity once confirmed; empty without a link. The one place that rule is written: every reader compares with it.
 * - The links made before: an account whose ID is verified keeps what it saw (confirmed). One whose ID is not was
 *   linked against the rule now enforced: it stays linked, unconfirmed from now, and the requests taken at the counter
 *   for its inhabitant are the inhabitant's alone again until staff confirm.
 */
export class ResidentLinkConfirmation1767500000000 implements MigrationInterface {
  name = 'ResidentLinkConfirmation1767500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE inhabitant ADD COLUMN linked_at timestamptz, ADD COLUMN link_confirmed boolean NOT NULL DEFAULT false`);
    await q.query(`
      UPDATE inhabitant i SET linked_at = now(), link_confirmed = (u.id_verification_status = 'approved')
        FROM "user" u WHERE u.id = i.user_id`);
    await q.query(`
      UPDATE document_request r SET requester_id = NULL
        FROM inhabitant i WHERE r.inhabitant_id = i.id AND r.requester_id = i.user_id AND NOT i.link_confirmed`);
    await q.query(`
      ALTER TABLE inhabitant ADD CONSTRAINT inhabitant_link_time CHECK ((user_id IS NULL) = (linked_at IS NULL)),
        ADD CONSTRAINT inhabitant_link_confirmed_linked CHECK (user_id IS NOT NULL OR NOT link_confirmed)`);
    await q.query(`
      CREATE FUNCTION inhabitant_link_times() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          NEW.linked_at := CASE WHEN NEW.user_id IS NULL THEN NULL ELSE coalesce(NEW.linked_at, now()) END;
          NEW.link_confirmed := NEW.link_confirmed AND NEW.user_id IS NOT NULL;
        ELSIF NEW.user_id IS DISTINCT FROM OLD.user_id THEN
          NEW.linked_at := CASE WHEN NEW.user_id IS NULL THEN NULL ELSE now() END;
          NEW.link_confirmed := false;
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER inhabitant_link_times BEFORE INSERT OR UPDATE OF user_id ON inhabitant
        FOR EACH ROW EXECUTE FUNCTION inhabitant_link_times()`);
    await q.query(`
      CREATE FUNCTION linked_records_from(account integer) RETURNS timestamptz LANGUAGE sql STABLE AS $$
        SELECT min(CASE WHEN link_confirmed THEN '-infinity'::timestamptz ELSE linked_at END) FROM inhabitant WHERE user_id = account
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    // The requests given back to unconfirmed links stay the inhabitant's alone.
    await q.query(`DROP FUNCTION linked_records_from(integer)`);
    await q.query(`DROP TRIGGER inhabitant_link_times ON inhabitant`);
    await q.query(`DROP FUNCTION inhabitant_link_times()`);
    await q.query(`ALTER TABLE inhabitant DROP CONSTRAINT inhabitant_link_confirmed_linked, DROP CONSTRAINT inhabitant_link_time`);
    await q.query(`ALTER TABLE inhabitant DROP COLUMN link_confirmed, DROP COLUMN linked_at`);
  }
}
