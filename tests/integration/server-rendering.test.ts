import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '../../server/src/common/logger';
import { adminForFile } from '../utils/accounts';
import { startTestServer, testServerForFile } from '../utils/test-server';
import { graphqlMultipart, pngUpload } from '../utils/uploads';

// The public pages arrive with their content (docs/architecture.md#server-rendering): the built client's
// server-rendering bundle renders /home and /contact-us as a guest from the database, per request, and
// hands the Apollo cache to the browser in a JSON data block. A failed rendering is the plain page.
const CLIENT_DIST = path.resolve(__dirname, '../../client/dist');
const BUNDLE = path.resolve(__dirname, '../../client/dist-ssr/entry-server.cjs');
if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run npm run build -w client first`);

const lines: string[] = [];
const server = testServerForFile({}, createLogger('warn', { write: (line: string) => void lines.push(line) }));
const admin = adminForFile(server);

const CONTACT = {
  contactNumber: '09171234500',
  facebookPagee: 'https://www.facebook.com/BarangaySanIsidroOfficial',
  email: 'hall.sanisidro@example.gov.ph',
  address: 'Barangay Hall, Rizal Street',
};
// A title that would end a <script> element if the cache were written into the page as it is, and with a
// replacement pattern ($&) that a string replace would expand.
const PROJECT_TITLE = 'Covered court </script><script>alert(1)</script> phase 2 $&';
const CACHE_BLOCK = /<script type="application\/json" id="portal-server-data">([^<]*)<\/script>/;

async function adminWrite(query: string, variables: Record<string, unknown> = {}) {
  const answer = await server.graphql<Record<string, { id: number }>>(query, variables, admin.access);
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data!;
}

/** A record made with a photo: the carousel and the galleries show only those. */
async function createdWithPhoto(query: string, variables: Record<string, unknown>): Promise<number> {
  const { body } = await graphqlMultipart<Record<string, { id: number }>>(server, query, variables, { photo: pngUpload('photo.png') }, { token: admin.access });
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return Object.values(body.data!)[0].id;
}

async function page(address: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${address}`, { headers: { accept: 'text/html', ...headers } });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The text a browser without JavaScript shows: the markup of #root, tags removed, entities decoded. */
function rootText(html: string): string {
  return textOf(/<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '');
}

/** The text of some markup: tags removed, entities decoded. */
function textOf(markup: string): string {
  return markup.replace(/<[^>]+>/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').replace(/\s+/g, ' ');
}

let projectId = 0;
beforeAll(async () => {
  await adminWrite('mutation($input: ContactDetailsInput!) { saveContactDetails(input: $input) { id } }', { input: CONTACT });
  projectId = await createdWithPhoto('mutation($title: String!, $photo: Upload) { createProject(input: { title: $title, status: ONGOING, dateStarted: "2026-01-10" }, projectPhoto: $photo) { id } }', { title: PROJECT_TITLE });
  await createdWithPhoto('mutation($photo: Upload) { createEvent(input: { eventName: "Liga ng barangay", eventDate: "2026-03-05", status: "Upcoming", targetAudience: "Teens", expectedNumberOfAttendees: 100, actualAttendees: 0 }, eventPhoto: $photo) { id } }', {});
});

describe('GET /home', () => {
  it('is the page with its projects, events and contact details, and the cache they came from', async () => {
    const { status, headers, html } = await page('/home');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    expect(headers.get('cache-control')).toBe('no-cache');
    const text = rootText(html);
    expect(text).toContain('Featured Projects');
    expect(text).toContain(PROJECT_TITLE);
    expect(text).toContain('Liga ng barangay');
    expect(text).toContain(CONTACT.email);
    // The styles of the rendered markup come with it.
    expect(html).toMatch(/<style[^>]*data-styled[^>]*>[^<]+<\/style>\s*<\/head>/);

    const cache = CACHE_BLOCK.exec(html);
    expect(cache).not.toBeNull();
    // Not a single '<' inside the block, yet the same title once parsed.
    expect(JSON.parse(cache![1])).toMatchObject({ cache: { [`Project:${projectId}`]: { title: PROJECT_TITLE } } });
    // The scripts are the built ones and nothing inline runs (the Content-Security-Policy allows none).
    expect(html.match(/<script(?![^>]*type="application\/json")[^>]*>/g)?.every((tag) => / src="\/assets\//.test(tag))).toBe(true);
  });

  it('arrives whole however much content there is: no fallback, no part left for a script to move in', async () => {
    const description = 'Paglilinis ng kanal at pagsasaayos ng daluyan ng tubig sa bawat purok. '.repeat(14);
    const added: number[] = [];
    for (let index = 1; index <= 6; index += 1) {
      added.push(await createdWithPhoto('mutation($title: String!, $description: String, $photo: Upload) { createProject(input: { title: $title, description: $description, status: ONGOING, dateStarted: "2026-01-10" }, projectPhoto: $photo) { id } }',
        { title: `Drainage phase ${index}`, description }));
    }
    let html: string;
    try {
      ({ html } = await page('/home'));
    } finally {
      // The other tests' pages hold the content of beforeAll only.
      for (const id of added) await adminWrite('mutation($id: Int!) { deleteProject(id: $id) }', { id });
    }
    // Well past React's progressive chunk size (12.8 kB), past which it would write a boundary apart.
    expect(html.length).toBeGreaterThan(30_000);
    expect(html).not.toContain('<template');
    expect(html).not.toMatch(/<div hidden/);
    expect(rootText(html)).not.toContain('Loading...');
    expect(html.match(/<script(?![^>]*type="application\/json")[^>]*>/g)?.every((tag) => / src="\/assets\//.test(tag))).toBe(true);
  });

  it('shows an edit of the content on the next request', async () => {
    await adminWrite('mutation($id: Int!) { updateProject(id: $id, input: { title: "Covered court, finished" }) { id } }', { id: projectId });
    await adminWrite('mutation($input: ContactDetailsInput!) { saveContactDetails(input: $input) { id } }', { input: { ...CONTACT, email: 'new.hall@example.gov.ph' } });

    const text = rootText((await page('/home')).html);
    expect(text).toContain('Covered court, finished');
    expect(text).not.toContain(PROJECT_TITLE);
    expect(text).toContain('new.hall@example.gov.ph');
    await adminWrite('mutation($id: Int!, $title: String!) { updateProject(id: $id, input: { title: $title }) { id } }', { id: projectId, title: PROJECT_TITLE });
    await adminWrite('mutation($input: ContactDetailsInput!) { saveContactDetails(input: $input) { id } }', { input: CONTACT });
  });
});

describe("the served barangay's name and seal in the top bar", () => {
  it('come with the page, the seal named by the barangay, and with the cache', async () => {
    const brandLink = (html: string) => /<a[^>]*href="\/"[^>]*>([\s\S]*?)<\/a>/.exec(html)?.[1] ?? '';
    const settings = await server.graphql<{ barangaySettings: { name: string; referencePrefix: string } }>(
      '{ barangaySettings { name referencePrefix } }', {}, admin.access);
    const before = settings.data!.barangaySettings;
    // Without a seal: the generic logo, and the barangay's name.
    const plain = brandLink((await page('/home')).html);
    expect(plain).not.toContain('<img');
    expect(textOf(plain)).toContain(before.name);

    const { body } = await graphqlMultipart<{ updateBarangaySettings: { sealUrl: string } }>(server,
      'mutation($input: BarangaySettingsInput!, $seal: Upload) { updateBarangaySettings(input: $input, seal: $seal) { sealUrl } }',
      { input: { name: 'Barangay Mabini', referencePrefix: before.referencePrefix } }, { seal: pngUpload('seal.png') }, { token: admin.access });
    try {
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      const { html } = await page('/contact-us');
      const brand = brandLink(html);
      expect(brand).toMatch(new RegExp(`<img[^>]*src="${body.data!.updateBarangaySettings.sealUrl}"`));
      expect(brand).toMatch(/<img[^>]*alt="Barangay Mabini"/);
      expect(textOf(brand)).toContain('Barangay Mabini');
      expect(JSON.parse(CACHE_BLOCK.exec(html)![1])).toMatchObject({ cache: { ROOT_QUERY: { servedBarangay: expect.anything() } } });
    } finally {
      await adminWrite('mutation($input: BarangaySettingsInput!) { updateBarangaySettings(input: $input) { id } }',
        { input: { name: before.name, referencePrefix: before.referencePrefix } });
    }
  });
});

describe('GET /contact-us', () => {
  it('is the page with the contact details', async () => {
    const { status, html } = await page('/contact-us');
    expect(status).toBe(200);
    const text = rootText(html);
    expect(text).toContain('Contact Info');
    expect(text).toContain(CONTACT.email);
    expect(text).toContain(CONTACT.address);
    expect(html).toMatch(CACHE_BLOCK);
  });
});

describe('a fresh install', () => {
  it('renders /contact-us before any contact details were saved: not found is no record, every value N/A', async () => {
    await server.database.db.query('DELETE FROM contact_details');
    try {
      const { html } = await page('/contact-us');
      expect(html).toMatch(CACHE_BLOCK);
      expect(rootText(html)).toMatch(/Contact Info Phone N\/A Facebook Page N\/A Email N\/A Address N\/A/);
    } finally {
      await adminWrite('mutation($input: ContactDetailsInput!) { saveContactDetails(input: $input) { id } }', { input: CONTACT });
    }
  });
});

describe('a page the server cannot render', () => {
  const plainIndex = () => readFileSync(path.join(CLIENT_DIST, 'index.html'), 'utf8');

  it('is the plain index.html when a query of the page fails, logged without the address query or any data', async () => {
    lines.length = 0;
    // As good as the database being down for the projects: the query fails.
    await server.database.db.query('ALTER TABLE project RENAME TO project_away');
    try {
      const { status, headers, html } = await page('/home?ref=juan.dela.cruz%40example.com');
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toBe('no-cache');
      expect(html).toBe(plainIndex());
    } finally {
      await server.database.db.query('ALTER TABLE project_away RENAME TO project');
    }
    const warning = lines.map((line) => JSON.parse(line)).find((entry) => /Server rendering failed/.test(entry.msg));
    expect(warning).toMatchObject({ page: '/home', reason: expect.stringContaining('PageDataError') });
    expect(lines.join('\n')).not.toContain('juan.dela.cruz');
    // Once the database answers again, so does the rendering.
    expect(rootText((await page('/home')).html)).toContain(PROJECT_TITLE);
  });

  it('leaves every other page to the browser: the precompressed index.html, revalidated', async () => {
    const response = await fetch(`${server.url}/login`, { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(plainIndex());
  });
});

describe('a client built without its server rendering', () => {
  it('says so when the portal starts and serves every page to render in the browser', async () => {
    const dist = path.join(mkdtempSync(path.join(os.tmpdir(), 'portal-test-client-')), 'dist');
    mkdirSync(dist);
    copyFileSync(path.join(CLIENT_DIST, 'index.html'), path.join(dist, 'index.html'));
    const startLines: string[] = [];
    const bare = await startTestServer({ CLIENT_DIST_DIR: dist }, createLogger('warn', { write: (line: string) => void startLines.push(line) }));
    try {
      expect(startLines.join('\n')).toContain('Server rendering is off: its bundle is missing');
      const response = await fetch(`${bare.url}/home`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(readFileSync(path.join(dist, 'index.html'), 'utf8'));
    } finally {
      await bare.close();
      rmSync(path.dirname(dist), { recursive: true, force: true });
    }
  });
});
