import { AsyncLocalStorage } from 'node:async_hooks';
import type { PoolClient } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { IsolationLevel } from 'typeorm/driver/types/IsolationLevel';
import { REQUEST_ROLE } from './migrations/1765300000000-barangay-row-security';

/**
 * The barangay whose request the current async work serves (docs/architecture.md#tenancy): set once per request
 * by the doors (http/caller.ts) and read whenever that work takes a database connection.
 */
const requestBarangay = new AsyncLocalStorage<number>();

/** Runs `work`, and everything it awaits, as the request of `barangayId`. */
export function withinBarangay<T>(barangayId: number, work: () => T): T {
  return requestBarangay.run(barangayId, work);
}

/** From here on, the current async work (an Express request's handlers) serves `barangayId`. */
export function enterBarangay(barangayId: number): void {
  requestBarangay.enterWith(barangayId);
}

/** The data sources whose connections are already set per request: several portals may share one (tests). */
const enforced = new WeakSet<PostgresDriver>();

/**
 * `work` in a transaction that sees every barangay's rows, for what answers for the whole install (a certificate
 * verifies at every address). The only way past the policies inside a request; keep what it reads to the answer.
 */
export async function acrossBarangays<T>(
  db: DataSource, work: (manager: EntityManager) => Promise<T>,
  { actorId, isolation = 'READ COMMITTED' }: { actorId?: number; isolation?: IsolationLevel } = {},
): Promise<T> {
  // isolation: REPEATABLE READ for an answer read from one snapshot across many statements (modules/personal-data).
  return await db.transaction(isolation, async (manager) => {
    // actorId: the city account the audit log names for what `work` writes (modules/city).
    await manager.query(`SELECT set_config('portal.barangay_id', '', true), set_config('portal.actor_id', $1, true)`, [actorId === undefined ? '' : String(actorId)]);
    return await work(manager);
  });
}

/** What a connection is set to: the role its statements run as ('none': the connecting one) and the barangay. */
interface ConnectionScope {
  role: string;
  barangay: string;
}

/**
 * Row-level security's half in the portal (migration BarangayRowSecurity1765300000000): every connection taken for a
 * request's work is set, before its first statement, to that request's barangay and, when the portal connects as
 * a superuser (whom policies never stop), to a role they do stop; a connection taken for other work (start-up,
 * background jobs, scripts) to neither. A connection keeps its settings between uses, so one statement is added
 * only when a connection changes hands between barangays or between request and other work.
 */
export async function enforceRowSecurity(db: DataSource): Promise<void> {
  const driver = db.driver as PostgresDriver;
  if (enforced.has(driver)) return;
  enforced.add(driver);
  const [{ superuser }]: Array<{ superuser: boolean }> = await db.query(
    'SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user');
  const requestRole = superuser ? REQUEST_ROLE : 'none';
  const settled = new WeakMap<PoolClient, string>();
  const obtain = driver.obtainMasterConnection.bind(driver);
  driver.obtainMasterConnection = async () => {
    const [connection, release] = await obtain() as [PoolClient, (error?: Error) => void];
    const barangay = requestBarangay.getStore();
    const scope: ConnectionScope = barangay === undefined ? { role: 'none', barangay: '' } : { role: requestRole, barangay: String(barangay) };
    const key = `${scope.role}/${scope.barangay}`;
    if (settled.get(connection) !== key) {
      // TypeORM listens for a connection's errors only once it has it: until then, a connection lost mid-statement
      // is reported by the statement's failure alone, not as an unhandled 'error' event.
      const reportedByTheStatement = () => undefined;
      connection.on('error', reportedByTheStatement);
      try {
        await connection.query(`SELECT set_config('role', $1, false), set_config('portal.barangay_id', $2, false)`, [scope.role, scope.barangay]);
      } catch (error) {
        release(error as Error);
        throw error;
      } finally {
        connection.off('error', reportedByTheStatement);
      }
      settled.set(connection, key);
    }
    return [connection, release];
  };
}
