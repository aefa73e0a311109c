import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { createLogger } from '../common/logger';
import { loadConfig } from '../config/env';
import { bootstrapAdministrator } from '../modules/accounts/admin-bootstrap';
import { openDatabase } from './database';
import { type ScaleCounts, seedScaleCity } from '../db/seeds/scale-city';

/**
 * `npm run seed:scale -- --residents 250000`: a large barangay for benchmarks (scale-city.ts), in well under a
 * minute. `--barangays 188 --residents 1700000` makes a city: barangays 2 to 188 beside the default one, each served
 * at `b<n>.scale.barangay.ph` (the default at `b1.`), with the residents, events and requests spread evenly.
 * `--inhabitants` (default 250000) fills the default barangay's Registry of Barangay Inhabitants.
 */
function options(): ScaleCounts {
  const { values } = parseArgs({
    options: {
      barangays: { type: 'string', default: '1' },
      residents: { type: 'string', default: '250000' }, events: { type: 'string' }, requests: { type: 'string' },
      inhabitants: { type: 'string', default: '250000' },
    },
  });
  const count = (raw: string | undefined, fallback: number, name: string) => {
    const n = raw === undefined ? fallback : Number(raw);
    if (!Number.isInteger(n) || n < 0 || n > 5_000_000) throw new Error(`--${name} must be a whole number up to 5000000`);
    return n;
  };
  const residents = count(values.residents, 250_000, 'residents');
  const barangays = count(values.barangays, 1, 'barangays');
  if (barangays < 1 || barangays > 10_000) throw new Error('--barangays must be 1 to 10000');
  return {
    barangays,
    residents,
    events: count(values.events, Math.max(10, Math.round(residents / 1000)), 'events'),
    requests: count(values.requests, Math.round(residents / 5), 'requests'),
    inhabitants: count(values.inhabitants, 250_000, 'inhabitants'),
  };
}

async function main(): Promise<void> {
  const counts = options();
  const config = loadConfig();
  const database = await openDatabase(config, createLogger(config.logLevel));
  const runner = database.db.createQueryRunner();
  const started = Date.now();
  try {
    await runner.connect();
    await runner.startTransaction();
    await seedScaleCity(runner, counts);
    await runner.commitTransaction();
    const analyzed = Date.now();
    await runner.query('ANALYZE');
    console.log(`${'ANALYZE'.padEnd(24)} ${((Date.now() - analyzed) / 1000).toFixed(1)} s`);
    // The benchmark signs in as an administrator; a database seeded before its first start has none yet.
    const admin = await bootstrapAdministrator(database.db, config);
    if (admin?.generatedPasswordFile) console.log(`Administrator created: ${admin.email}; its password is in ${admin.generatedPasswordFile}`);
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s. Residents sign in with the password "Scale-2026!".`);
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    throw error;
  } finally {
    await runner.release();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('The scale seed failed:', error instanceof Error ? error.message : String(error));
  process.exit(1);
});
