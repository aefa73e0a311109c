import type { DemoSeed } from '../../db/seeds/seed-context';
import { PrivacyConsentRecord } from './privacy-consent.entity';

/**
 * The demo residents agreed to version 1 of their barangay's privacy notice, as the portal's registration form records
 * it, so signing in as one opens the portal rather than the notice (docs/architecture.md#privacy-notice). Skips itself
 * when any consent exists.
 */
export const privacyConsentsSeed: DemoSeed = {
  name: 'privacy consents',
  async run({ db }) {
    if (await db.getRepository(PrivacyConsentRecord).exists()) return 0;
    const added: unknown[] = await db.query(`
      INSERT INTO privacy_consent (user_id, barangay_id, notice_version)
      SELECT id, barangay_id, 1 FROM "user" WHERE user_type = 'resident' AND barangay_id IS NOT NULL ORDER BY id
      RETURNING id`);
    return added.length;
  },
};
