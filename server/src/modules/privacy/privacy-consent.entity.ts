import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A resident's agreement to one version of their barangay's privacy notice, at registration or after sign-in. */
@Entity({ name: 'privacy_consent' })
export class PrivacyConsentRecord {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'barangay_id', type: 'int' })
  barangayId: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @Column({ name: 'notice_version', type: 'int' })
  noticeVersion: number;

  @Column({ name: 'consented_at', type: 'timestamptz', default: () => 'now()' })
  consentedAt: Date;
}
