// `npm run dev`: the server rebuilt and restarted on change, and Vite's dev server with hot reload
// (proxying /graphql, /api and /media to the server). Open http://localhost:5173.
import { spawn } from 'node:child_process';
import { repoRoot } from './build-if-stale.mjs';

const children = [
  spawn('npx', ['tsc', '-p', 'server/tsconfig.build.json', '--watch', '--preserveWatchOutput'], { cwd: repoRoot, stdio: 'inherit' }),
  spawn('node', ['--watch-path=server/dist', 'server/dist/main.js'], { cwd: repoRoot, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'client'], { cwd: repoRoot, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
