import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { BaseEntity } from '../../common/base.entity';
import { mediaUrl } from '../../uploads/public-url';

@ObjectType({ description: 'An elected or appointed barangay official.' })
@Entity({ name: 'barangay_official' })
export class BarangayOfficial extends BaseEntity {
  /** Storage key of the public picture. */
  @Column({ name: 'official_picture', type: 'text', nullable: true })
  officialPictureKey: string | null;

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

  @Field(() => String, { nullable: true, description: "Path of the official's picture under /media/ on this server; empty when there is none." })
  get officialPictureUrl(): string | null {
    return mediaUrl('', this.officialPictureKey);
  }
}
