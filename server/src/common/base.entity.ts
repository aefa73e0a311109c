import { Field, Int, ObjectType } from 'type-graphql';
import { CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Identity and timestamps shared by every stored record. Not emitted on its own: no field returns it. */
@ObjectType()
export abstract class BaseEntity {
  @Field(() => Int, { description: 'Numeric identifier, as used in the REST paths.' })
  @PrimaryGeneratedColumn()
  id: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
