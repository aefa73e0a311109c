// Debian's nginx in front of replicas of the portal on loopback, for the two-replica test and `npm run load -- --replicas N`
// (docs/architecture.md#two-replicas). The configuration is the production one, deploy/nginx.conf, with only its
// upstream servers and its listen address replaced: what is tested is what is deployed. nginx runs as a foreground
// process of the caller, unprivileged paths all in a temporary folder, and is stopped by it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './throwaway.mjs';

const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const PRODUCTION_CONF = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../deploy/nginx.conf');
const START_TIMEOUT_MS = 10_000;

/**
 * deploy/nginx.conf for `upstreams` ("127.0.0.1:4001", …) listening on `listen`: each replaced line must be there
 * exactly once, so a change of the production file that this would silently miss fails loudly instead.
 * @param {string[]} upstreams
 * @param {string} listen
 */
export function proxyConfig(upstreams, listen) {
  const production = readFileSync(PRODUCTION_CONF, 'utf8');
  const replace = (text, line, by) => {
    if (text.split(line).length !== 2) throw new Error(`deploy/nginx.conf: expected the line "${line.trim()}" exactly once`);
    return text.replace(line, by);
  };
  const servers = upstreams.map((address) => `  server ${address};`).join('\n');
  return replace(replace(production, '  server app:4000;', servers), '  listen 80;', `  listen ${listen};`);
}

/** The http block around the production server block: every path nginx writes inside `dir`. */
function mainConfig(dir, serverBlock) {
  const temp = (name) => `${name}_temp_path ${path.join(dir, `${name}-temp`)};`;
  return [
    // As root, workers would otherwise run as nobody, who cannot enter the caller's private temporary folder.
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes 1;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  access_log off;',
    `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
    // Which replica answered (the one that finally did, after any retry, is the last address): the tests assert it.
    '  add_header X-Upstream $upstream_addr always;',
    serverBlock,
    '}',
    '',
  ].join('\n');
}

/**
 * Starts nginx in front of `upstreams` on a free loopback port; resolves once it answers.
 * @param {string[]} upstreams addresses "127.0.0.1:port"
 * @returns {Promise<{ url: string, port: number, dir: string, errorLog: () => string, stop: () => Promise<void> }>}
 */
export async function startNginxProxy(upstreams) {
  if (!existsSync(NGINX_PATH)) {
    throw new Error(`nginx is not installed (${NGINX_PATH} is missing): install Debian's package, apt-get install nginx`);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-'));
  const port = await freePort();
  const confPath = path.join(dir, 'nginx.conf');
  writeFileSync(confPath, mainConfig(dir, proxyConfig(upstreams, `127.0.0.1:${port}`)));
  const child = spawn(NGINX_PATH, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', confPath, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => { output += chunk; });
  child.stderr.on('data', (chunk) => { output += chunk; });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const errorLog = () => {
    try {
      return readFileSync(path.join(dir, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGQUIT: nginx's graceful stop (SIGTERM is its fast one); either ends the workers with the master.
      child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      const log = `${output}${errorLog()}`;
      await stop();
      throw new Error(`nginx exited during start-up:\n${log}`);
    }
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`nginx did not answer on ${url} within ${START_TIMEOUT_MS} ms:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { url, port, dir, errorLog, stop };
}
