import { request } from 'node:http';
import { adminForFile, residentSession } from '../utils/accounts';
import { testServerForFile } from '../utils/test-server';

// GET /api/auth/user/ (the original dashboard's and residents screen's full list) is written as it is read from a
// database cursor: a barangay of 200,000 people is answered in the memory of one batch, in the same JSON array
// (docs/rules/rest-api.md#rest-user), and the access ledger records the list once.
jest.setTimeout(120_000);

const server = testServerForFile();
const admin = adminForFile(server);
const ACCOUNTS = 50_000;

/** Counts a JSON array's items as its text arrives (objects at depth 1), never holding the answer. */
function itemCounter() {
  let depth = 0;
  let inString = false;
  let escaped = false;
  let items = 0;
  return {
    feed(chunk: string): void {
      for (const char of chunk) {
        if (inString) {
          if (escaped) escaped = false;
          else if (char === '\\') escaped = true;
          else if (char === '"') inString = false;
        } else if (char === '"') inString = true;
        else if (char === '{' || char === '[') {
          if (char === '{' && depth === 1) items += 1;
          depth += 1;
        } else if (char === '}' || char === ']') depth -= 1;
      }
    },
    get items() { return items; },
    /** The array's closing bracket arrived: the answer is whole. */
    get closed() { return depth === 0; },
  };
}

/** The list as the administrator reads it, streamed: its status, how many items, and the process's peak resident memory meanwhile. */
async function streamedList(): Promise<{
  status: number; items: number; closed: boolean; peakRss: number; contentType: string; elapsedMs: number;
}> {
  const start = performance.now();
  const { port } = new URL(server.url);
  let peakRss = process.memoryUsage.rss();
  const sampler = setInterval(() => { peakRss = Math.max(peakRss, process.memoryUsage.rss()); }, 5);
  try {
    return await new Promise((resolve, reject) => {
      const outgoing = request({ host: '127.0.0.1', port, path: '/api/auth/user/', headers: { authorization: `Bearer ${admin.access}` } }, (incoming) => {
        const counter = itemCounter();
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => counter.feed(chunk));
        incoming.on('end', () => resolve({
          status: incoming.statusCode ?? 0, items: counter.items, closed: counter.closed, peakRss: Math.max(peakRss, process.memoryUsage.rss()),
          contentType: String(incoming.headers['content-type']), elapsedMs: performance.now() - start,
        }));
        incoming.on('error', reject);
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
  } finally {
    clearInterval(sampler);
  }
}

it(`answers ${ACCOUNTS.toLocaleString('en')} accounts with the process's memory growing by less than 100 MB, and records the list once`, async () => {
  const { db } = server.database;
  await db.query(`
    INSERT INTO "user" (email, password, nickname, first_name, last_name, gender, birthdate, address, contact_number, user_type, barangay_id)
    SELECT 'bulk' || n || '@list.test', 'x', 'Bulk', 'Bulk ' || n, 'Resident', 'female', DATE '1980-01-01' + (n % 15000), n || ' Rizal Street',
           '0917' || lpad(n::text, 7, '0'), 'resident', 1
      FROM generate_series(1, ${ACCOUNTS}) AS n`);
  const [{ accounts }] = await db.query(`SELECT count(*)::int AS accounts FROM "user" WHERE barangay_id = 1 AND erased_at IS NULL`);
  const ledgerBefore = (await db.query(`SELECT count(*)::int AS n FROM data_access`))[0].n;

  const baseline = process.memoryUsage.rss();
  const answer = await streamedList();
  console.log(`GET /api/auth/user/ for ${accounts} accounts: ${answer.items} items in ${answer.elapsedMs.toFixed(0)} ms, `
    + `resident memory +${((answer.peakRss - baseline) / 1e6).toFixed(1)} MB at most`);
  expect(answer).toMatchObject({ status: 200, items: accounts, closed: true });
  expect(answer.contentType).toBe('application/json; charset=utf-8');
  expect(answer.peakRss - baseline).toBeLessThan(100 * 1024 * 1024);

  // One ledger row for the whole list: every account in it but the administrator's own.
  const rows = await db.query(`SELECT kind, viewer_id, cardinality(resident_ids)::int AS shown FROM data_access ORDER BY id DESC LIMIT 1`);
  expect((await db.query(`SELECT count(*)::int AS n FROM data_access`))[0].n).toBe(ledgerBefore + 1);
  expect(rows).toEqual([{ kind: 'listed', viewer_id: admin.id, shown: accounts - 1 }]);
  await db.query(`DELETE FROM "user" WHERE email LIKE 'bulk%@list.test'`);
});

it('answers the same array as before the streaming: each account by the REST projection, the password never', async () => {
  const resident = await residentSession(server, { overrides: { first_name: 'Streamed', last_name: 'Once' } });
  const { status, body } = await server.rest('GET', '/auth/user/', undefined, admin.access);
  expect(status).toBe(200);
  expect(Array.isArray(body)).toBe(true);
  const ids = (body as Array<{ id: number }>).map((user) => user.id);
  expect(ids).toEqual([...ids].sort((a, b) => a - b));
  const listed = (body as Array<Record<string, unknown>>).find((user) => user.id === resident.id)!;
  const own = (await server.rest('GET', '/auth/user/me/', undefined, resident.access)).body as Record<string, unknown>;
  // The same fields, in the same order, with the same values as the account's own answer (its links are its own).
  expect(Object.keys(listed)).toEqual(Object.keys(own));
  expect({ ...listed, valid_id: null }).toEqual({ ...own, valid_id: null });
  expect(JSON.stringify(body)).not.toMatch(/password/i);
});

it('refuses residents before writing anything, and records nothing for them', async () => {
  const resident = await residentSession(server);
  const before = (await server.database.db.query(`SELECT count(*)::int AS n FROM data_access`))[0].n;
  const refused = await server.rest('GET', '/auth/user/', undefined, resident.access);
  expect(refused.status).toBe(403);
  expect(Array.isArray(refused.body)).toBe(false);
  expect((await server.rest('GET', '/auth/user/')).status).toBe(401);
  expect((await server.database.db.query(`SELECT count(*)::int AS n FROM data_access`))[0].n).toBe(before);
});
