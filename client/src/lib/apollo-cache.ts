import { InMemoryCache } from '@apollo/client';

/**
 * The portal's Apollo cache, the same in the browser and in the server rendering of the public pages
 * (docs/architecture.md#server-rendering): the browser restores what the server extracted, so both must
 * normalise the same way.
 */
export function createPortalCache(): InMemoryCache {
  return new InMemoryCache({
    // Lists the server always sends whole: a newer answer replaces the cached one.
    typePolicies: {
      DocumentType: { fields: { fields: { merge: false } } },
      DocumentRequest: { fields: { statusHistory: { merge: false } } },
    },
  });
}
