import { ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');

export { freePort } from '../../scripts/throwaway.mjs';

export interface RunningPortal {
  process: ChildProcess;
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

/** Stops a portal that a test left running (kill -9: the test failed anyway). */
export async function killIfRunning(portal: RunningPortal | undefined): Promise<void> {
  if (portal && portal.process.exitCode === null && portal.process.signalCode === null) {
    portal.process.kill('SIGKILL');
    await portal.exited;
  }
}

/** Runs `npm start` exactly as a user would, with the given environment on top of a clean one. */
export function npmStart(env: Record<string, string>): RunningPortal {
  let output = '';
  const cleanEnv = { ...process.env };
  delete cleanEnv.DATABASE_URL;
  delete cleanEnv.NODE_ENV;
  const child = spawn('node', ['scripts/start.mjs'], { cwd: repoRoot, env: { ...cleanEnv, ...env }, stdio: 'pipe' });
  child.stdout!.on('data', (chunk) => { output += chunk; });
  child.stderr!.on('data', (chunk) => { output += chunk; });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { process: child, output: () => output, exited };
}

/** Polls a URL until it answers `status`, or fails after `timeoutMs`. */
export async function waitForStatus(url: string, status: number, timeoutMs: number, isAlive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`the process exited while waiting for ${url}`);
    try {
      const response = await fetch(url);
      if (response.status === status) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms (last: ${last})`);
}
