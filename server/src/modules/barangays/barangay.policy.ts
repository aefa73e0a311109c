import { PUBLIC } from '../../auth/audience';

/** Who may read what of the install's barangays (docs/architecture.md#tenancy). */
export const barangayPolicy = {
  /** The barangay an address serves: its name is on every page. */
  viewServed: PUBLIC,
} as const;
