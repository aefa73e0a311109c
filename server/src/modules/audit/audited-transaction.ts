import type { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../../auth/auth-user';

/**
 * Runs `work` in one transaction whose writes the audit log attributes to `user` when that user is an
 * administrator (the trigger of the AuditLog migration reads `portal.actor_id`, which lives only as long
 * as this transaction). Every administrator write goes through here.
 */
export async function auditedTransaction<T>(db: DataSource, user: AuthUser, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  return await db.transaction(async (manager) => {
    if (user.role === 'ADMIN') await manager.query(`SELECT set_config('portal.actor_id', $1, true)`, [String(user.id)]);
    return await work(manager);
  });
}
