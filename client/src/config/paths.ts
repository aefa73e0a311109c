/**
 * The shell's own addresses (docs/rules/screens.md#route-table): the root the guards and errors lead back to, the guests'
 * home, and the two pages the guards send away to. Every screen's address is declared with its row (app/screens.ts, from
 * each feature's screens.ts); these are here because the layers below the features (and the features themselves) need
 * them too, and may not read the table.
 */
export const paths = {
  root: '/',
  home: '/home',
  notFound: '/404-not-found',
  unauthorized: '/unauthorized',
} as const;
