import type { EntityManager } from 'typeorm';
import type { AuditAction } from './audit-log-entry.entity';

/** An audit entry the database's trigger cannot write: a fact about several rows at once, not one row's change. */
export interface AuditFact {
  action: AuditAction;
  /** The kind of fact, in the place of a table name (e.g. `staff_manager`). */
  entity: string;
  entityId: string;
  changes: Record<string, { before: unknown; after: unknown }>;
}

/**
 * Appends `fact` to the audit log inside an auditedTransaction, attributed as the trigger attributes a write: to the
 * transaction's staff member (with their e-mail and role at the time) and its barangay. Without an actor (a resident's
 * own write) nothing is recorded, as the trigger records nothing.
 */
export async function recordAuditFact(manager: EntityManager, fact: AuditFact): Promise<void> {
  await manager.query(`
    INSERT INTO audit_log (actor_id, actor_email, actor_role, action, entity, entity_id, changes)
    SELECT actor.id, actor.email, coalesce(role.name, ''), $1::audit_action, $2, $3, $4::jsonb
      FROM "user" actor LEFT JOIN staff_role role ON role.id = actor.staff_role_id
     WHERE actor.id = nullif(current_setting('portal.actor_id', true), '')::integer`,
  [fact.action, fact.entity, fact.entityId, JSON.stringify(fact.changes)]);
}
