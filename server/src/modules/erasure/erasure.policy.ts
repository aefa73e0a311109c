import { only, permitted } from '../../identity/audience';

/**
 * Who may do what with erasure requests (docs/architecture.md#privacy-erasure): a resident reads what an erasure would
 * erase and keep, asks (with their password) and withdraws while it waits; the staff who keep the barangay's privacy
 * duties (MANAGE_PRIVACY) read the barangay's requests with each one's plan, and process or refuse them.
 */
export const erasurePolicy = {
  request: only('RESIDENT'),
  viewOwn: only('RESIDENT'),
  withdraw: only('RESIDENT'),
  review: permitted('MANAGE_PRIVACY'),
  decide: permitted('MANAGE_PRIVACY'),
} as const;
