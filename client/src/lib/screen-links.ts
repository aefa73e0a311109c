import { createContext, useContext } from 'react';

/**
 * Screens a feature links to that another feature owns (docs/architecture.md#screen-links). Features never import each
 * other, so the app hands these addresses in, from the owners' screen rows; a link to a feature's own screen uses the
 * feature's own paths.
 */
export interface ScreenLinks {
  /** The privacy notice in force (privacy): linked from the registration form and the Profile. */
  privacyNotice: string;
  /** The resident's Profile, where their ID is verified (users): linked from their document requests. */
  residentProfile: string;
  /** The public check of one certificate (verification): linked from the requests at an earlier barangay. */
  verificationOf: (code: string) => string;
}

/** Given by the app's routes (app/router.tsx) and by the test helpers that render a screen alone. */
export const ScreenLinksContext = createContext<ScreenLinks | null>(null);

export function useScreenLinks(): ScreenLinks {
  const links = useContext(ScreenLinksContext);
  if (!links) throw new Error('No ScreenLinksContext above this link.');
  return links;
}
