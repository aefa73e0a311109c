import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { BaseEntity } from '../../common/base.entity';

@ObjectType({ description: 'A notice to residents; featured ones appear on the contact page.' })
@Entity({ name: 'announcement' })
export class Announcement extends BaseEntity {
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
