// Builds the client and the server only when their sources are newer than the last build, so
// `npm start` and `npm test` on a fresh clone build once and later runs start at once.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

// The shared rules (packages/domain) are part of both: the client bundles their source, and the server's
// build compiles them to packages/domain/dist, which the built server loads.
const DOMAIN_SOURCES = ['packages/domain/src', 'packages/domain/tsconfig.json', 'packages/domain/tsconfig.build.json', 'packages/domain/package.json'];

const TARGETS = {
  client: {
    sources: ['client/src', 'client/index.html', 'client/graphiql.html', 'client/vite.config.ts', 'client/vite.playground.config.ts', 'client/vite-plugin-graphql-documents.ts', 'client/vite-plugin-precompress.ts', 'client/package.json', ...DOMAIN_SOURCES],
    // The browser's app, the playground and the server's rendering of the public pages (docs/architecture.md#server-rendering).
    outputs: ['client/dist/index.html', 'client/dist/graphiql.html', 'client/dist-ssr/entry-server.cjs'],
  },
  server: {
    sources: ['server/src', 'server/tsconfig.json', 'server/tsconfig.build.json', 'server/package.json', ...DOMAIN_SOURCES],
    outputs: ['server/dist/main.js', 'packages/domain/dist/index.js'],
  },
};

export function buildIfStale(workspace) {
  const { sources, outputs } = TARGETS[workspace];
  // The oldest output; 0 (stale) when one is missing.
  const built = Math.min(...outputs.map((output) => newestMtime(path.join(repoRoot, output))));
  const changed = Math.max(...sources.map((source) => newestMtime(path.join(repoRoot, source))));
  if (built > 0 && built >= changed) return;
  console.log(`Building the ${workspace}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`The ${workspace} build failed.`);
    process.exit(result.status ?? 1);
  }
}
