import type { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../../identity/auth-user';

/**
 * Runs `work` in one transaction whose writes the audit log attributes to `user` when that user is an
 * administrator (the trigger of the AuditLog migration reads `portal.actor_id`, which lives only as long
 * as this transaction). Every administrator write goes through here. The transaction acts within the user's
 * barangay (`portal.barangay_id`, read by `request_barangay()`: the audit entry's barangay and the barangay of
 * a row written without one; docs/architecture.md#tenancy).
 */
export async function auditedTransaction<T>(db: DataSource, user: AuthUser, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  // A city account has no barangay's records to write: its writes name their barangay (modules/city).
  if (user.barangayId === null) throw new Error('a city account writes no barangay records through auditedTransaction');
  return await db.transaction(async (manager) => {
    const actor = user.role === 'ADMIN' ? String(user.id) : '';
    await manager.query(`SELECT set_config('portal.barangay_id', $1, true), set_config('portal.actor_id', $2, true)`, [String(user.barangayId), actor]);
    return await work(manager);
  });
}
