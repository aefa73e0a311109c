import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { BarangayOwnedEntity } from '../../common/base.entity';
import type { PictureSizes } from '../../uploads/picture-variants';
import { mediaUrl } from '../../uploads/public-url';
import { ResponsivePicture, responsivePicture } from '../../uploads/responsive-picture';

@ObjectType({ description: 'An elected or appointed barangay official.' })
@Entity({ name: 'barangay_official' })
export class BarangayOfficial extends BarangayOwnedEntity {
  /** Storage key of the public picture. */
  @Column({ name: 'official_picture', type: 'text', nullable: true })
  officialPictureKey: string | null;

  /** The picture's size and resized copies (uploads/picture-variants.ts); null until they are made. */
  @Column({ name: 'official_picture_sizes', type: 'jsonb', nullable: true })
  officialPictureSizes: PictureSizes | null;

  @Field({ description: 'Position, e.g. Punong Barangay.' })
  @Column({ type: 'text' })
  position: string;

  @Field({ description: 'Full name.' })
  @Column({ type: 'text' })
  name: string;

  @Field({ description: 'Contact number.' })
  @Column({ name: 'contact_number', type: 'text' })
  contactNumber: string;

  @Field({ description: 'Address.' })
  @Column({ type: 'text' })
  address: string;

  @Field(() => String, { nullable: true, description: 'Start of term, YYYY-MM-DD.' })
  @Column({ name: 'term_start', type: 'date', nullable: true })
  termStart: string | null;

  @Field(() => String, { nullable: true, description: 'End of term, YYYY-MM-DD.' })
  @Column({ name: 'term_end', type: 'date', nullable: true })
  termEnd: string | null;

  @Field(() => Int, { nullable: true, description: 'The staff account of this official, when they have one (docs/rules/accounts.md#staff-roles).' })
  @Column({ name: 'staff_member_id', type: 'integer', nullable: true })
  staffMemberId: number | null;

  @Field(() => String, { nullable: true, description: "Path of the official's picture under /media/ on this server; empty when there is none." })
  get officialPictureUrl(): string | null {
    return mediaUrl('', this.officialPictureKey);
  }

  @Field(() => ResponsivePicture, { nullable: true, description: 'The same picture with its size and resized copies, for a responsive <img>; empty when there is none.' })
  get officialPicture(): ResponsivePicture | null {
    return responsivePicture(this.officialPictureKey, this.officialPictureSizes);
  }
}
