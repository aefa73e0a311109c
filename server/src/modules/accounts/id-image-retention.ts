import type { DataSource } from 'typeorm';
import type { FileStorage } from '../../uploads/file-storage';
import { IdImageRemoval } from './id-image-removal.entity';
import { IdVerificationOutcome } from './user.enums';
import { User } from './user.entity';

/** How many days a decided ID's image is kept after the decision, by outcome (ID_RETENTION_*_DAYS). */
export interface IdRetentionRules {
  rejectedDays: number;
  approvedDays: number;
}

/** What one run did, in counts only: nothing about whose images they were goes further than the removal rows. */
export interface IdRetentionReport {
  /** Images whose account no longer names them, each with its removal recorded. */
  removed: number;
  /** Of those, files the disk refused to delete: orphans the upload sweep removes (upload-sweep.ts). */
  filesLeft: number;
}

/** A decided image past its retention, as the candidates query found it (checked again under the row lock). */
interface Candidate {
  userId: number;
  barangayId: number;
  key: string;
  decisionId: number;
  outcome: IdVerificationOutcome;
  decidedAt: Date;
}

/** Candidates read per statement; each is then removed in its own short transaction. */
const BATCH_SIZE = 200;

/**
 * The decided images past their retention, in account order after `afterUserId`. The decision an image followed is
 * the account's latest, and only while the status still says that outcome: a pending status (a new image under
 * review) or an undecided account has none, so its image is never a candidate.
 */
const CANDIDATES_SQL = `
  SELECT u.id AS "userId", u.barangay_id AS "barangayId", u.valid_id AS "key",
         d.id AS "decisionId", d.decision AS "outcome", d.decided_at AS "decidedAt"
    FROM "user" u
   CROSS JOIN LATERAL (
         SELECT id, decision, decided_at FROM id_verification_decision
          WHERE user_id = u.id
          ORDER BY decided_at DESC, id DESC
          LIMIT 1) d
   WHERE u.id > $1
     AND u.valid_id IS NOT NULL
     AND u.barangay_id IS NOT NULL
     AND u.id_verification_status IN ('approved', 'rejected')
     AND u.id_verification_status::text = d.decision::text
     AND d.decided_at < $2::timestamptz - make_interval(days => CASE d.decision WHEN 'rejected' THEN $3::int ELSE $4::int END)
   ORDER BY u.id
   LIMIT $5`;

/**
 * Retention of valid-ID images (docs/architecture.md#privacy-retention): deletes each decided image once its
 * retention, counted from the decision, has passed. The decision rows and the account's status stay; the account
 * stops naming the image and a removal row says when it went and under which rule, in one transaction; the file is
 * deleted after the commit. Safe with several replicas: each image is taken under its account's row lock and checked
 * again there, so a second run at the same moment finds it gone and neither removes nor records it twice.
 */
export class IdImageRetention {
  constructor(
    private readonly db: DataSource,
    private readonly storage: FileStorage,
    private readonly rules: IdRetentionRules,
  ) {}

  /** The days an image with this outcome is kept after the decision. */
  retentionDays(outcome: IdVerificationOutcome): number {
    return outcome === IdVerificationOutcome.REJECTED ? this.rules.rejectedDays : this.rules.approvedDays;
  }

  /**
   * One pass over every barangay, as of `now` (tests pass their own). `stopped` is asked between images, so a
   * shutdown waits for one image at most.
   */
  async runOnce(now: Date = new Date(), options: { stopped?: () => boolean } = {}): Promise<IdRetentionReport> {
    const report: IdRetentionReport = { removed: 0, filesLeft: 0 };
    let afterUserId = 0;
    for (;;) {
      const batch = await this.candidates(now, afterUserId);
      for (const candidate of batch) {
        if (options.stopped?.()) return report;
        if (!(await this.removeReference(candidate, now))) continue;
        report.removed += 1;
        if (!(await this.deleteFile(candidate.key))) report.filesLeft += 1;
      }
      if (batch.length < BATCH_SIZE) return report;
      afterUserId = batch[batch.length - 1].userId;
    }
  }

  private async candidates(now: Date, afterUserId: number): Promise<Candidate[]> {
    return await this.db.query(CANDIDATES_SQL, [afterUserId, now, this.rules.rejectedDays, this.rules.approvedDays, BATCH_SIZE]);
  }

  /**
   * In one transaction: the account stops naming the image, and the removal is recorded. False when, under the row
   * lock, the account no longer names this image with this outcome (another run took it, or the resident moved on).
   */
  private async removeReference(candidate: Candidate, now: Date): Promise<boolean> {
    return await this.db.transaction(async (manager) => {
      // Waiting for another run's lock, PostgreSQL reads the row as that run left it: no match once it was taken.
      const locked: unknown[] = await manager.query(
        `SELECT id FROM "user" WHERE id = $1 AND valid_id = $2 AND id_verification_status::text = $3 FOR UPDATE`,
        [candidate.userId, candidate.key, candidate.outcome],
      );
      if (locked.length === 0) return false;
      await manager.update(User, { id: candidate.userId }, { validIdKey: null });
      await manager.insert(IdImageRemoval, {
        userId: candidate.userId,
        barangayId: candidate.barangayId,
        decisionId: candidate.decisionId,
        outcome: candidate.outcome,
        decidedAt: candidate.decidedAt,
        removedAt: now,
        retentionDays: this.retentionDays(candidate.outcome),
      });
      return true;
    });
  }

  /** After the commit; a file the disk keeps is named by no row any more, so the upload sweep removes it later. */
  private async deleteFile(key: string): Promise<boolean> {
    try {
      await this.storage.remove('private', key);
      return true;
    } catch {
      return false;
    }
  }
}
