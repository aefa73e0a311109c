import { Field, Int, ObjectType } from 'type-graphql';
import { Inhabitant } from './inhabitant.entity';

@ObjectType({ description: "A resident's record in the registry: the inhabitant they are linked to, or those who match them." })
export class ResidentRegistryLink {
  @Field(() => Int)
  residentId: number;

  @Field(() => Inhabitant, { nullable: true, description: 'The inhabitant the resident is; empty while not linked.' })
  linked: Inhabitant | null;

  @Field(() => Date, { nullable: true, description: 'When the resident was linked; empty while not linked.' })
  linkedAt: Date | null;

  @Field({
    description: 'Whether staff with MANAGE_REGISTRY confirmed the link: only then does the resident see what the record '
      + 'gathered before the link (requests taken at the counter, who viewed it, the record itself).',
  })
  confirmed: boolean;

  @Field(() => [Inhabitant], {
    description: 'While not linked: the inhabitants with their names and birthdate (any letter case or accents), linked to no one and not deceased.',
  })
  matches: Inhabitant[];
}
