// What the benchmarks share: a real portal started from a checkout (scripts/start.mjs, as `npm start` runs it) on
// a throw-away database, and the clean-up that stops and removes whatever a benchmark started, exactly once,
// also on Ctrl-C or a failure.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './build-if-stale.mjs';
import { freePort, throwawayDatabase } from './throwaway.mjs';

// The password holds no word of the e-mail ("bench", "admin"): ADMIN_PASSWORD must pass the password policy.
export const BENCH_ADMIN = { email: 'bench-admin@barangay.local', password: `Tahimik-${randomBytes(9).toString('hex')}` };

/** A resident of the demo barangay (server/src/modules/accounts/users.seed.ts) whose ID is approved; every demo resident shares this password. */
export const DEMO_RESIDENT = { email: 'jose.mercado@example.com', password: 'Mabuhay-2025' };

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** This checkout and every `--compare <checkout>` of `argv` (e.g. a `git worktree` of an older commit with its node_modules). */
export function checkoutsToMeasure(argv) {
  const roots = [repoRoot];
  for (let index = 0; index < argv.length; index += 1) {
    if (argv[index] !== '--compare' || !argv[index + 1]) throw new Error(`unknown argument "${argv[index]}" (usage: --compare <checkout>)`);
    roots.push(path.resolve(argv[index + 1]));
    index += 1;
  }
  return roots;
}

const cleanups = [];
let cleaning;

/** Registers an undo step; cleanUp runs them in reverse order. */
export function onCleanUp(undo) {
  cleanups.push(undo);
}

export async function cleanUp() {
  cleaning ??= (async () => {
    while (cleanups.length > 0) {
      const undo = cleanups.pop();
      try {
        await undo();
      } catch (error) {
        console.error(`Clean-up step failed: ${error.message}`);
      }
    }
  })();
  return await cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping what the benchmark started...`);
    void cleanUp().then(() => process.exit(130));
  });
}

/** Runs a command in `cwd` to its end, throwing when it fails. */
export function run(cwd, command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal exited (code ${child.exitCode}) before it answered`);
    try {
      if ((await fetch(`${url}/healthz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url}/healthz did not answer 200 within ${timeoutMs / 1000} s`);
}

/** DATABASE_URL's server with a fresh database on it, or nothing (the portal starts an embedded one). */
async function benchDatabaseUrl() {
  if (!process.env.DATABASE_URL) return undefined;
  const database = await throwawayDatabase(process.env.DATABASE_URL, 'portal_bench');
  onCleanUp(database.drop);
  return database.url;
}

/** The embedded PostgreSQL still running in the data dir, if any (the server's own check, from its build). */
async function runningPostmaster(root, dataDir) {
  const module = path.join(root, 'server/dist/db/embedded-postgres.js');
  // Not built: the portal never got as far as starting a PostgreSQL.
  if (!existsSync(module)) return undefined;
  return await (await import(pathToFileURL(module).href)).runningPostmaster(dataDir);
}

function stopWith(child, exited, root, dataDir) {
  return async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 30_000))]);
      if (!stopped) child.kill('SIGKILL');
    }
    // A PostgreSQL left behind by a killed portal is stopped by its own pid (fast shutdown).
    const postmaster = await runningPostmaster(root, dataDir);
    if (postmaster) {
      try {
        process.kill(postmaster.pid, 'SIGINT');
        await new Promise((resolve) => setTimeout(resolve, 2000));
      } catch {
        // already gone
      }
    }
  };
}

/**
 * Starts the portal of the checkout at `root` in production mode on a free port, with the benchmark's
 * administrator (password only: a benchmark cannot type a two-factor code), on a fresh database
 * (DATABASE_URL's server when set, else an embedded PostgreSQL in a temporary DATA_DIR). `extraEnv` adds
 * settings, `nodeOptions` flags of the server's Node (e.g. --cpu-prof), `databaseUrl` another portal's database
 * (the second replica of an install, bench:replicas). Answers its address, the environment it runs with and its
 * process id.
 */
export async function startPortal(root, { extraEnv = {}, nodeOptions = [], databaseUrl: shared } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  // As root the embedded cluster runs as the postgres user, who must be able to enter the folder.
  await chmod(dataDir, 0o755);
  onCleanUp(() => rmSync(dataDir, { recursive: true, force: true }));
  const databaseUrl = shared ?? await benchDatabaseUrl();
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    ADMIN_MFA: 'optional',
    NODE_ENV: 'production',
    // Production refuses to start without its public origin (links and QR codes never trust the Host header).
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    OUTBOX_INTERVAL_MS: '0',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;

  console.log(`\nStarting the portal of ${root} on port ${port} with ${databaseUrl ? 'a fresh database on DATABASE_URL' : 'an embedded PostgreSQL'}...`);
  const child = spawn(process.execPath, [...nodeOptions, 'scripts/start.mjs'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  onCleanUp(stopWith(child, exited, root, dataDir));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, 240_000);
  return { url, env, pid: child.pid };
}
