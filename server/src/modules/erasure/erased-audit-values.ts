import { ERASED_VALUE } from '@barangay-portal/domain';
import type { EntityManager } from 'typeorm';
import { OWN_REQUESTS } from './resident-records';

/**
 * The audit log's entries about a resident's own records (docs/architecture.md#privacy-erasure): each record kind by the
 * table the audit trigger names as its entity, the resident's records of it (SQL, $1 the account), and the columns whose
 * values say nothing about the person (ids, statuses, times, staff), which stay readable. Every other value of such an
 * entry becomes "[erased]": which fields changed, who changed them and when stay. A column a migration adds later is
 * erased until it is listed here, so nothing personal slips through by default.
 */
export const AUDITED_RECORDS = [
  {
    entity: 'user',
    ids: 'SELECT $1::int AS id',
    kept: ['id', 'barangay_id', 'user_type', 'id_verification_status', 'is_active', 'must_change_password', 'staff_role_id', 'city_role', 'erased_at'],
  },
  {
    entity: 'document_request',
    ids: OWN_REQUESTS,
    kept: ['id', 'barangay_id', 'document_type_id', 'requester_id', 'inhabitant_id', 'status', 'reference_number', 'reference_prefix', 'reference_year', 'ready_at'],
  },
  {
    entity: 'document_certificate',
    ids: `SELECT id FROM document_certificate WHERE request_id IN (${OWN_REQUESTS})`,
    kept: ['id', 'barangay_id', 'request_id', 'issued_at', 'issued_by', 'revoked_at', 'revoked_by', 'revocation_reason', 'seal', 'holder_erased_at'],
  },
  {
    entity: 'resident_transfer',
    ids: 'SELECT id FROM resident_transfer WHERE resident_id = $1',
    kept: ['id', 'resident_id', 'from_barangay_id', 'to_barangay_id', 'status', 'decline_reason', 'requested_at', 'decided_at', 'decided_by'],
  },
  {
    entity: 'correction_request',
    ids: 'SELECT id FROM correction_request WHERE user_id = $1',
    kept: ['id', 'barangay_id', 'user_id', 'field', 'status', 'decided_by', 'decided_at', 'created_at'],
  },
] as const;

export type AuditedEntity = (typeof AUDITED_RECORDS)[number]['entity'];

/** How many audit entries are about the resident's records (the plan's count), $1 the account. */
export const AUDIT_ENTRIES_COUNT = `SELECT count(*) FROM audit_log e WHERE ${AUDITED_RECORDS
  .map(({ entity, ids }) => `(e.entity = '${entity}' AND e.entity_id IN (SELECT id::text FROM (${ids}) records))`).join(' OR ')}`;

/**
 * Replaces every value of the entries about `records` by "[erased]", but those of the kept columns; null stays null (it
 * says nothing). Run with every barangay in sight and after every other step, so the entries the erasure itself wrote
 * lose their values too. The audit log takes no other change (its trigger, migration ErasureRequests1767100000000).
 */
export async function eraseAuditValues(manager: EntityManager, records: ReadonlyMap<AuditedEntity, readonly string[]>): Promise<void> {
  for (const { entity, kept } of AUDITED_RECORDS) {
    const ids = records.get(entity) ?? [];
    if (ids.length === 0) continue;
    await manager.query(`
      UPDATE audit_log e SET changes = (
        SELECT coalesce(jsonb_object_agg(field.key, CASE WHEN field.key = ANY ($3::text[]) OR jsonb_typeof(field.value) <> 'object' THEN field.value
          ELSE field.value || jsonb_build_object(
            'before', CASE WHEN coalesce(field.value -> 'before', 'null'::jsonb) = 'null'::jsonb THEN field.value -> 'before' ELSE to_jsonb($4::text) END,
            'after', CASE WHEN coalesce(field.value -> 'after', 'null'::jsonb) = 'null'::jsonb THEN field.value -> 'after' ELSE to_jsonb($4::text) END)
          END), '{}'::jsonb)
        FROM jsonb_each(e.changes) field)
      WHERE e.entity = $1 AND e.entity_id = ANY ($2::text[])`, [entity, ids, kept, ERASED_VALUE]);
  }
}
