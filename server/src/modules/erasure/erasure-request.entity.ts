import { ERASURE_STATUS_LABELS, ErasureRequestStatus } from '@barangay-portal/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { registerDescribedEnum } from '../../common/graphql-enum';

// The statuses are shared with the browser; GraphQL knows them by these names.
export { ErasureRequestStatus };
registerDescribedEnum(ErasureRequestStatus, 'ErasureRequestStatus', 'Where a request to erase a resident\'s personal data stands.', ERASURE_STATUS_LABELS);

/** What was kept of a resident's records when their data was erased, and why: one line of the plan. */
export interface HeldRecord {
  what: string;
  why: string;
  count: number;
}

/**
 * A resident's request to have their personal data erased (migration ErasureRequests1767100000000). Not a GraphQL type
 * itself: what the resident and the staff are shown of it is ErasureRequest (erasure.types.ts).
 */
@Entity({ name: 'erasure_request' })
export class ErasureRequestRecord {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'barangay_id', type: 'int' })
  barangayId: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  /** The resident's own words, if they gave any. */
  @Column({ type: 'text', nullable: true })
  reason: string | null;

  @Column({ type: 'enum', enum: ErasureRequestStatus, enumName: 'erasure_request_status', default: ErasureRequestStatus.PENDING })
  status: ErasureRequestStatus;

  @Column({ name: 'requested_at', type: 'timestamptz', default: () => 'now()' })
  requestedAt: Date;

  @Column({ name: 'decided_by', type: 'int', nullable: true })
  decidedById: number | null;

  /** When staff processed or refused it, or the resident withdrew it. */
  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  /** Why staff refused, told to the resident. */
  @Column({ name: 'refusal_reason', type: 'text', nullable: true })
  refusalReason: string | null;

  /** What was kept and why, written when processed (the plan's kept lines as they stood then). */
  @Column({ type: 'jsonb', nullable: true })
  held: HeldRecord[] | null;
}
