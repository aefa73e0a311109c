import { REGISTRY_MESSAGES } from '@barangay-portal/domain';

/**
 * The registry's placement rule: a household and a relationship to its head go together. What is wrong with a
 * placement that breaks it, else null (the registry's writes refuse it; the import reports it on the row).
 */
export function placementProblem(inHousehold: boolean, hasRelationship: boolean): string | null {
  if (inHousehold && !hasRelationship) return REGISTRY_MESSAGES.relationshipRequired;
  if (!inHousehold && hasRelationship) return REGISTRY_MESSAGES.relationshipWithoutHousehold;
  return null;
}
