import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../../common/base.entity';
import { mediaUrl } from '../../uploads/public-url';

@ObjectType({ description: 'A barangay event.' })
@Entity({ name: 'event' })
export class Event extends BaseEntity {
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

  @Field(() => String, { nullable: true, description: 'Path of the event photo under /media/ on this server; empty when there is none.' })
  get eventPhotoUrl(): string | null {
    return mediaUrl('', this.eventPhotoKey);
  }
}
