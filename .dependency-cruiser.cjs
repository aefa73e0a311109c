// Module boundaries of the server and the client, checked by `npm run boundaries` (part of `npm run lint` and
// so of `npm run check`). Paths are relative to the repository root. Every import counts, `import type` ones
// too: see the parser note at the end.

/** Tests and the helpers only tests use. Production code never imports them. */
const TEST_CODE = [
  '(^|/)__tests__/',
  '[.]test[.]tsx?$',
  '^tests/',
  '^client/src/test/',
  '^client/src/ui/testing/',
  '-test-mocks[.]tsx?$',
];

// --- Server -------------------------------------------------------------------------------------------------

/**
 * The composition roots: they wire every module's entities, resolvers, REST handlers, seeds and services
 * together, from the one list of modules, so they may reach into any module. Nothing else imports them.
 */
const SERVER_ROOTS = [
  '^server/src/(main|app)[.]ts$',
  '^server/src/composition/',
  '^server/src/scripts/',
];

/**
 * The domain modules, lowest first, as server/src/composition/modules.ts lists them (PORTAL_MODULES): the
 * manifests' names in the list's order, each mapped to the folder its import comes from. A module uses another
 * only through that module's index.ts (or, in its own manifest, the other's manifest), and only one listed before
 * it, so domains cannot form a cycle. A module missing there fails the check.
 */
function serverModulesInOrder() {
  const text = require('node:fs').readFileSync(require('node:path').join(__dirname, 'server/src/composition/modules.ts'), 'utf8');
  const folderOf = new Map(
    [...text.matchAll(/import \{ (\w+) \} from '\.\.\/modules\/([^/']+)\//g)].map(([, name, folder]) => [name, folder]),
  );
  const list = /PORTAL_MODULES = \[([^\]]*)\]/.exec(text);
  if (!list) throw new Error('server/src/composition/modules.ts has no PORTAL_MODULES list');
  return list[1].split(',').map((entry) => entry.trim()).filter(Boolean).map((name) => {
    const folder = folderOf.get(name);
    if (!folder) throw new Error(`PORTAL_MODULES names ${name}, which modules.ts does not import from a module folder`);
    return folder;
  });
}
const SERVER_MODULES = serverModulesInOrder();

/**
 * The domain cycles that exist today: uses of a module listed later, each allowed from the named files only.
 * Each pair of domains refers to the other for a reason of the domain; undoing one means moving code, not
 * imports. A new one fails the check.
 */
const SERVER_MODULE_CYCLES = [
  {
    // A certificate is a request's: it reads the request it certifies (its row, its status, its errors), while the
    // request's service issues it at For Pickup and serves it with the request.
    from: 'certificates', to: 'document-requests', files: ['certificate.entity.ts', 'certificate.service.ts', 'certificate.errors.ts'],
  },
];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const moduleFolder = (name) => `^server/src/modules/${escape(name)}/`;

/** For each module: no use of a module listed after it, except the files of a known cycle, for that pair only. */
function serverModuleOrderRules() {
  return SERVER_MODULES.flatMap((name, index) => {
    const later = SERVER_MODULES.slice(index + 1);
    const cycles = SERVER_MODULE_CYCLES.filter((cycle) => cycle.from === name);
    const plain = later.filter((target) => !cycles.some((cycle) => cycle.to === target));
    const rule = (targets, exceptFiles) => ({
      name: `server-module-order:${name}${exceptFiles.length > 0 ? `->${targets[0]}` : ''}`,
      severity: 'error',
      comment: exceptFiles.length > 0
        ? `Of modules/${name}, only ${exceptFiles.join(', ')} may use modules/${targets[0]}: a known cycle between `
          + 'the two domains (SERVER_MODULE_CYCLES in .dependency-cruiser.cjs), not to spread.'
        : `modules/${name} uses only modules listed before it in PORTAL_MODULES (server/src/composition/modules.ts): a `
          + 'later one would close a cycle between domains. Move the code that needs it into the later module.',
      from: {
        path: moduleFolder(name),
        pathNot: [...TEST_CODE, ...exceptFiles.map((file) => `${moduleFolder(name)}${escape(file)}$`)],
      },
      to: { path: `^server/src/modules/(${targets.map(escape).join('|')})/` },
    });
    return [
      ...(plain.length > 0 ? [rule(plain, [])] : []),
      ...cycles.map((cycle) => rule([cycle.to], cycle.files)),
    ];
  });
}

const serverRules = [
  {
    name: 'server-module-listed',
    severity: 'error',
    comment: 'Every folder under server/src/modules has its manifest in PORTAL_MODULES (server/src/composition/modules.ts), '
      + 'in its place in the order of the domains.',
    from: { path: `^server/src/modules/(?!(${SERVER_MODULES.map(escape).join('|')})/)` },
    to: {},
  },
  {
    name: 'server-module-entry-point',
    severity: 'error',
    comment: 'A module uses another only through its index.ts, which exports what other modules may use (a manifest '
      + "also names the manifests it uses). Export the missing piece there (or, if it is the other module's own business, leave it there).",
    from: { path: '^server/src/modules/([^/]+)/', pathNot: TEST_CODE },
    to: {
      path: '^server/src/modules/',
      pathNot: ['^server/src/modules/$1/', '^server/src/modules/[^/]+/index[.]ts$', '^server/src/modules/([^/]+)/\\1[.]module[.]ts$'],
    },
  },
  ...serverModuleOrderRules(),
  {
    name: 'server-infrastructure-not-to-modules',
    severity: 'error',
    comment: 'identity, limits, keys, common, config, db, graphql, http, portal-module, replicas, rest, types and uploads are what the domain '
      + 'modules build on: they never depend on a module. Only the composition roots (SERVER_ROOTS) wire modules in.',
    from: { path: '^server/src/', pathNot: ['^server/src/modules/', ...SERVER_ROOTS, ...TEST_CODE] },
    to: { path: '^server/src/modules/' },
  },
  {
    name: 'server-not-to-composition-root',
    severity: 'error',
    comment: 'Only a composition root imports another: the roots load every module. Resolvers and REST routers are '
      + "handed their module's own services by the composition, so no module needs its types.",
    from: { path: '^server/src/', pathNot: [...SERVER_ROOTS, ...TEST_CODE] },
    to: { path: SERVER_ROOTS },
  },
];

// --- Client -------------------------------------------------------------------------------------------------

/** The pages' entry files and the app shell around the features. */
/**
 * Folders `siblings` (a pattern) below `parent` that never import each other: the folder a file is in ($1)
 * is its own, every other sibling is out of bounds (tests included).
 */
const siblingsApart = (name, comment, parent, siblings) => ({
  name,
  severity: 'error',
  comment,
  from: { path: `^${parent}(${siblings})/` },
  to: { path: `^${parent}(${siblings})/`, pathNot: `^${parent}$1/` },
});

const CLIENT_APP = '^client/src/(app/|graphiql/|main[.]tsx$|entry-server[.]tsx$)';

const clientRules = [
  {
    name: 'client-lower-layer-not-up',
    severity: 'error',
    comment: 'Imports flow ui / lib / theme / config / gql -> features -> app: a lower layer never imports a '
      + "feature or the app shell. (Its tests may use a real feature's document.)",
    from: { path: '^client/src/(ui|lib|theme|config|gql)/', pathNot: TEST_CODE },
    to: { path: ['^client/src/features/', CLIENT_APP] },
  },
  siblingsApart(
    'client-feature-not-to-other-feature',
    'Features never import each other (tests included): what two features share belongs in ui/ or lib/, '
      + 'and app/ composes features.',
    'client/src/features/',
    '[^/]+',
  ),
  {
    name: 'client-feature-not-to-app',
    severity: 'error',
    comment: 'Features never import the app shell (tests included): app/ composes features, not the other way.',
    from: { path: '^client/src/features/' },
    to: { path: CLIENT_APP },
  },
  {
    name: 'client-app-through-feature-entry',
    severity: 'error',
    comment: "The app shell uses a feature only through the feature's index.ts and its screen rows, screens.ts (or, "
      + 'lazily, one of its pages): export the missing piece there.',
    from: { path: CLIENT_APP, pathNot: TEST_CODE },
    to: {
      path: '^client/src/features/',
      pathNot: '^client/src/features/[^/]+/(index[.]ts|screens[.]tsx?)$',
      dependencyTypesNot: ['dynamic-import'],
    },
  },
  {
    name: 'client-screen-rows-only',
    severity: 'error',
    comment: "A feature's screens.ts holds its screen rows only (docs/architecture.md#screen-rows): it comes with every "
      + "visitor's first download, so it imports lib/screens.ts, the feature's own paths.ts, and its pages lazily "
      + '(lazyPage(() => import(...))), nothing else: a page or component imported here would be downloaded by every guest.',
    from: { path: '^client/src/features/([^/]+)/screens[.]tsx?$' },
    to: {
      path: '^client/src/',
      pathNot: ['^client/src/lib/screens[.]ts$', '^client/src/features/$1/paths[.]ts$', '^client/src/features/$1/pages/[^/]+[.]tsx$'],
    },
  },
  {
    name: 'client-screen-pages-lazily',
    severity: 'error',
    comment: "A screen row loads its page on demand (lazyPage(() => import('./pages/...'))): guests never download the "
      + "signed-in screens, nor residents the staff's (docs/architecture.md#client-chunks).",
    from: { path: '^client/src/features/[^/]+/screens[.]tsx?$' },
    // A static import (dependency-cruiser keeps one entry per imported file, typed by its first import: the static
    // imports at the top of the file come first).
    to: { path: '^client/src/features/[^/]+/pages/', dependencyTypes: ['import', 'export', 'require', 'import-equals'] },
  },
  {
    name: 'client-app-lazy-page-or-entry',
    severity: 'error',
    comment: "A lazily loaded piece of a feature is one of its pages (a route's own chunk) or its index.ts.",
    from: { path: CLIENT_APP, pathNot: TEST_CODE },
    to: {
      path: '^client/src/features/',
      pathNot: ['^client/src/features/[^/]+/index[.]ts$', '^client/src/features/[^/]+/pages/[^/]+[.]tsx$'],
      dependencyTypes: ['dynamic-import'],
    },
  },
  {
    name: 'client-zod-through-form-layer',
    severity: 'error',
    comment: 'Schemas are built with the z of ui/form/zod.ts, which turns off eval first (the Content-Security-Policy '
      + 'forbids it; docs/architecture.md#client-forms).',
    from: { path: '^client/src/', pathNot: '^client/src/ui/form/zod[.]ts$' },
    to: { path: '(^|/)node_modules/zod/' },
  },
];

// --- Both ---------------------------------------------------------------------------------------------------

const sharedRules = [
  {
    name: 'no-circular',
    severity: 'error',
    comment: 'This import closes a cycle (the files of the cycle follow). Break it: move what both sides need '
      + 'into a lower place, or hand it in from a composition root.',
    from: {},
    to: { circular: true },
  },
  {
    name: 'not-to-test-code',
    severity: 'error',
    comment: 'Production code never imports tests or test helpers.',
    from: { pathNot: TEST_CODE },
    to: { path: TEST_CODE },
  },
  siblingsApart(
    'server-and-client-apart',
    'The server and the client share code only through workspace packages (@barangay-portal/...).',
    '',
    'server|client',
  ),
  {
    name: 'packages-below-server-and-client',
    severity: 'error',
    comment: 'A workspace package (packages/...) is imported by the server and the client, never the reverse.',
    from: { path: '^packages/' },
    to: { path: '^(server|client)/' },
  },
  {
    name: 'not-to-unresolvable',
    severity: 'error',
    comment: 'A relative import that dependency-cruiser cannot resolve escapes every rule above.',
    from: {},
    to: { couldNotResolve: true, path: '^[.]' },
  },
];

// Parser. TypeScript 7 has no JavaScript API, so dependency-cruiser cannot use tsc, and without a parser it
// reads TypeScript with a JavaScript parser that silently skips what it does not understand (here it lost
// `export type ... from '../theme'` in ui/index.ts, and the rxjs import of lib/apollo-client.ts).
// Its swc parser reads .ts exactly, but is not told that a .tsx file holds JSX and fails on it; the wrapper
// below tells it. swc does not mark `import type`, so type-only imports count like the others, for cycles too:
// none exists today, and a type-only cycle is broken the same way (move the type lower).
const swc = require('@swc/core');
const parseFileSync = swc.parseFileSync;
swc.parseFileSync = (file, options) =>
  parseFileSync(file, String(file).endsWith('.tsx') ? { ...options, tsx: true } : options);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [...serverRules, ...clientRules, ...sharedRules],
  options: {
    parser: 'swc',
    // Imports as written, `import type` included (with a TypeScript that has a JavaScript API, dependency-cruiser
    // would parse with tsc instead, and count the same imports).
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    // package.json's "boundaries" passes --ts-config per tree (server/tsconfig.json, client/tsconfig.json).
  },
};
