import { request } from 'node:http';
import { BarangayDirectory } from '../../server/src/modules/barangays/barangay-directory';
import { testServerForFile } from '../utils/test-server';

// Barangays as tenants of one install (issue 15, docs/architecture.md#tenancy): a single-barangay install
// answers at any host as before; with several, the request's host decides the barangay and an unknown host is
// served nothing.
const server = testServerForFile({ BARANGAY_NAME: 'Barangay San Isidro', DOCUMENT_REFERENCE_PREFIX: 'SNI' });
const SERVED = '{ servedBarangay { id name } }';

/** One request to the test server as if it came for `host` (fetch may not set Host). */
function at(host: string, path: string, options: { method?: string; body?: string; headers?: Record<string, string> } = {}) {
  const { port } = new URL(server.url);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = request({
      host: '127.0.0.1', port, path, method: options.method ?? 'GET',
      headers: { host, ...(options.body && { 'content-type': 'application/json' }), ...options.headers },
    }, (incoming) => {
      let body = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => { body += chunk; });
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

const servedAt = async (host: string, headers: Record<string, string> = {}) =>
  await at(host, '/graphql', { method: 'POST', body: JSON.stringify({ query: SERVED }), headers });

it('serves a single-barangay install at any host, as the default barangay named by the settings', async () => {
  const [row] = await server.database.db.query('SELECT id, name, reference_prefix FROM barangay');
  expect(row).toEqual({ id: 1, name: 'Barangay San Isidro', reference_prefix: 'SNI' });
  for (const host of ['localhost', 'portal.sanisidro.example.ph', '10.0.0.7:8080']) {
    const answer = await servedAt(host);
    expect(JSON.parse(answer.body)).toEqual({ data: { servedBarangay: { id: 1, name: 'Barangay San Isidro' } } });
  }
  expect((await at('anything.example', '/api/projects/')).status).toBe(200);
});

describe('with a second barangay', () => {
  beforeAll(async () => {
    const db = server.database.db;
    const [bagumbayan] = await db.query(`INSERT INTO barangay (psgc_code, name, reference_prefix) VALUES ('137404001', 'Barangay Bagumbayan', 'BGB') RETURNING id`);
    await db.query(`INSERT INTO barangay_host (host, barangay_id) VALUES ('portal.sanisidro.example.ph', 1), ('bagumbayan.example.ph', $1)`, [bagumbayan.id]);
    server.portal.services.barangays.forget();
  });

  afterAll(async () => {
    await server.database.db.query(`DELETE FROM barangay WHERE id <> 1`);
    server.portal.services.barangays.forget();
  });

  it('decides the barangay from the host, in any letter case and with a port', async () => {
    expect(JSON.parse((await servedAt('portal.sanisidro.example.ph')).body).data.servedBarangay).toEqual({ id: 1, name: 'Barangay San Isidro' });
    expect(JSON.parse((await servedAt('Bagumbayan.Example.PH:443')).body).data.servedBarangay).toMatchObject({ name: 'Barangay Bagumbayan' });
  });

  it('believes the host a trusted proxy forwarded (the test client is on loopback, trusted by default)', async () => {
    const answer = await servedAt('10.0.0.7', { 'x-forwarded-host': 'bagumbayan.example.ph' });
    expect(JSON.parse(answer.body).data.servedBarangay).toMatchObject({ name: 'Barangay Bagumbayan' });
  });

  it('serves nothing at a host no barangay has, but still answers health checks', async () => {
    const refusal = { status: 404, body: JSON.stringify({ detail: 'No barangay is served at this address.' }) };
    expect(await servedAt('unknown.example.ph')).toEqual(refusal);
    expect(await at('unknown.example.ph', '/api/projects/')).toEqual(refusal);
    expect(await at('unknown.example.ph', '/home', { headers: { accept: 'text/html' } })).toEqual(refusal);
    expect((await at('10.0.0.7', '/healthz')).status).toBe(200);
  });
});

it('reads the barangays again 10 seconds after it last did, or at once when told to forget', async () => {
  let now = 1_000_000;
  const directory = new BarangayDirectory(server.database.db, () => now);
  const db = server.database.db;
  expect(await directory.forHost('tondo.example.ph')).toMatchObject({ id: 1 });
  const [tondo] = await db.query(`INSERT INTO barangay (name, reference_prefix) VALUES ('Barangay Tondo', 'TND') RETURNING id`);
  await db.query(`INSERT INTO barangay_host (host, barangay_id) VALUES ('tondo.example.ph', $1)`, [tondo.id]);
  try {
    now += 9_999;
    expect(await directory.forHost('tondo.example.ph')).toMatchObject({ id: 1 });
    now += 1;
    expect(await directory.forHost('tondo.example.ph')).toEqual({ id: tondo.id, name: 'Barangay Tondo' });
    await db.query(`UPDATE barangay SET name = 'Barangay Tondo Uno' WHERE id = $1`, [tondo.id]);
    directory.forget();
    expect(await directory.forHost('tondo.example.ph')).toEqual({ id: tondo.id, name: 'Barangay Tondo Uno' });
  } finally {
    await db.query('DELETE FROM barangay WHERE id = $1', [tondo.id]);
  }
});
