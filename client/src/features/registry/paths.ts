/**
 * The Registry of Barangay Inhabitants' addresses (docs/architecture.md#registry-of-inhabitants), which its pages
 * link between.
 */
export const registryPaths = {
  registry: '/registry',
  inhabitant: '/registry/inhabitants/:id',
  households: '/registry/households',
  household: '/registry/households/:id',
  /** The import wizard: a spreadsheet of inhabitants into the registry. */
  registryImport: '/registry/import',
  /** The registry's quarterly population summary (households' records are on their pages). */
  registryReports: '/registry/reports',
} as const;

/** The registry's page of one inhabitant. */
export const inhabitantPathFor = (id: number): string => `/registry/inhabitants/${id}`;

/** The registry's page of one household. */
export const householdPathFor = (id: number): string => `/registry/households/${id}`;
