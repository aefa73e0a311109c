import 'reflect-metadata';
import { createLogger } from '../common/logger';
import { loadConfig } from '../config/env';
import { seedContext } from '../db/seeds/seed-context';
import { openFileStorage } from '../uploads/open-storage';
import { openDatabase } from './database';
import { PORTAL_MODULES } from './modules';
import type { AnyPortalModule } from '../portal-module/portal-module';

/** The manifests as a list of any module (each keeps its own services' type in modules.ts). */
const MODULES: readonly AnyPortalModule[] = PORTAL_MODULES;

/** Every module's demo records, in the order of the modules; each skips itself when its domain already has records. */
const seeds = MODULES.flatMap((module) => module.seeds ?? []);

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
