import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, JoinColumn, ManyToOne } from 'typeorm';
import { BarangayOwnedEntity } from '../../common/base.entity';
import { Purok } from './purok.entity';

/** A household of the registry: its members are the inhabitants who name it (Inhabitant.household). */
@ObjectType({ description: 'A household of the Registry of Barangay Inhabitants.' })
@Entity({ name: 'household' })
export class Household extends BarangayOwnedEntity {
  @Field({ description: 'The household number, unique in the barangay whatever the letter case.' })
  @Column({ name: 'household_number', type: 'text' })
  householdNumber: string;

  @Field({ description: "The household's address; its members' address unless one has their own." })
  @Column({ type: 'text' })
  address: string;

  @Field(() => Int)
  @Column({ name: 'purok_id', type: 'int' })
  purokId: number;

  // Read with the household wherever it is shown (the database keeps it in the household's barangay).
  @Field(() => Purok, { description: 'The purok or sitio it is in.' })
  @ManyToOne(() => Purok)
  @JoinColumn({ name: 'purok_id' })
  purok: Purok;
}
