import type { EntityManager } from 'typeorm';
import type { SessionRegistry } from '../../identity/session-registry';
import { AUDITED_RECORDS, type AuditedEntity } from './erased-audit-values';

/** Who is erased, by whom, and what was prepared before the transaction (hashing takes tens of milliseconds). */
export interface ErasureSubject {
  residentId: number;
  /** The staff member processing it: the audit log's actor, and who canceled the requests left unfinished. */
  staffId: number;
  /** The resident's barangay: where the request was made and is processed. */
  homeBarangayId: number;
  /** A hash of a random password nobody knows: the account can never be signed in to again. */
  unusablePasswordHash: string;
}

/**
 * One erasure under way, in the processing staff member's audited transaction (docs/architecture.md#privacy-erasure):
 * the catalogue's steps read and write through it, and leave here what waits for the commit.
 */
export class ErasureRun {
  /** Sessions ended: told to the session registry once committed, so they stop at once. */
  readonly endedSessions: string[] = [];
  /** Private files (the valid ID image) no row names any more: removed once committed. */
  readonly filesToRemove: string[] = [];

  private constructor(
    readonly manager: EntityManager,
    readonly subject: ErasureSubject,
    readonly sessions: SessionRegistry,
    /** Every barangay holding a row of the resident's to change, their own first. */
    readonly barangays: readonly number[],
    /** The resident's records whose audit entries lose their values, taken before any is deleted. */
    readonly auditedRecords: ReadonlyMap<AuditedEntity, readonly string[]>,
  ) {}

  static async start(manager: EntityManager, subject: ErasureSubject, sessions: SessionRegistry): Promise<ErasureRun> {
    const [barangays, records] = await everywhere(manager, subject.homeBarangayId, async () => [
      await barangaysOf(manager, subject), await auditedRecordsOf(manager, subject.residentId),
    ] as const);
    return new ErasureRun(manager, subject, sessions, barangays, records);
  }

  get residentId(): number {
    return this.subject.residentId;
  }

  /**
   * `work` for each barangay holding the resident's rows, acting within it: its row-level security lets those rows be
   * written, and the audit log of that barangay records them under the staff member (as an accepted transfer does).
   */
  async inEachBarangay(work: (barangayId: number) => Promise<void>): Promise<void> {
    try {
      for (const barangayId of this.barangays) {
        await actWithin(this.manager, String(barangayId));
        await work(barangayId);
      }
    } finally {
      await actWithin(this.manager, String(this.subject.homeBarangayId));
    }
  }

  /** `work` with every barangay's rows in sight (reads across barangays; the audit log, which holds no rows to audit). */
  async everywhere<T>(work: () => Promise<T>): Promise<T> {
    return await everywhere(this.manager, this.subject.homeBarangayId, work);
  }
}

async function actWithin(manager: EntityManager, barangay: string): Promise<void> {
  await manager.query(`SELECT set_config('portal.barangay_id', $1, true)`, [barangay]);
}

async function everywhere<T>(manager: EntityManager, homeBarangayId: number, work: () => Promise<T>): Promise<T> {
  await actWithin(manager, '');
  try {
    return await work();
  } finally {
    await actWithin(manager, String(homeBarangayId));
  }
}

/** The barangays with the resident's requests, corrections, transfers (from where they asked) or registry link; theirs first. */
async function barangaysOf(manager: EntityManager, subject: ErasureSubject): Promise<number[]> {
  const rows = await manager.query<Array<{ barangay_id: number }>>(`
    SELECT barangay_id FROM document_request WHERE requester_id = $1
    UNION SELECT barangay_id FROM correction_request WHERE user_id = $1
    UNION SELECT from_barangay_id FROM resident_transfer WHERE resident_id = $1
    UNION SELECT barangay_id FROM inhabitant WHERE user_id = $1
    ORDER BY 1`, [subject.residentId]);
  const others = rows.map((row) => row.barangay_id).filter((id) => id !== subject.homeBarangayId);
  return [subject.homeBarangayId, ...others];
}

async function auditedRecordsOf(manager: EntityManager, residentId: number): Promise<Map<AuditedEntity, string[]>> {
  const records = new Map<AuditedEntity, string[]>();
  for (const { entity, ids } of AUDITED_RECORDS) {
    const rows = await manager.query<Array<{ id: string }>>(`SELECT id::text AS id FROM (${ids}) records`, [residentId]);
    records.set(entity, rows.map((row) => row.id));
  }
  return records;
}
