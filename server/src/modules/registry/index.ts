// What other modules may use of this one; the rest is its own (rules in .dependency-cruiser.cjs).
export { Inhabitant } from './inhabitant.entity';
export { Household } from './household.entity';
export { InhabitantStatus } from './registry.enums';
export { RegistryErrors } from './registry.errors';
export { recordMovedAway } from './moved-away';
// The population count the dashboard's Inhabitants section shares with the population summary.
export { countPopulation } from './reports/population-count';
