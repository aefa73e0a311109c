import { Field, Int, ObjectType } from 'type-graphql';
import { Inhabitant } from './inhabitant.entity';

@ObjectType({ description: "A resident's record in the registry: the inhabitant they are linked to, or those who match them." })
export class ResidentRegistryLink {
  @Field(() => Int)
  residentId: number;

  @Field(() => Inhabitant, { nullable: true, description: 'The inhabitant the resident is; empty while not linked.' })
  linked: Inhabitant | null;

  @Field(() => [Inhabitant], {
    description: 'While not linked: the inhabitants with their names and birthdate (any letter case or accents), linked to no one and not deceased.',
  })
  matches: Inhabitant[];
}
