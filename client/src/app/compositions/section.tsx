import { Suspense, type ReactNode } from 'react';

/**
 * A section another feature adds to a screen, loaded on demand: until it is there the screen shows without it, rather
 * than the whole screen giving way to the loading indicator.
 */
export function section(element: ReactNode) {
  return <Suspense fallback={null}>{element}</Suspense>;
}
