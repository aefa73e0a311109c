import type { DemoSeed } from '../../db/seeds/seed-context';
import { CorrectableField, CorrectionRequestRecord } from './correction-request.entity';

/** Demo residents (users.seed.ts) who asked the barangay to correct a detail, and what and why. */
const ASKED: ReadonlyArray<{ first: string; last: string; field: CorrectableField; requested: string; reason: string }> = [
  {
    first: 'Juan', last: 'Dela Cruz', field: CorrectableField.LAST_NAME, requested: 'De la Cruz',
    reason: 'My PSA birth certificate spells it "De la Cruz".',
  },
  {
    first: 'Corazon', last: 'Aquino', field: CorrectableField.BIRTH_PLACE, requested: 'Tarlac City',
    reason: 'I was born in Tarlac City; the clerk typed this barangay.',
  },
  {
    first: 'Ramon', last: 'Bautista', field: CorrectableField.RELIGION, requested: 'Roman Catholic',
    reason: 'I was received into the Catholic Church last year.',
  },
];

/**
 * A few waiting correction requests (docs/architecture.md#privacy-corrections), so the staff's Correction Requests screen
 * and those residents' Profiles show one. Skips itself when any request exists, or adds none for residents not there.
 */
export const correctionRequestsSeed: DemoSeed = {
  name: 'correction requests',
  async run({ db }) {
    if (await db.getRepository(CorrectionRequestRecord).exists()) return 0;
    let added = 0;
    for (const { first, last, field, requested, reason } of ASKED) {
      // A detail's stored value is its column's name (last_name): the record's value is read from it.
      const rows: unknown[] = await db.query(`
        INSERT INTO correction_request (barangay_id, user_id, field, current_value, requested_value, reason)
        SELECT barangay_id, id, $3, ${field}, $4, $5 FROM "user"
         WHERE user_type = 'resident' AND first_name = $1 AND last_name = $2 AND barangay_id IS NOT NULL
         ORDER BY id LIMIT 1
        RETURNING id`, [first, last, field, requested, reason]);
      added += rows.length;
    }
    return added;
  },
};
