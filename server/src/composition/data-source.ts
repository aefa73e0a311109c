import { BARANGAY_TIME_ZONE } from '@barangay-portal/domain';
import { types } from 'pg';
import { DataSource } from 'typeorm';
import { migrations as portalMigrations } from '../db/migrations';
import type { EntityClass } from '../portal-module/portal-module';
import { PORTAL_MODULES } from './modules';
import type { AnyPortalModule } from '../portal-module/portal-module';

/** The manifests as a list of any module (each keeps its own services' type in modules.ts). */
const MODULES: readonly AnyPortalModule[] = PORTAL_MODULES;

// Calendar dates stay 'YYYY-MM-DD' strings: turning them into JS Dates would shift them by the time zone.
const PG_DATE_OID = 1082;
types.setTypeParser(PG_DATE_OID, (value) => value);

/** Every module's entities. */
export const entities = MODULES.flatMap((module) => module.entities ?? []);

/** The migration's timestamp: the digits its class name ends with (TypeORM runs them in that order too). */
const timestampOf = (migration: EntityClass): number => Number(/(\d{13})$/.exec(migration.name)?.[1] ?? Number.NaN);

/**
 * The portal's first migrations (db/migrations) and those modules own, in the order of their timestamps. A module's
 * migration without a timestamp in its name stops the start.
 */
export const migrations = [...portalMigrations, ...MODULES.flatMap((module) => module.migrations ?? [])]
  .map((migration) => {
    if (Number.isNaN(timestampOf(migration))) throw new Error(`The migration ${migration.name} does not end with its timestamp`);
    return migration;
  })
  .sort((a, b) => timestampOf(a) - timestampOf(b));

export function createDataSource(url: string): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsRun: false,
    synchronize: false,
    logging: false,
    // pg-pool drops a connection that errors (PostgreSQL restarted, network cut) and opens a new one on
    // demand, so the portal reconnects by itself. While the database is unreachable a request must fail
    // fast (503, see isDatabaseUnavailable) instead of hanging: a pool connect gives up after 3 s, and TCP
    // keep-alive notices a peer that vanished without closing the connection.
    // Every session keeps the barangay's clock, so whatever SQL still reads the session's date (current_date,
    // a timestamp cast to a date) agrees with barangayToday(), which the services pass as a parameter.
    extra: {
      max: 10, connectionTimeoutMillis: 3000, keepAlive: true, keepAliveInitialDelayMillis: 10_000,
      options: `-c TimeZone=${BARANGAY_TIME_ZONE}`,
    },
  });
}
