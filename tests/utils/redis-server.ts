import { spawn, type ChildProcess } from 'node:child_process';
import { madeBeforeAll } from './made-before-all';
import { freePort } from './processes';

export interface TestRedis {
  /** REDIS_URL for the portal. */
  url: string;
  stop(): Promise<void>;
}

/** How long Redis may take to say it is ready on a loaded machine. */
const START_LIMIT_MS = 20_000;

/**
 * A Redis of the test's own on a free loopback port, keeping nothing on disk: the machine's own Redis may be
 * missing (a fresh machine) or shared. Needs Debian's redis-server; without it the test fails, saying so.
 */
export async function startRedisServer(): Promise<TestRedis> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    // Redis logs to its standard output, startup failures included.
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await ready(child);
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The test file's Redis, started before its first test and stopped after its last. */
export function redisServerForFile(): TestRedis {
  return madeBeforeAll(startRedisServer, (redis) => redis.stop());
}

function ready(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`redis-server did not start within ${START_LIMIT_MS} ms:\n${output}`)), START_LIMIT_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    };
    child.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(error.code === 'ENOENT'
        ? new Error('redis-server is not installed: the Redis tests start their own. Install the Debian package redis-server (apt-get install redis-server).')
        : error);
    });
    const exitedEarly = (code: number | null) => fail(new Error(`redis-server exited (${code}) before it was ready:\n${output}`));
    child.once('exit', exitedEarly);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes('Ready to accept connections')) return;
      clearTimeout(timer);
      child.off('exit', exitedEarly);
      // Its later lines are read and dropped, so a full pipe never stalls it.
      child.stdout!.off('data', read);
      child.stdout!.resume();
      resolve();
    };
    child.stdout!.on('data', read);
  });
}
