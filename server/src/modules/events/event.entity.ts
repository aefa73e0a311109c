import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { BarangayOwnedEntity } from '../../common/base.entity';
import type { PictureSizes } from '../../uploads/picture-variants';
import { mediaUrl } from '../../uploads/public-url';
import { ResponsivePicture, responsivePicture } from '../../uploads/responsive-picture';

@ObjectType({ description: 'A barangay event.' })
@Entity({ name: 'event' })
export class Event extends BarangayOwnedEntity {
  @Field({ description: 'Event name.' })
  @Column({ name: 'event_name', type: 'text' })
  eventName: string;

  @Field({ description: 'Who the event is for: Adults, Teens or Senior Citizens.' })
  @Column({ name: 'target_audience', type: 'text' })
  targetAudience: string;

  @Field({ description: 'Event date, YYYY-MM-DD.' })
  @Index('idx_event_date')
  @Column({ name: 'event_date', type: 'date' })
  eventDate: string;

  @Field(() => Int, { description: 'Expected number of attendees.' })
  @Column({ name: 'expected_number_of_attendees', type: 'int' })
  expectedNumberOfAttendees: number;

  @Field(() => Int, { description: 'Actual number of attendees.' })
  @Column({ name: 'actual_attendees', type: 'int' })
  actualAttendees: number;

  @Field({ description: 'Upcoming, Ongoing, Cancelled or Ended.' })
  @Column({ type: 'text' })
  status: string;

  /** Storage key of the public event photo. */
  @Column({ name: 'event_photo', type: 'text', nullable: true })
  eventPhotoKey: string | null;

  /** The picture's size and resized copies (uploads/picture-variants.ts); null until they are made. */
  @Column({ name: 'event_photo_sizes', type: 'jsonb', nullable: true })
  eventPhotoSizes: PictureSizes | null;

  @Field(() => String, { nullable: true, description: 'Path of the event photo under /media/ on this server; empty when there is none.' })
  get eventPhotoUrl(): string | null {
    return mediaUrl('', this.eventPhotoKey);
  }

  @Field(() => ResponsivePicture, { nullable: true, description: 'The same picture with its size and resized copies, for a responsive <img>; empty when there is none.' })
  get eventPhoto(): ResponsivePicture | null {
    return responsivePicture(this.eventPhotoKey, this.eventPhotoSizes);
  }
}
