import 'reflect-metadata';
import { createLogger } from '../../common/logger';
import { loadConfig } from '../../config/env';
import { announcementsSeed } from '../../modules/announcements/announcement.seed';
import { contactDetailsSeed } from '../../modules/contact/contact-details.seed';
import { eventsSeed } from '../../modules/events/event.seed';
import { officialsSeed } from '../../modules/officials/barangay-official.seed';
import { projectsSeed } from '../../modules/projects/project.seed';
import { residentsSeed } from '../../modules/users/users.seed';
import { privacyConsentsSeed } from '../../modules/privacy/privacy.seed';
import { correctionRequestsSeed } from '../../modules/corrections/corrections.seed';
import { erasureRequestsSeed } from '../../modules/erasure/erasure.seed';
import { openFileStorage } from '../../uploads/open-storage';
import { openDatabase } from '../database';
import { DemoSeed, seedContext } from './seed-context';

/** Every domain's demo records, in order; each skips itself when its domain already has records. */
const seeds: DemoSeed[] = [
  residentsSeed,
  privacyConsentsSeed,
  projectsSeed,
  eventsSeed,
  announcementsSeed,
  officialsSeed,
  contactDetailsSeed,
  correctionRequestsSeed,
  erasureRequestsSeed,
];

/** `npm run seed:demo`: fills the configured database (DATABASE_URL or the embedded one under DATA_DIR) with a demo barangay. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config, logger);
  // The configured storage: the local folder, or the bucket when S3_* is set.
  const storage = openFileStorage(config);
  try {
    for (const seed of seeds) {
      const context = seedContext(database.db, storage);
      try {
        const added = await seed.run(context);
        console.log(added > 0 ? `${seed.name}: added ${added}` : `${seed.name}: already has records, skipped`);
      } catch (error) {
        await context.discardPictures();
        throw error;
      }
    }
  } finally {
    await storage.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('The demo seed failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
