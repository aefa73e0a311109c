import { permitted } from '../../identity/audience';

/** Who may see the dashboard's statistics (docs/rules/common.md#access-control). */
export const dashboardPolicy = {
  view: permitted('VIEW_DASHBOARD'),
  /**
   * The Inhabitants section: figures of the Registry of Barangay Inhabitants, so for those who keep it, as the
   * registry's own reads are (registryPolicy.view); the rest of the dashboard keeps VIEW_DASHBOARD.
   */
  viewInhabitants: permitted('MANAGE_REGISTRY'),
} as const;
