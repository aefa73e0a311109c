import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One published version of a barangay's privacy notice (migration PrivacyNotice1766900000000). Never changed once
 * written: a new text is a new version. What the public and the staff are shown of it are the types of privacy.types.ts.
 */
@Entity({ name: 'privacy_notice' })
export class PrivacyNoticeRecord {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'barangay_id', type: 'int' })
  barangayId: number;

  /** 1 for the portal's default text, then one more for each version the barangay publishes. */
  @Column({ type: 'int' })
  version: number;

  @Column({ type: 'text' })
  text: string;

  @Column({ name: 'published_at', type: 'timestamptz', default: () => 'now()' })
  publishedAt: Date;

  /** The staff member who published it; null for version 1 (the portal's default) or an account since removed. */
  @Column({ name: 'published_by_id', type: 'int', nullable: true })
  publishedById: number | null;
}
