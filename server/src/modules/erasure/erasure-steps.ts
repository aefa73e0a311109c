import { randomUUID } from 'node:crypto';
import { type CertificateContent, contentAfterErasure } from '../certificates';
import { DocumentRequestStatus } from '../document-requests';
import type { ErasureRun } from './erasure-run';

/*
 * What processing an erasure does to each kind of record (docs/architecture.md#privacy-erasure), one function per
 * line of the catalogue that changes something. Each runs in the staff member's audited transaction, through the run.
 */

/** The placeholders an erased account shows wherever a record still names it (a request's history, a ledger row). */
export const ERASED_ACCOUNT = { firstName: 'Erased', lastName: 'resident' } as const;

/**
 * An e-mail nobody receives (the .invalid top-level domain is reserved for that, and no account may sign up under it),
 * unique as every account's must be, and random: an address worked out from the account's id could be taken first (by an
 * account made before .invalid was refused), and every erasure of that account would then clash with it.
 */
export const erasedEmail = (): string => `erased-${randomUUID()}@erased.invalid`;

/** Requests not yet finished when their requester's data is erased: the barangay stops working on them. */
const UNFINISHED = [DocumentRequestStatus.PENDING, DocumentRequestStatus.PROCESSING];

/** Every sign-in ends now: the sessions are revoked (the registry is told once committed), then their tokens go. */
export async function endSessions(run: ErasureRun): Promise<void> {
  run.endedSessions.push(...await run.sessions.revoke(run.manager, { userId: run.residentId }));
  await run.manager.query('DELETE FROM refresh_token WHERE user_id = $1', [run.residentId]);
}

export async function deleteTwoFactor(run: ErasureRun): Promise<void> {
  await run.manager.query('DELETE FROM user_recovery_code WHERE user_id = $1', [run.residentId]);
  await run.manager.query('DELETE FROM user_two_factor WHERE user_id = $1', [run.residentId]);
}

/** The bell's entries, and every e-mail the outbox holds for the account (sent or waiting: each carries the name and address). */
export async function deleteNotifications(run: ErasureRun): Promise<void> {
  await run.manager.query(`
    DELETE FROM outbox WHERE notification_id IN (SELECT id FROM notification WHERE recipient_id = $1)
       OR lower(recipient) = (SELECT lower(email) FROM "user" WHERE id = $1)`, [run.residentId]);
  await run.manager.query('DELETE FROM notification WHERE recipient_id = $1', [run.residentId]);
}

export async function deleteCorrections(run: ErasureRun): Promise<void> {
  await run.inEachBarangay(async (barangayId) => {
    await run.manager.query('DELETE FROM correction_request WHERE user_id = $1 AND barangay_id = $2', [run.residentId, barangayId]);
  });
}

/** The valid ID's file goes once the account no longer names it (the account's step clears the column). */
export async function scheduleIdImageRemoval(run: ErasureRun): Promise<void> {
  const [row] = await run.manager.query<Array<{ valid_id: string | null }>>('SELECT valid_id FROM "user" WHERE id = $1', [run.residentId]);
  if (row?.valid_id) run.filesToRemove.push(row.valid_id);
}

/**
 * The account row stays, so the records kept still point at an account, but says nothing of the person: placeholder
 * names, an e-mail nobody receives, a password nobody knows, every other detail empty; closed (never active again).
 * The dashboard's counters and the registry search's name copy leave it out by their triggers (`erased_at`).
 */
export async function anonymiseAccount(run: ErasureRun): Promise<void> {
  await run.manager.query(`
    UPDATE "user" SET first_name = $2, middle_name = '', last_name = $3, nickname = '', email = $4, password = $5,
           gender = NULL, birthdate = NULL, birth_place = NULL, contact_number = NULL, civil_status = NULL, is_employed = NULL,
           is_voter = NULL, religion = NULL, address = NULL, valid_id = NULL, is_active = false, erased_at = now()
     WHERE id = $1`,
  [run.residentId, ERASED_ACCOUNT.firstName, ERASED_ACCOUNT.lastName, erasedEmail(), run.subject.unusablePasswordHash]);
}

/**
 * The registry record stays the barangay's (LGC sec. 394) and is unlinked from the account; the requests taken for it at
 * the counter are given back to it, as unlinking does, and stay the registry's records.
 */
export async function unlinkRegistryRecord(run: ErasureRun): Promise<void> {
  await run.inEachBarangay(async (barangayId) => {
    await run.manager.query(`
      UPDATE document_request SET requester_id = NULL
       WHERE requester_id = $1 AND barangay_id = $2 AND inhabitant_id IN (SELECT id FROM inhabitant WHERE user_id = $1)`, [run.residentId, barangayId]);
    await run.manager.query('UPDATE inhabitant SET user_id = NULL WHERE user_id = $1 AND barangay_id = $2', [run.residentId, barangayId]);
  });
}

/**
 * The requests stay as the barangay's record of documents issued (reference number, type, dates, status history); the
 * answers given in them go, and those not finished are canceled, each cancellation in its history under the staff member.
 */
export async function anonymiseRequests(run: ErasureRun): Promise<void> {
  await run.inEachBarangay(async (barangayId) => {
    const canceled = await run.manager.query<Array<{ id: number; status: DocumentRequestStatus }>>(`
      SELECT id, status FROM document_request
       WHERE requester_id = $1 AND barangay_id = $2 AND status = ANY ($3::document_request_status[]) ORDER BY id FOR UPDATE`,
    [run.residentId, barangayId, UNFINISHED]);
    for (const request of canceled) {
      await run.manager.query(`UPDATE document_request SET status = 'canceled' WHERE id = $1`, [request.id]);
      await run.manager.query(`INSERT INTO document_request_status_change (request_id, from_status, to_status, changed_by) VALUES ($1, $2, 'canceled', $3)`,
        [request.id, request.status, run.subject.staffId]);
    }
    await run.manager.query(`UPDATE document_request SET field_data = '{}'::jsonb WHERE requester_id = $1 AND barangay_id = $2 AND field_data <> '{}'::jsonb`,
      [run.residentId, barangayId]);
  });
}

/** Each issued certificate keeps only what its verification page shows, and is no longer printed. */
export async function maskCertificates(run: ErasureRun): Promise<void> {
  await run.inEachBarangay(async (barangayId) => {
    const certificates = await run.manager.query<Array<{ id: number; content: CertificateContent }>>(`
      SELECT c.id, c.content FROM document_certificate c JOIN document_request r ON r.id = c.request_id
       WHERE r.requester_id = $1 AND c.barangay_id = $2 AND c.holder_erased_at IS NULL ORDER BY c.id FOR UPDATE OF c`, [run.residentId, barangayId]);
    for (const certificate of certificates) {
      await run.manager.query('UPDATE document_certificate SET content = $2, holder_erased_at = now() WHERE id = $1',
        [certificate.id, JSON.stringify(contentAfterErasure(certificate.content))]);
    }
  });
}

/** Transfers stay as the barangays' decisions; the address given for the new barangay goes, and one still waiting is canceled. */
export async function anonymiseTransfers(run: ErasureRun): Promise<void> {
  await run.inEachBarangay(async (barangayId) => {
    await run.manager.query(`
      UPDATE resident_transfer SET new_address = '', status = CASE WHEN status = 'pending' THEN 'canceled' ELSE status END,
             decided_at = coalesce(decided_at, now())
       WHERE resident_id = $1 AND from_barangay_id = $2`, [run.residentId, barangayId]);
  });
}
