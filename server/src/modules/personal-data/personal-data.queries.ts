import type { EntityManager } from 'typeorm';

/*
 * The statements behind "Download my data" (docs/architecture.md#privacy-rights), one per section. Each is given the
 * resident's account id as $1 and keeps to rows about that account, or about the registry record linked to it. Staff
 * who acted on a row are named by name and office only, never by e-mail. Column lists are written out: a column
 * added to a table is left out until it is added here on purpose (the test of the download lists the tables, and
 * the "withheld" note says what is never given).
 */

/** A staff member (or the resident) who acted on a row: their name, never their e-mail. */
function nameOf(alias: string): string {
  return `coalesce(nullif(concat_ws(' ', nullif(${alias}.first_name, ''), nullif(${alias}.middle_name, ''), nullif(${alias}.last_name, '')), ''),
                   CASE WHEN ${alias}.id IS NULL THEN NULL ELSE 'Barangay staff' END)`;
}

/** Their office: the staff role's name, the city office, or "Resident" for a resident's own action. */
function officeOf(alias: string, role: string): string {
  return `CASE WHEN ${alias}.id IS NULL THEN NULL WHEN ${alias}.user_type = 'resident' THEN 'Resident'
               ELSE coalesce(${role}.name, ${alias}.city_role::text, 'Barangay staff') END`;
}

/** Joins the account `column` names as `alias`, with its staff role as `alias_role`. */
function actorJoin(alias: string, column: string): string {
  return `LEFT JOIN "user" ${alias} ON ${alias}.id = ${column} LEFT JOIN staff_role ${alias}_role ON ${alias}_role.id = ${alias}.staff_role_id`;
}

/** The registry records linked to the account (one at most today; a list so a second link could not hide). */
const LINKED_INHABITANTS = 'SELECT linked.id FROM inhabitant linked WHERE linked.user_id = $1';

/**
 * What of the linked record the account reads: what was made from linked_records_from($1) on (the link's time, or all of
 * it once staff confirmed the link; migration ResidentLinkConfirmation1767500000000). `madeAt`: the row's time column.
 */
const SINCE_LINKED = (madeAt: string) => `${madeAt} >= linked_records_from($1)`;

/** The document requests about the resident: made by them, or at the counter for their linked registry record. */
const THEIR_REQUESTS = `SELECT r.id FROM document_request r
  WHERE r.requester_id = $1 OR (r.inhabitant_id IN (${LINKED_INHABITANTS}) AND ${SINCE_LINKED('r.created_at')})`;

export const PROFILE_SQL = `
  SELECT u.id, u.email, u.first_name AS "firstName", u.middle_name AS "middleName", u.last_name AS "lastName", u.nickname,
         u.gender, u.birthdate, u.birth_place AS "birthPlace", u.contact_number AS "contactNumber", u.civil_status AS "civilStatus",
         u.is_employed AS "isEmployed", u.is_voter AS "isVoter", u.religion, u.address,
         u.valid_id IS NOT NULL AS "hasValidIdImage", u.id_verification_status AS "idVerificationStatus",
         u.user_type AS "accountType", u.is_active AS "isActive", u.must_change_password AS "mustChangePassword",
         b.name AS "barangay", u.created_at AS "createdAt", u.updated_at AS "updatedAt"
    FROM "user" u LEFT JOIN barangay b ON b.id = u.barangay_id
   WHERE u.id = $1`;

export const TWO_FACTOR_SQL = `
  SELECT t.enabled_at IS NOT NULL AS "enabled", t.enabled_at AS "enabledAt", t.created_at AS "createdAt", t.updated_at AS "updatedAt"
    FROM user_two_factor t WHERE t.user_id = $1`;

export const RECOVERY_CODES_SQL = `
  SELECT c.id, c.created_at AS "createdAt", c.used_at AS "usedAt"
    FROM user_recovery_code c WHERE c.user_id = $1 ORDER BY c.id`;

export const CONSENTS_SQL = `
  SELECT c.id, b.name AS "barangay", c.notice_version AS "noticeVersion", c.consented_at AS "consentedAt"
    FROM privacy_consent c JOIN barangay b ON b.id = c.barangay_id
   WHERE c.user_id = $1 ORDER BY c.consented_at, c.id`;

export const DOCUMENT_REQUESTS_SQL = `
  SELECT r.id, r.reference_number AS "referenceNumber", t.name AS "documentType", r.status, r.field_data AS "fieldData",
         b.name AS "barangay", r.inhabitant_id IS NOT NULL AS "madeAtTheCounter",
         r.created_at AS "createdAt", r.updated_at AS "updatedAt", r.ready_at AS "readyAt"
    FROM document_request r JOIN document_type t ON t.id = r.document_type_id JOIN barangay b ON b.id = r.barangay_id
   WHERE r.id IN (${THEIR_REQUESTS}) ORDER BY r.created_at, r.id`;

export const STATUS_HISTORY_SQL = `
  SELECT h.id, h.request_id AS "requestId", h.from_status AS "fromStatus", h.to_status AS "toStatus", h.changed_at AS "changedAt",
         ${nameOf('actor')} AS "changedBy", ${officeOf('actor', 'actor_role')} AS "changedByOffice"
    FROM document_request_status_change h ${actorJoin('actor', 'h.changed_by')}
   WHERE h.request_id IN (${THEIR_REQUESTS}) ORDER BY h.changed_at, h.id`;

export const CERTIFICATES_SQL = `
  SELECT c.id, c.request_id AS "requestId", c.verification_code AS "verificationCode", c.issued_at AS "issuedAt",
         ${nameOf('issuer')} AS "issuedBy", ${officeOf('issuer', 'issuer_role')} AS "issuedByOffice",
         c.revoked_at AS "revokedAt", c.revocation_reason AS "revocationReason",
         ${nameOf('revoker')} AS "revokedBy", ${officeOf('revoker', 'revoker_role')} AS "revokedByOffice", c.content
    FROM document_certificate c ${actorJoin('issuer', 'c.issued_by')} ${actorJoin('revoker', 'c.revoked_by')}
   WHERE c.request_id IN (${THEIR_REQUESTS}) ORDER BY c.issued_at, c.id`;

export const NOTIFICATIONS_SQL = `
  SELECT n.id, n.kind, n.title, n.message, n.request_id AS "requestId", n.reference_number AS "referenceNumber",
         n.created_at AS "createdAt", n.read_at AS "readAt"
    FROM notification n WHERE n.recipient_id = $1 ORDER BY n.created_at, n.id`;

export const TRANSFERS_SQL = `
  SELECT x.id, from_b.name AS "fromBarangay", to_b.name AS "toBarangay", x.new_address AS "newAddress", x.status,
         x.decline_reason AS "declineReason", x.requested_at AS "requestedAt", x.decided_at AS "decidedAt",
         ${nameOf('decider')} AS "decidedBy", ${officeOf('decider', 'decider_role')} AS "decidedByOffice"
    FROM resident_transfer x JOIN barangay from_b ON from_b.id = x.from_barangay_id JOIN barangay to_b ON to_b.id = x.to_barangay_id
         ${actorJoin('decider', 'x.decided_by')}
   WHERE x.resident_id = $1 ORDER BY x.requested_at, x.id`;

export const ID_DECISIONS_SQL = `
  SELECT d.id, d.decision AS "outcome", d.decided_at AS "decidedAt",
         ${nameOf('decider')} AS "decidedBy", ${officeOf('decider', 'decider_role')} AS "decidedByOffice"
    FROM id_verification_decision d ${actorJoin('decider', 'd.decided_by')}
   WHERE d.user_id = $1 ORDER BY d.decided_at, d.id`;

export const ID_IMAGE_REMOVALS_SQL = `
  SELECT m.id, m.decision_id AS "decisionId", m.outcome, m.decided_at AS "decidedAt", m.removed_at AS "removedAt",
         m.retention_days AS "retentionDays", b.name AS "barangay"
    FROM id_image_removal m JOIN barangay b ON b.id = m.barangay_id
   WHERE m.user_id = $1 ORDER BY m.removed_at, m.id`;

export const DATA_ACCESSES_SQL = `
  SELECT a.id, a.viewed_at AS "viewedAt", a.viewer_name AS "viewerName", a.viewer_office AS "viewerOffice", a.kind, a.purpose
    FROM data_access a
   WHERE a.resident_id = $1 OR a.resident_ids @> ARRAY[$1::int]
      OR ((a.inhabitant_id IN (${LINKED_INHABITANTS}) OR a.inhabitant_ids && ARRAY(${LINKED_INHABITANTS})) AND ${SINCE_LINKED('a.viewed_at')})
   ORDER BY a.viewed_at, a.id`;

export const REGISTRY_RECORDS_SQL = `
  SELECT i.id, b.name AS "barangay", i.last_name AS "lastName", i.first_name AS "firstName", i.middle_name AS "middleName",
         i.suffix, i.address, i.sex, i.birthdate, i.birth_place AS "birthPlace", i.civil_status AS "civilStatus",
         i.citizenship, i.occupation, i.is_pwd AS "isPwd", i.is_solo_parent AS "isSoloParent", i.is_indigenous AS "isIndigenous",
         i.is_4ps AS "is4ps", i.is_out_of_school_youth AS "isOutOfSchoolYouth", i.status, i.status_date AS "statusDate",
         h.household_number AS "householdNumber", h.address AS "householdAddress", p.name AS "purok",
         i.relationship_to_head AS "relationshipToHead", i.created_at AS "createdAt", i.updated_at AS "updatedAt"
    FROM inhabitant i JOIN barangay b ON b.id = i.barangay_id
         LEFT JOIN household h ON h.id = i.household_id LEFT JOIN purok p ON p.id = h.purok_id
   WHERE i.id IN (${LINKED_INHABITANTS}) AND ${SINCE_LINKED('i.created_at')} ORDER BY i.id`;

export const SESSIONS_SQL = `
  SELECT t.id, t.family_id AS "signIn", t.created_at AS "issuedAt", t.expires_at AS "expiresAt", t.used_at AS "usedAt",
         t.revoked_at AS "revokedAt"
    FROM refresh_token t WHERE t.user_id = $1 ORDER BY t.created_at, t.id`;

/**
 * The audit log's entries about the resident's own rows: their account, requests and certificates, transfers, registry record, ID
 * removals, correction requests.
 */
export const AUDIT_ENTRIES_SQL = `
  SELECT e.id, e.created_at AS "at", e.action, e.entity AS "record", e.entity_id AS "recordId", e.changes - 'valid_id' AS changes,
         ${nameOf('actor')} AS "by", coalesce(nullif(e.actor_role, ''), ${officeOf('actor', 'actor_role')}) AS "byOffice"
    FROM audit_log e ${actorJoin('actor', 'e.actor_id')}
   WHERE (e.entity = 'user' AND e.entity_id = ($1::int)::text)
      OR (e.entity = 'document_request' AND e.entity_id IN (SELECT id::text FROM (${THEIR_REQUESTS}) theirs))
      OR (e.entity = 'document_certificate' AND e.entity_id IN (
            SELECT c.id::text FROM document_certificate c WHERE c.request_id IN (${THEIR_REQUESTS})))
      OR (e.entity = 'resident_transfer' AND e.entity_id IN (SELECT x.id::text FROM resident_transfer x WHERE x.resident_id = $1))
      OR (e.entity = 'inhabitant' AND e.entity_id IN (SELECT id::text FROM (${LINKED_INHABITANTS}) linked_ids) AND ${SINCE_LINKED('e.created_at')})
      OR (e.entity = 'id_image_removal' AND e.entity_id IN (SELECT m.id::text FROM id_image_removal m WHERE m.user_id = $1))
      OR (e.entity = 'correction_request' AND e.entity_id IN (SELECT k.id::text FROM correction_request k WHERE k.user_id = $1))
   ORDER BY e.created_at, e.id`;

/** The resident's correction requests (docs/architecture.md#privacy-corrections), with who decided by name and office. */
export const CORRECTION_REQUESTS_SQL = `
  SELECT k.id, b.name AS "barangay", k.field, k.current_value AS "currentValue", k.requested_value AS "requestedValue", k.reason, k.status,
         k.created_at AS "requestedAt", k.decided_at AS "decidedAt", k.decision_reason AS "decisionReason",
         ${nameOf('decider')} AS "decidedBy", ${officeOf('decider', 'decider_role')} AS "decidedByOffice"
    FROM correction_request k JOIN barangay b ON b.id = k.barangay_id ${actorJoin('decider', 'k.decided_by')}
   WHERE k.user_id = $1 ORDER BY k.created_at, k.id`;

/** The resident's erasure requests (docs/architecture.md#privacy-erasure), with who decided by name and office and what was held. */
export const ERASURE_REQUESTS_SQL = `
  SELECT e.id, b.name AS "barangay", e.status, e.reason, e.requested_at AS "requestedAt", e.decided_at AS "decidedAt",
         e.refusal_reason AS "refusalReason", ${nameOf('decider')} AS "decidedBy", ${officeOf('decider', 'decider_role')} AS "decidedByOffice",
         e.held
    FROM erasure_request e JOIN barangay b ON b.id = e.barangay_id ${actorJoin('decider', 'e.decided_by')}
   WHERE e.user_id = $1 ORDER BY e.requested_at, e.id`;

/** A statement's rows as PostgreSQL writes them in JSON (times with their zone, dates as YYYY-MM-DD), in its order. */
export async function rowsOf<Row>(manager: EntityManager, sql: string, residentId: number): Promise<Row[]> {
  const [{ rows }] = await manager.query<Array<{ rows: Row[] }>>(
    `SELECT coalesce(json_agg(row_data ORDER BY row_number), '[]'::json) AS rows
       FROM (SELECT row_data, row_number() OVER () AS row_number FROM (${sql}) row_data) numbered`, [residentId]);
  return rows;
}
