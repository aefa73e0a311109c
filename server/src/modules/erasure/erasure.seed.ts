import type { DemoSeed } from '../../db/seeds/seed-context';
import { ErasureRequestRecord } from './erasure-request.entity';

/** A demo resident (users.seed.ts) who asked the barangay to erase their data, and why. */
const ASKED = { first: 'Mark', last: 'Flores', reason: 'I am moving abroad for good and will not need the portal again.' } as const;

/**
 * One waiting erasure request (docs/architecture.md#privacy-erasure), so the staff's Erasure Requests screen shows one with
 * its plan, and that resident's Profile shows it waiting. Skips itself when any request exists, or adds none when the
 * resident is not there. Not processed: erasing is for staff to do, and cannot be undone.
 */
export const erasureRequestsSeed: DemoSeed = {
  name: 'erasure requests',
  async run({ db }) {
    if (await db.getRepository(ErasureRequestRecord).exists()) return 0;
    const rows: unknown[] = await db.query(`
      INSERT INTO erasure_request (barangay_id, user_id, reason)
      SELECT barangay_id, id, $3 FROM "user"
       WHERE user_type = 'resident' AND first_name = $1 AND last_name = $2 AND barangay_id IS NOT NULL AND erased_at IS NULL
       ORDER BY id LIMIT 1
      RETURNING id`, [ASKED.first, ASKED.last, ASKED.reason]);
    return rows.length;
  },
};
