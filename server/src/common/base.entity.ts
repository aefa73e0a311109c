import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** When a stored row was written first and last, kept by TypeORM on insert and save; neither is a GraphQL field here. */
export abstract class Timestamped {
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** Identity and timestamps shared by every stored record. Not emitted on its own: no field returns it. */
@ObjectType()
export abstract class BaseEntity extends Timestamped {
  @Field(() => Int, { description: 'Numeric identifier, as used in the REST paths.' })
  @PrimaryGeneratedColumn()
  id: number;
}

/**
 * A record one barangay owns (docs/architecture.md#tenancy): its services read and write it within the request's
 * barangay only. Not a GraphQL field: the address a record is read at already names its barangay.
 */
@ObjectType()
export abstract class BarangayOwnedEntity extends BaseEntity {
  @Column({ name: 'barangay_id', type: 'int' })
  barangayId: number;
}
