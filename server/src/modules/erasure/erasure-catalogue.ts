import { AUDIT_ENTRIES_COUNT, eraseAuditValues } from './erased-audit-values';
import type { ErasureRun } from './erasure-run';
import * as step from './erasure-steps';
import { OWN_REQUESTS } from './resident-records';

/**
 * What erasing a resident's personal data does, decided once for every kind of record the portal keeps about them
 * (docs/architecture.md#privacy-erasure). The same list is the plan the resident and the staff read, what processing
 * runs (in this order), and what the request records as held. Every foreign key to "user" is decided here, by a line
 * (`references`) or as naming the staff who acted (STAFF_REFERENCES): tests/integration/erasure-requests.test.ts fails
 * for a table that refers to an account and is neither.
 */
interface CatalogueLine {
  /** A stable name for the line. */
  key: string;
  /** The records, in the resident's words, and what becomes of them. */
  what: string;
  /** The foreign keys to "user" whose rows the line decides, as table.column. */
  references: readonly string[];
  /** How many of the resident's rows the line is about: SQL, $1 the account, read with every barangay in sight. */
  count: string;
  /** What processing does; none: the rows stay as they are. */
  apply?: (run: ErasureRun) => Promise<void>;
}

/** Erased, or made anonymous, for good. */
export interface ErasedLine extends CatalogueLine {
  decision: 'erase';
}

/** Kept, with the law or duty that requires it; the line says what of it is erased. */
export interface HeldLine extends CatalogueLine {
  decision: 'hold';
  why: string;
}

export type ErasureLine = ErasedLine | HeldLine;

export const ERASURE_CATALOGUE: readonly ErasureLine[] = [
  // Kept first: the registry's counter requests go back to the registry record before the account's requests change.
  {
    key: 'registryRecord', decision: 'hold',
    what: 'Your record in the Registry of Barangay Inhabitants, with the requests taken for it at the counter: unlinked from your account.',
    why: 'The barangay secretary keeps the Registry of Barangay Inhabitants for every inhabitant, with or without an account (Local Government Code, sec. 394).',
    references: ['inhabitant.user_id'],
    count: 'SELECT count(*) FROM inhabitant WHERE user_id = $1',
    apply: step.unlinkRegistryRecord,
  },
  {
    key: 'documentRequests', decision: 'hold',
    what: 'Your document requests: reference number, document type, dates and status history. The answers you gave in them are erased, '
      + 'and requests not yet finished are canceled.',
    why: 'Records of documents a barangay issued must be kept under the records-disposition rules of the National Archives of the '
      + 'Philippines Act of 2007 (Republic Act No. 9470).',
    // The history's own steps (a request submitted or canceled by the resident) stay with it, naming the erased account.
    references: ['document_request.requester_id', 'document_request_status_change.changed_by'],
    count: `SELECT count(*) FROM (${OWN_REQUESTS}) own`,
    apply: step.anonymiseRequests,
  },
  {
    key: 'certificates', decision: 'hold',
    what: 'Certificates issued to you: reference number, document type, issue date, the details they certify and any revocation, with '
      + 'your name as first name and initials ("Juan S. D***"). Your full name, your address and the printed text are erased, so they '
      + 'can no longer be downloaded.',
    why: 'Whoever you gave a certificate to can still check on its verification page that it is genuine.',
    references: [],
    count: `SELECT count(*) FROM document_certificate WHERE request_id IN (${OWN_REQUESTS})`,
    apply: step.maskCertificates,
  },
  {
    key: 'transfers', decision: 'hold',
    what: 'Your transfers between barangays: the barangays, status and dates. The new address you gave is erased, and a transfer '
      + 'still waiting is canceled.',
    why: 'They record each barangay\'s decision on your move.',
    references: ['resident_transfer.resident_id'],
    count: 'SELECT count(*) FROM resident_transfer WHERE resident_id = $1',
    apply: step.anonymiseTransfers,
  },
  {
    key: 'idDecisions', decision: 'hold',
    what: 'Decisions on your valid ID: the outcome, who decided and when.',
    why: 'They show who verified the identity behind documents already issued (Data Privacy Act of 2012, sec. 21: accountability).',
    references: ['id_verification_decision.user_id'],
    count: 'SELECT count(*) FROM id_verification_decision WHERE user_id = $1',
  },
  {
    key: 'idImageRemovals', decision: 'hold',
    what: 'Records that your ID image was deleted after its retention period (no personal details).',
    why: 'They show that the barangay applied its retention rule.',
    references: ['id_image_removal.user_id'],
    count: 'SELECT count(*) FROM id_image_removal WHERE user_id = $1',
  },
  {
    key: 'consents', decision: 'hold',
    what: 'Your consents to the privacy notice: the version and when.',
    why: 'They prove the consent on which your personal data was processed (Data Privacy Act of 2012, sec. 12(a) and 21).',
    references: ['privacy_consent.user_id'],
    count: 'SELECT count(*) FROM privacy_consent WHERE user_id = $1',
  },
  {
    key: 'accessLedger', decision: 'hold',
    what: 'The access ledger\'s records of staff who viewed your data: who, when, what and why (it names the staff, not your details).',
    why: 'Staff remain accountable for every view of personal data (Data Privacy Act of 2012, sec. 21).',
    references: ['data_access.resident_id'],
    count: 'SELECT count(*) FROM data_access WHERE resident_id = $1',
  },
  {
    key: 'erasureRequests', decision: 'hold',
    what: 'Your erasure requests and how each was handled.',
    why: 'They show that your request was received and answered (Data Privacy Act of 2012, sec. 16(e) and 21).',
    references: ['erasure_request.user_id'],
    count: 'SELECT count(*) FROM erasure_request WHERE user_id = $1',
  },
  // Erased.
  {
    key: 'sessions', decision: 'erase',
    what: 'Your sign-in sessions: you are signed out everywhere at once.',
    references: ['refresh_token.user_id'],
    count: 'SELECT count(DISTINCT family_id) FROM refresh_token WHERE user_id = $1',
    apply: step.endSessions,
  },
  {
    key: 'twoFactor', decision: 'erase',
    what: 'Your two-factor sign-in secret and recovery codes.',
    references: ['user_two_factor.user_id', 'user_recovery_code.user_id'],
    count: 'SELECT (SELECT count(*) FROM user_two_factor WHERE user_id = $1) + (SELECT count(*) FROM user_recovery_code WHERE user_id = $1)',
    apply: step.deleteTwoFactor,
  },
  {
    key: 'notifications', decision: 'erase',
    what: 'Your notifications, and the e-mails sent or waiting to be sent to you.',
    references: ['notification.recipient_id'],
    count: 'SELECT count(*) FROM notification WHERE recipient_id = $1',
    apply: step.deleteNotifications,
  },
  {
    key: 'corrections', decision: 'erase',
    what: 'Your correction requests.',
    references: ['correction_request.user_id'],
    count: 'SELECT count(*) FROM correction_request WHERE user_id = $1',
    apply: step.deleteCorrections,
  },
  {
    key: 'idImage', decision: 'erase',
    what: 'The image of your valid ID.',
    references: [],
    count: 'SELECT count(*) FROM "user" WHERE id = $1 AND valid_id IS NOT NULL',
    apply: step.scheduleIdImageRemoval,
  },
  {
    key: 'account', decision: 'erase',
    what: 'Your account\'s details: names, nickname, e-mail address, sex, birthdate and birthplace, contact number, civil status, '
      + 'employment and voter status, religion, address and password. The account is closed: nobody can sign in to it again.',
    // The lower-case copy of the names kept for the residents search goes with them (its trigger).
    references: ['resident_name.user_id'],
    count: 'SELECT count(*) FROM "user" WHERE id = $1',
    apply: step.anonymiseAccount,
  },
  // Last: the audit entries the steps above wrote lose their values too.
  {
    key: 'auditLog', decision: 'hold',
    what: 'Audit log entries about your account and records: which fields changed, who changed them and when. The values are '
      + 'replaced by "[erased]".',
    why: 'The barangay must be able to show who changed its records and when (Data Privacy Act of 2012, sec. 21; Republic Act No. 9470).',
    references: [],
    count: AUDIT_ENTRIES_COUNT,
    apply: async (run) => await run.everywhere(() => eraseAuditValues(run.manager, run.auditedRecords)),
  },
];

/**
 * The foreign keys to "user" that name the staff member who acted (or published, uploaded, viewed), never a resident as
 * such: an erasure leaves them as they are, each with why.
 */
export const STAFF_REFERENCES: Readonly<Record<string, string>> = {
  'audit_log.actor_id': 'the staff member who wrote; entries about the resident\'s records lose their values (auditLog)',
  'barangay_official.staff_member_id': 'the staff account behind a public official listing',
  'document_certificate.issued_by': 'the staff member who issued a certificate',
  'document_certificate.revoked_by': 'the staff member who revoked a certificate',
  'id_verification_decision.decided_by': 'the staff member who decided on an ID',
  'resident_transfer.decided_by': 'the staff member who decided a transfer',
  'inhabitant_import.uploaded_by': 'the staff member who uploaded a registry spreadsheet',
  'data_access.viewer_id': 'the staff member who viewed someone\'s data',
  'privacy_notice.published_by_id': 'the staff member who published a privacy notice',
  'correction_request.decided_by': 'the staff member who decided a correction',
  'erasure_request.decided_by': 'the staff member who processed or refused an erasure',
};
