// Fails when schema.graphql or the generated client code (client/src/gql) is not what the current
// server and client sources produce: run `npm run codegen` and commit the result.
import { spawnSync } from 'node:child_process';
import { repoRoot } from './build-if-stale.mjs';

const GENERATED = ['schema.graphql', 'client/src/gql'];

const codegen = spawnSync('npm', ['run', 'codegen'], { cwd: repoRoot, stdio: 'inherit' });
if (codegen.status !== 0) process.exit(codegen.status ?? 1);

const status = spawnSync('git', ['status', '--porcelain', '--', ...GENERATED], { cwd: repoRoot, encoding: 'utf8' });
if (status.stdout.trim() !== '') {
  console.error('Generated files are stale; run `npm run codegen` and commit:\n' + status.stdout);
  spawnSync('git', ['--no-pager', 'diff', '--stat', '--', ...GENERATED], { cwd: repoRoot, stdio: 'inherit' });
  process.exit(1);
}
console.log('schema.graphql and client/src/gql are current.');
