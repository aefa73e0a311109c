import { Field, Int, ObjectType } from 'type-graphql';
import type { Inhabitant } from './inhabitant.entity';

/**
 * An inhabitant as the counter sees them when taking a request (walk-in service): enough to tell the person at
 * the window from namesakes, and nothing of the registry's sector flags, which the counter's staff do not need.
 */
@ObjectType({ description: 'An inhabitant living in the barangay, as the counter sees them to take a request.' })
export class CounterInhabitant {
  @Field(() => Int)
  id: number;

  @Field()
  fullName: string;

  @Field({ description: 'YYYY-MM-DD.' })
  birthdate: string;

  @Field(() => String, { nullable: true })
  address: string | null;

  @Field(() => String, { nullable: true, description: 'Their household number; empty outside a household.' })
  householdNumber: string | null;

  @Field({ description: 'Whether their online account is linked: the request joins that account.' })
  hasAccount: boolean;
}

export function counterInhabitantOf(inhabitant: Inhabitant): CounterInhabitant {
  return {
    id: inhabitant.id,
    fullName: inhabitant.fullName,
    birthdate: inhabitant.birthdate,
    address: inhabitant.address,
    householdNumber: inhabitant.household?.householdNumber ?? null,
    hasAccount: inhabitant.hasAccount,
  };
}
