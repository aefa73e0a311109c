import { ResidentTransferStatus, TRANSFER_STATUS_LABELS } from '@barangay-portal/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { registerDescribedEnum } from '../../common/graphql-enum';

// The statuses are shared with the browser; GraphQL knows them by these names.
export { ResidentTransferStatus };
registerDescribedEnum(ResidentTransferStatus, 'ResidentTransferStatus', 'Where a move between barangays stands.', TRANSFER_STATUS_LABELS);

/**
 * A resident's move from one barangay of the install to another (migration ResidentTransfers1765600000000): both
 * barangays see it, the receiving one decides it. Not a GraphQL type itself: what each side is shown of it is
 * ResidentTransfer (transfer.types.ts).
 */
@Entity({ name: 'resident_transfer' })
export class ResidentTransferRecord {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'resident_id', type: 'int' })
  residentId: number;

  @Column({ name: 'from_barangay_id', type: 'int' })
  fromBarangayId: number;

  @Column({ name: 'to_barangay_id', type: 'int' })
  toBarangayId: number;

  @Column({ name: 'new_address', type: 'text' })
  newAddress: string;

  @Column({ type: 'enum', enum: ResidentTransferStatus, enumName: 'resident_transfer_status', default: ResidentTransferStatus.PENDING })
  status: ResidentTransferStatus;

  @Column({ name: 'decline_reason', type: 'text', nullable: true })
  declineReason: string | null;

  @Column({ name: 'requested_at', type: 'timestamptz', default: () => 'now()' })
  requestedAt: Date;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @Column({ name: 'decided_by', type: 'int', nullable: true })
  decidedById: number | null;
}
