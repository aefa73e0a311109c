import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { PictureSizes } from '../../uploads/picture-variants';
import { mediaUrl } from '../../uploads/public-url';
import { ResponsivePicture, responsivePicture } from '../../uploads/responsive-picture';

/** A barangay of the install and its own settings (docs/architecture.md#tenancy). */
@ObjectType('BarangaySettings', { description: "The barangay's own settings, as its Punong Barangay sets them." })
@Entity({ name: 'barangay' })
export class Barangay {
  @Field(() => Int, { description: 'The barangay id; 1 is the default barangay of a single-barangay install.' })
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String, { nullable: true, description: 'Its Philippine Standard Geographic Code (9 or 10 digits); empty when not given.' })
  @Column({ name: 'psgc_code', type: 'varchar', length: 10, nullable: true })
  psgcCode: string | null;

  @Field({ description: 'Its name, as pages, documents and e-mails give it, e.g. "Barangay San Isidro".' })
  @Column({ type: 'text' })
  name: string;

  @Field({ description: 'The first part of its document requests\' reference numbers ("BRGY" in "BRGY-2026-000123"); later requests only.' })
  @Column({ name: 'reference_prefix', type: 'text' })
  referencePrefix: string;

  @Field(() => String, { nullable: true, description: 'The name its e-mails come from; empty: its name.' })
  @Column({ name: 'email_sender_name', type: 'text', nullable: true })
  emailSenderName: string | null;

  /** Storage key of the public seal picture. */
  @Column({ name: 'seal', type: 'text', nullable: true })
  sealKey: string | null;

  /** The seal's size and resized copies (uploads/picture-variants.ts); null until they are made. */
  @Column({ name: 'seal_sizes', type: 'jsonb', nullable: true })
  sealSizes: PictureSizes | null;

  /** When its settings were last changed on the portal; until then the default barangay follows the configuration. */
  @Column({ name: 'settings_changed_at', type: 'timestamptz', nullable: true })
  settingsChangedAt: Date | null;

  /**
   * Its data protection officer's contact, shown with its privacy notice and set by staff with MANAGE_PRIVACY (the
   * privacy module, docs/architecture.md#privacy-notice); null until set, the phone optional.
   */
  @Column({ name: 'dpo_name', type: 'text', nullable: true })
  dpoName: string | null;

  @Column({ name: 'dpo_email', type: 'text', nullable: true })
  dpoEmail: string | null;

  @Column({ name: 'dpo_phone', type: 'text', nullable: true })
  dpoPhone: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => String, { nullable: true, description: 'Path of the seal under /media/ on this server; empty when there is none.' })
  get sealUrl(): string | null {
    return mediaUrl('', this.sealKey);
  }

  @Field(() => ResponsivePicture, { nullable: true, description: 'The seal with its size and resized copies; empty when there is none.' })
  get seal(): ResponsivePicture | null {
    return responsivePicture(this.sealKey, this.sealSizes);
  }
}
