// The client's import rule (ARCHITECTURE §2a.9): features never import each other, and imports flow
// ui / lib / theme / config / gql -> features -> app. Prints each offending import; exits 1 if any.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './build-if-stale.mjs';

const src = path.join(repoRoot, 'client/src');
const LOWER_LAYERS = ['ui', 'lib', 'theme', 'config', 'gql', 'test'];

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx)$/.test(entry)) yield full;
  }
}

/** ['features', 'projects'] for client/src/features/projects/..., ['ui'] for client/src/ui/... */
function place(file) {
  const [top, sub] = path.relative(src, file).split(path.sep);
  return top === 'features' ? ['features', sub] : [top];
}

const problems = [];
for (const file of sourceFiles(src)) {
  const from = place(file);
  // A test may exercise a lower layer with a real feature's document; only production code is held to the rule.
  const isTest = /\.test\.tsx?$/.test(file);
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(/(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g)) {
    const target = place(path.resolve(path.dirname(file), match[1] ?? match[2]));
    const where = `${path.relative(repoRoot, file)} imports ${match[1] ?? match[2]}`;
    if (from[0] === 'features' && target[0] === 'features' && target[1] !== from[1]) {
      problems.push(`${where}: features never import each other`);
    } else if (LOWER_LAYERS.includes(from[0]) && from[0] !== 'test' && !isTest && ['features', 'app'].includes(target[0])) {
      problems.push(`${where}: ${from[0]}/ must not depend on ${target[0]}/`);
    } else if (from[0] === 'features' && target[0] === 'app') {
      problems.push(`${where}: features must not depend on app/`);
    }
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('Client import boundaries hold.');
