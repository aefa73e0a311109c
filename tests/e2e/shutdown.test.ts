import { existsSync, readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { samplePng } from '../utils/sample-files';
import { csvUpload } from '../utils/spreadsheets';
import { TEST_ADMIN } from '../utils/test-server';
import { builtPortalForFile, connectionRefused, heldRequest, loginAs, multipartBytes } from './support/portal-process';

// SIGTERM while an upload is still arriving: the portal stops accepting connections at once, closes idle
// keep-alive connections, lets the upload finish and answers it (telling the client to close the
// connection), and only then closes the database pool and exits 0.
/**
 * Enough rows that the import is still running once the HTTP drain is over (which leaves idle keep-alive connections
 * open for 3 s, IDLE_CLOSE_DELAY_MS in server/src/main.ts): several seconds of work.
 */
const IMPORT_ROWS = 20_000;

describe('graceful shutdown', () => {
  const built = builtPortalForFile('portal-shutdown-');

  it('answers the upload in flight, refuses new connections, closes idle ones, and exits 0', async () => {
    const { database, dataDir } = built;
    const portal = await built.start();
    const { url, port } = portal;
    const token = await loginAs(url, TEST_ADMIN.email, TEST_ADMIN.password);

    // An idle keep-alive connection, as a browser keeps one open between requests.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const idleClosed = new Promise<void>((resolve, reject) => {
      const request = http.get(`${url}/healthz`, { agent }, (response) => {
        response.resume();
        response.on('end', () => {
          const socket = request.socket!;
          socket.once('close', () => resolve());
        });
      });
      request.on('error', reject);
    });

    const form = new FormData();
    form.append('title', 'Covered Court Repair');
    form.append('description', 'Roof and lights of the covered court');
    form.append('status', 'ongoing');
    form.append('date_started', '2026-01-15');
    form.append('project_photo', new Blob([samplePng()], { type: 'image/png' }), 'court.png');
    const { body, contentType } = await multipartBytes(form);
    const upload = heldRequest(url, 'POST', '/api/projects/', { authorization: `Bearer ${token}`, 'content-type': contentType }, body);
    await upload.started;

    portal.process.kill('SIGTERM');

    // Stops listening: new connections are refused while the upload is still open.
    while (!(await connectionRefused(port))) await new Promise((resolve) => setTimeout(resolve, 50));
    await idleClosed;
    expect(portal.process.exitCode).toBeNull();

    const answer = await upload.finish();
    expect(answer.status).toBe(201);
    expect(answer.headers.connection).toBe('close');
    const project = JSON.parse(answer.body);
    expect(project).toMatchObject({ title: 'Covered Court Repair', project_photo: expect.stringMatching(/\/media\/[0-9a-f-]{36}\.png$/) });

    expect(await portal.exited).toBe(0);
    expect(portal.output()).toContain('Shut down cleanly');
    agent.destroy();

    // The answer was not a lie: the row was committed and its picture is on disk.
    const rows = await database.db.query('SELECT project_photo FROM project WHERE id = $1', [project.id]);
    expect(rows).toHaveLength(1);
    const key = rows[0].project_photo as string;
    expect(project.project_photo.endsWith(`/media/${key}`)).toBe(true);
    expect(existsSync(path.join(dataDir, 'uploads', 'public', key))).toBe(true);
    // Nothing is left pending in the staging folder after a clean shutdown.
    expect(readdirSync(path.join(dataDir, 'uploads', '.staging'))).toEqual([]);
  });

  it('lets a registry import under way end before it exits: the file is imported, not cut short', async () => {
    const { database } = built;
    const portal = await built.start();
    const token = await loginAs(portal.url, TEST_ADMIN.email, TEST_ADMIN.password);
    const rows = Array.from({ length: IMPORT_ROWS }, (_, index) => ['Santos', `Ana ${index}`, 'F', '1990-01-15', 'Malabon', 'Single']);
    const file = csvUpload('inhabitants.csv', [['Last Name', 'First Name', 'Sex', 'Birthdate', 'Place of Birth', 'Civil Status'], ...rows]);
    const form = new FormData();
    form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
    const uploaded = await fetch(`${portal.url}/api/registry/imports/`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: number };
    const graphql = async (query: string, variables: Record<string, unknown>) => ((await (await fetch(`${portal.url}/graphql`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }),
    })).json()) as { data: Record<string, any> }).data;
    const { inhabitantImport } = await graphql('query ($id: Int!) { inhabitantImport(id: $id) { columns { column field } } }', { id });
    const mapping = inhabitantImport.columns.map(({ column, field }: { column: number; field: string | null }) => ({ column, field }));
    const { startInhabitantImport } = await graphql(
      'mutation ($input: InhabitantImportInput!) { startInhabitantImport(input: $input) { status } }', { input: { id, mapping } });
    expect(startInhabitantImport).toEqual({ status: 'IMPORTING' });

    portal.process.kill('SIGTERM');

    expect(await portal.exited).toBe(0);
    expect(portal.output()).toContain('Waiting for 1 registry import(s) under way to end');
    const [record] = await database.db.query('SELECT status, processed_rows FROM inhabitant_import WHERE id = $1', [id]);
    expect(record).toEqual({ status: 'imported', processed_rows: IMPORT_ROWS });
    expect(Number((await database.db.query("SELECT count(*) AS n FROM inhabitant WHERE last_name = 'Santos'"))[0].n)).toBe(IMPORT_ROWS);
  });
});
