import {
  CORRECTABLE_DETAILS, CORRECTABLE_FIELD_NAMES, CorrectableField, type CorrectableFieldName, CORRECTION_STATUS_LABELS, CorrectionRequestStatus,
} from '@barangay-portal/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { registerDescribedEnum } from '../../common/graphql-enum';

// The details and statuses are shared with the browser; GraphQL knows them by these names.
export { CorrectableField, CorrectionRequestStatus };

const FIELD_DESCRIPTIONS = Object.fromEntries(CORRECTABLE_FIELD_NAMES.map((name) =>
  [name, `${CORRECTABLE_DETAILS[name].label} (REST: ${CorrectableField[name]}).`])) as Record<CorrectableFieldName, string>;
registerDescribedEnum(CorrectableField, 'CorrectableField', "A read-only detail of a resident's profile that a correction request may change.",
  FIELD_DESCRIPTIONS);
registerDescribedEnum(CorrectionRequestStatus, 'CorrectionRequestStatus', 'Where a correction request stands.', CORRECTION_STATUS_LABELS);

/**
 * A resident's request to correct a read-only detail of their profile (migration CorrectionRequests1767000000000). Not a
 * GraphQL type itself: what the resident and the staff are shown of it are the types of corrections.types.ts.
 */
@Entity({ name: 'correction_request' })
export class CorrectionRequestRecord {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'barangay_id', type: 'int' })
  barangayId: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @Column({ type: 'text' })
  field: CorrectableField;

  /** What the record said when the resident asked; null when it held nothing. */
  @Column({ name: 'current_value', type: 'text', nullable: true })
  currentValue: string | null;

  @Column({ name: 'requested_value', type: 'text' })
  requestedValue: string;

  @Column({ type: 'text' })
  reason: string;

  @Column({ type: 'enum', enum: CorrectionRequestStatus, enumName: 'correction_request_status', default: CorrectionRequestStatus.PENDING })
  status: CorrectionRequestStatus;

  @Column({ name: 'decided_by', type: 'int', nullable: true })
  decidedById: number | null;

  /** When staff decided, or the resident withdrew. */
  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  /** Why it was not approved, told to the resident. */
  @Column({ name: 'decision_reason', type: 'text', nullable: true })
  decisionReason: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
