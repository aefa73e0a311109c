import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { BarangayOwnedEntity } from '../../common/base.entity';

/** A purok or sitio: a part of the barangay, from the barangay's own list, that each household is in. */
@ObjectType({ description: "A purok or sitio of the barangay: its managed list of the parts households are in." })
@Entity({ name: 'purok' })
export class Purok extends BarangayOwnedEntity {
  @Field({ description: 'Its name, unique in the barangay whatever the letter case, e.g. "Purok 3" or "Sitio Malinis".' })
  @Column({ type: 'text' })
  name: string;
}
