import { type Gender, InhabitantSector } from '@barangay-portal/domain';
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Living inhabitants of one PSA age group (0-4, 5-9, ..., 75-79, 80 and over), by sex.' })
export class InhabitantAgeGroup {
  @Field({ description: 'As population tables write it: "0-4", "80 and over".' })
  label: string;

  @Field(() => Int, { description: 'The youngest age in the group.' })
  from: number;

  @Field(() => Int, { nullable: true, description: 'The oldest age in the group; empty for the open last group.' })
  to: number | null;

  @Field(() => Int)
  male: number;

  @Field(() => Int)
  female: number;

  @Field(() => Int)
  total: number;
}

@ObjectType({ description: 'Living inhabitants in one sector barangays report on.' })
export class InhabitantSectorCount {
  // InhabitantSector is registered as a GraphQL enum by the registry module (registry.enums.ts).
  @Field(() => InhabitantSector)
  sector: InhabitantSector;

  @Field(() => Int)
  count: number;
}

@ObjectType({
  description: "The dashboard's Inhabitants section: the Registry of Barangay Inhabitants on the barangay's today, counting those "
    + 'living in the barangay (accounts are counted apart, in the Residents Overview).',
})
export class InhabitantsOverview {
  @Field(() => Int, { description: 'Inhabitants living in the barangay.' })
  living: number;

  @Field(() => Int, { description: 'Households with at least one member living in the barangay.' })
  households: number;

  @Field(() => Int)
  male: number;

  @Field(() => Int)
  female: number;

  @Field(() => Int, { description: 'Living inhabitants whose record is linked to an online account.' })
  withAccount: number;

  @Field(() => [InhabitantAgeGroup], { description: 'By PSA age group, youngest first; ages in whole years today.' })
  ageGroups: InhabitantAgeGroup[];

  @Field(() => [InhabitantSectorCount], { description: 'By sector; senior citizens by age today. An inhabitant may be in several.' })
  sectors: InhabitantSectorCount[];
}

/** What the dashboard reads of the registry's population count (registry/reports/population-count.ts). */
export interface RegistryPopulation {
  inhabitants: number;
  households: number;
  withAccount: number;
  bySex: Readonly<Record<Gender, number>>;
  ageGroups: ReadonlyArray<Readonly<Record<Gender, number>>>;
  sectors: Readonly<Record<InhabitantSector, number>>;
}

/**
 * Counts a barangay's registry population on a day (YYYY-MM-DD). Handed in by services.ts: the count is the
 * registry's, one rule for the quarterly summary and this section, and the dashboard module imports no later module.
 */
export type RegistryPopulationCounter = (barangayId: number, asOf: string) => Promise<RegistryPopulation>;
