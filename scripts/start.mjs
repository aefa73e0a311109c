// `npm start`: build what is stale, then run the portal in this process (so Ctrl-C reaches it directly
// and it shuts down cleanly, stopping the embedded PostgreSQL).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, repoRoot } from './build-if-stale.mjs';

buildIfStale('client');
buildIfStale('server');
await import(pathToFileURL(path.join(repoRoot, 'server/dist/main.js')).href);
