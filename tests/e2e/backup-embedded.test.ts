import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { samplePng } from '../utils/sample-files';
import { killIfRunning, repoRoot } from '../utils/processes';
import { TEST_ADMIN } from '../utils/test-server';
import { buildServerIfStale, loginAs, PortalProcess, startPortal } from './support/portal-process';

// Backup and restore with no DATABASE_URL: the embedded PostgreSQL under DATA_DIR is joined while the portal
// runs it, and started just for the job (and stopped after) while the portal is stopped.
describe('backup and restore of the embedded database', () => {
  let dataDir: string;
  let workDir: string;
  let portal: PortalProcess | undefined;

  beforeAll(() => {
    buildServerIfStale();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-backup-embedded-'));
    workDir = mkdtempSync(path.join(os.tmpdir(), 'portal-backups-'));
  });

  afterAll(async () => {
    await killIfRunning(portal);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(workDir, { recursive: true, force: true });
  });

  function run(script: string, args: string[]): Promise<{ code: number | null; output: string }> {
    return new Promise((resolve) => {
      const child = spawn('node', [path.join(repoRoot, 'scripts', script), ...args], {
        cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      });
      let output = '';
      child.stdout.on('data', (chunk) => { output += chunk; });
      child.stderr.on('data', (chunk) => { output += chunk; });
      child.on('exit', (code) => resolve({ code, output }));
    });
  }

  const clusterRunning = () => existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'));
  const publicFiles = () => {
    const dir = path.join(dataDir, 'uploads', 'public');
    return Object.fromEntries(readdirSync(dir).sort().map((name) => [name, createHash('sha256').update(readFileSync(path.join(dir, name))).digest('hex')]));
  };

  async function content(url: string) {
    const projects = await (await fetch(`${url}/api/projects/`)).json() as Array<{ title: string; project_photo: string }>;
    const announcements = await (await fetch(`${url}/api/announcements/`)).json() as Array<{ title: string }>;
    return { projects: projects.map((p) => p.title).sort(), announcements: announcements.map((a) => a.title).sort() };
  }

  async function stop(running: PortalProcess): Promise<void> {
    running.process.kill('SIGTERM');
    expect(await running.exited).toBe(0);
  }

  it('backs up a running portal and a stopped one, and restores a stopped one', async () => {
    portal = await startPortal('', dataDir);
    const token = await loginAs(portal.url, TEST_ADMIN.email, TEST_ADMIN.password);
    const form = new FormData();
    for (const [name, value] of Object.entries({ title: 'Solar Street Lights', description: '36 lights', status: 'ongoing' })) form.append(name, value);
    form.append('project_photo', new Blob([samplePng()], { type: 'image/png' }), 'lights.png');
    const created = await fetch(`${portal.url}/api/projects/`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(created.status).toBe(201);
    const { id: projectId } = await created.json() as { id: number };
    const announce = (title: string) => fetch(`${portal.url}/api/announcements/`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ title, content: 'Details', featured: false }),
    });
    expect((await announce('Clearance schedule')).status).toBe(201);
    const original = await content(portal.url);
    const originalFiles = publicFiles();
    // The picture and its resized copy (docs/architecture.md#picture-variants).
    expect(Object.keys(originalFiles)).toHaveLength(2);

    // While the portal runs: its embedded PostgreSQL is joined, and keeps running.
    const whileRunning = path.join(workDir, 'while-running');
    const first = await run('backup.mjs', [whileRunning]);
    expect(first.output).toContain('Using the embedded PostgreSQL already running');
    expect(first.code).toBe(0);
    expect((await fetch(`${portal.url}/healthz`)).status).toBe(200);

    expect((await fetch(`${portal.url}/api/projects/${projectId}/`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })).status).toBe(204);
    expect((await announce('Posted after the backup')).status).toBe(201);
    expect(publicFiles()).toEqual({});

    // A restore under the running portal is refused.
    const refused = await run('restore.mjs', [whileRunning]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('is running: stop the portal first');

    await stop(portal);
    expect(clusterRunning()).toBe(false);

    // While it is stopped: the cluster is started for the backup and stopped after it.
    const whileStopped = path.join(workDir, 'while-stopped');
    const second = await run('backup.mjs', [whileStopped]);
    expect(second.output).toContain('Embedded PostgreSQL listening');
    expect(second.code).toBe(0);
    expect(clusterRunning()).toBe(false);

    const restored = await run('restore.mjs', [whileRunning]);
    expect(restored.output).toContain(`Restored ${whileRunning}`);
    expect(restored.code).toBe(0);
    expect(clusterRunning()).toBe(false);

    portal = await startPortal('', dataDir);
    expect(await content(portal.url)).toEqual(original);
    expect(publicFiles()).toEqual(originalFiles);
    const [project] = await (await fetch(`${portal.url}/api/projects/`)).json() as Array<{ project_photo: string }>;
    expect((await fetch(project.project_photo)).status).toBe(200);
    await stop(portal);
  });
});
