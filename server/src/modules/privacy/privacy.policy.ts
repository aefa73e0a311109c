import { only, permitted, PUBLIC } from '../../identity/audience';

/**
 * Who may do what with the barangay's privacy notice (docs/architecture.md#privacy-notice): anyone reads it, before
 * registering and after; a resident agrees to it; staff with MANAGE_PRIVACY publish new versions and set the data
 * protection officer's contact.
 */
export const privacyPolicy = {
  read: PUBLIC,
  consent: only('RESIDENT'),
  manage: permitted('MANAGE_PRIVACY'),
} as const;
