import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { BarangayOwnedEntity } from '../../common/base.entity';

@ObjectType({ description: 'A notice to residents; featured ones appear on the contact page.' })
@Entity({ name: 'announcement' })
export class Announcement extends BarangayOwnedEntity {
  @Field({ description: 'Title.' })
  @Column({ type: 'text' })
  title: string;

  @Field({ description: 'Content, may span several lines.' })
  @Column({ type: 'text' })
  content: string;

  @Field({ description: 'Shown among the featured announcements.' })
  @Column({ type: 'boolean', default: false })
  featured: boolean;
}

// An announcement's timestamps, which GraphQL shows and the other content types do not: the inherited
// properties declared fields of this type only, read as plain properties (docs/architecture.md#api-benchmark).
Field(() => Date, { description: "When it was posted (the 'Posted on' date)." })(Announcement.prototype, 'createdAt');
Field(() => Date, { description: 'When it was last changed.' })(Announcement.prototype, 'updatedAt');
