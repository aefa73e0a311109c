// `npm run dev`: the server rebuilt and restarted on change, and Vite's dev server with hot reload
// (proxying /graphql, /api and /media to the server). Open http://localhost:5173.
import { spawn, spawnSync } from 'node:child_process';
import { repoRoot } from './build-if-stale.mjs';

// The server compiles against the shared rules' build: make it once before the watchers start.
const DOMAIN = 'packages/domain/tsconfig.build.json';
spawnSync('npx', ['tsc', '-p', DOMAIN], { cwd: repoRoot, stdio: 'inherit' });

const children = [
  spawn('npx', ['tsc', '-p', DOMAIN, '--watch', '--preserveWatchOutput'], { cwd: repoRoot, stdio: 'inherit' }),
  spawn('npx', ['tsc', '-p', 'server/tsconfig.build.json', '--watch', '--preserveWatchOutput'], { cwd: repoRoot, stdio: 'inherit' }),
  spawn('node', ['--watch-path=server/dist', '--watch-path=packages/domain/dist', 'server/dist/main.js'], { cwd: repoRoot, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'client'], { cwd: repoRoot, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
