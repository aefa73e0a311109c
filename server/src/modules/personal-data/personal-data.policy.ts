import { only } from '../../identity/audience';

/** Who may download personal data (docs/architecture.md#privacy-rights). */
export const personalDataPolicy = {
  /**
   * "Download my data": residents, their own only. Staff and city accounts are refused: their accounts hold the
   * office's work rather than data given as residents, and reach their own details on their profile screens.
   */
  downloadOwn: only('RESIDENT'),
} as const;
