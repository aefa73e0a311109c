import { permitted, PUBLIC } from '../../identity/audience';

/** Who may read what of the install's barangays (docs/architecture.md#tenancy). */
export const barangayPolicy = {
  /** The barangay an address serves: its name is on every page. */
  viewServed: PUBLIC,
  /** Its own settings: name, seal, reference prefix, e-mail sender name. */
  manageSettings: permitted('MANAGE_SETTINGS'),
} as const;
