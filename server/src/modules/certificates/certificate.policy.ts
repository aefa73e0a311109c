import { permitted, PUBLIC, SIGNED_IN } from '../../identity/audience';

/** Who may do what with certificates (docs/rules/common.md#access-control). */
export const certificatePolicy = {
  /** Anyone with a code (rate limited per address). */
  verify: PUBLIC,
  /** The PDF by Bearer token: the request's owner, or anyone in `downloadAnyone`; a link token opens it without one. */
  download: SIGNED_IN,
  downloadAnyone: permitted('REVIEW_DOCUMENT_REQUESTS'),
  revoke: permitted('REVOKE_CERTIFICATES'),
} as const;
