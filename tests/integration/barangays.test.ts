import { BarangayDirectory } from '../../server/src/modules/barangays/barangay-directory';
import { addBarangay, requestAt } from '../utils/hosts';
import { testServerForFile } from '../utils/test-server';

// Barangays as tenants of one install (docs/architecture.md#tenancy): a single-barangay install
// answers at any host as before; with several, the request's host decides the barangay and an unknown host is
// served nothing.
const server = testServerForFile({ BARANGAY_NAME: 'Barangay San Isidro', DOCUMENT_REFERENCE_PREFIX: 'SNI' });
const SERVED = '{ servedBarangay { id name } }';

const at = (host: string, path: string, options: Parameters<typeof requestAt>[3] = {}) => requestAt(server, host, path, options);

const servedAt = async (host: string, headers: Record<string, string> = {}) =>
  await at(host, '/graphql', { method: 'POST', body: { query: SERVED }, headers });

it('serves a single-barangay install at any host, as the default barangay named by the settings', async () => {
  const [row] = await server.database.db.query('SELECT id, name, reference_prefix FROM barangay');
  expect(row).toEqual({ id: 1, name: 'Barangay San Isidro', reference_prefix: 'SNI' });
  for (const host of ['localhost', 'portal.sanisidro.example.ph', '10.0.0.7:8080']) {
    const answer = await servedAt(host);
    expect(answer.json()).toEqual({ data: { servedBarangay: { id: 1, name: 'Barangay San Isidro' } } });
  }
  expect((await at('anything.example', '/api/projects/')).status).toBe(200);
});

describe('with a second barangay', () => {
  beforeAll(async () => {
    await addBarangay(server, { name: 'Barangay Bagumbayan', prefix: 'BGB', host: 'bagumbayan.example.ph', defaultHost: 'portal.sanisidro.example.ph' });
  });

  afterAll(async () => {
    await server.database.db.query(`DELETE FROM barangay WHERE id <> 1`);
    server.portal.services.barangays.forget();
  });

  it('decides the barangay from the host, in any letter case and with a port', async () => {
    expect((await servedAt('portal.sanisidro.example.ph')).json().data.servedBarangay).toEqual({ id: 1, name: 'Barangay San Isidro' });
    expect((await servedAt('Bagumbayan.Example.PH:443')).json().data.servedBarangay).toMatchObject({ name: 'Barangay Bagumbayan' });
  });

  it('believes the host a trusted proxy forwarded (the test client is on loopback, trusted by default)', async () => {
    const answer = await servedAt('10.0.0.7', { 'x-forwarded-host': 'bagumbayan.example.ph' });
    expect(answer.json().data.servedBarangay).toMatchObject({ name: 'Barangay Bagumbayan' });
  });

  it('serves nothing at a host no barangay has, but still answers health checks', async () => {
    const refusal = { status: 404, body: JSON.stringify({ detail: 'No barangay is served at this address.' }) };
    for (const answer of [
      await servedAt('unknown.example.ph'), await at('unknown.example.ph', '/api/projects/'),
      await at('unknown.example.ph', '/home', { headers: { accept: 'text/html' } }),
    ]) expect({ status: answer.status, body: answer.body }).toEqual(refusal);
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
    expect(await directory.forHost('tondo.example.ph')).toMatchObject({ id: tondo.id, name: 'Barangay Tondo', referencePrefix: 'TND' });
    await db.query(`UPDATE barangay SET name = 'Barangay Tondo Uno' WHERE id = $1`, [tondo.id]);
    directory.forget();
    expect(await directory.forHost('tondo.example.ph')).toMatchObject({ id: tondo.id, name: 'Barangay Tondo Uno', referencePrefix: 'TND' });
  } finally {
    await db.query('DELETE FROM barangay WHERE id = $1', [tondo.id]);
  }
});
