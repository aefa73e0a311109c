import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** A number in [0, 1), like Math.random. */
export type RandomSource = () => number;

const SeedContext = createContext<number | undefined>(undefined);

/**
 * The seed of a server-rendered page's random choices (docs/architecture.md#server-rendering): the server
 * picks it per request and sends it with the page, so the browser's hydration makes the same choices and
 * finds the same markup.
 */
export function PageRandomProvider({ seed, children }: { seed: number | undefined; children: ReactNode }) {
  return <SeedContext.Provider value={seed}>{children}</SeedContext.Provider>;
}

/** mulberry32: a small, fast generator; the same seed gives the same sequence on the server and in the browser. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A random source for one component: seeded from the page's seed (a fresh sequence for each component, so
 * each render of it on the server, and its hydration, draws the same numbers), or Math.random when the page
 * was not rendered on the server.
 */
export function usePageRandom(): RandomSource {
  const seed = useContext(SeedContext);
  return useMemo(() => (seed === undefined ? Math.random : seededRandom(seed)), [seed]);
}
