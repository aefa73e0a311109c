import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { precompressDir } from '../../client/vite-plugin-precompress';
import { adminForFile } from '../utils/accounts';
import { testServerForFile } from '../utils/test-server';

// What a phone on a slow network receives: text compressed (the built client's files precompressed by the
// client build, answers made on the fly compressed above 1 kB), hashed files kept for a year, pages
// revalidated. The client here is a small stand-in for client/dist, precompressed by the build's own step.
const distDir = mkdtempSync(path.join(os.tmpdir(), 'portal-test-dist-'));
const SCRIPT = 'assets/main-C4f9xQ2a.js';
const A_YEAR = 'public, max-age=31536000, immutable';

beforeAll(async () => {
  const screens = Array.from({ length: 400 }, (_, i) =>
    `export function Screen${i}({ title, items }) {\n  return items.filter((item) => item.visible).map((item) => \`\${title}: \${item.name} (${i})\`);\n}\n`);
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, SCRIPT), screens.join(''));
  const page = (title: string, script: string) => '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n' +
    '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />\n' +
    `    <meta name="description" content="${'Barangay Portal: projects, events, announcements and document requests. '.repeat(12)}" />\n` +
    `    <title>${title}</title>\n    <script type="module" crossorigin src="/${script}"></script>\n  </head>\n` +
    '  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';
  writeFileSync(path.join(distDir, 'index.html'), page('Barangay Portal', SCRIPT));
  writeFileSync(path.join(distDir, 'graphiql.html'), page('GraphiQL', SCRIPT));
  writeFileSync(path.join(distDir, 'robots.txt'), `User-agent: *\n${'Disallow: /api/\n'.repeat(100)}`);
  await precompressDir(distDir);
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const server = testServerForFile({ CLIENT_DIST_DIR: distDir });
const admin = adminForFile(server);

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent on the wire (fetch would decompress them). */
  body: Buffer;
}

function raw(address: string, headers: Record<string, string> = {}, post?: unknown): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const body = post === undefined ? undefined : JSON.stringify(post);
    const sent = httpRequest(new URL(address, server.url), {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
      answer.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/** The body as the browser reads it, undoing the Content-Encoding it was sent with. */
function decoded(answer: RawAnswer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  if (encoding === undefined) return answer.body;
  throw new Error(`unexpected Content-Encoding ${encoding}`);
}

const fileOf = (name: string) => readFileSync(path.join(distDir, name));
const BROWSER = 'gzip, deflate, br, zstd';

/** The security headers every answer keeps, compressed or not. */
function expectSecurityHeaders(answer: RawAnswer): void {
  expect(answer.headers['content-security-policy']).toMatch(/script-src 'self'/);
  expect(answer.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
}

describe('the built client', () => {
  it('sends a hashed script as its brotli version to a browser that takes brotli, cached for a year', async () => {
    const answer = await raw(`/${SCRIPT}`, { 'accept-encoding': BROWSER });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe(A_YEAR);
    // The version the client build wrote at brotli's highest quality, not one made again for each request.
    expect(answer.body.equals(fileOf(`${SCRIPT}.br`))).toBe(true);
    expect(answer.body.length).toBeLessThan(fileOf(SCRIPT).length / 10);
    expect(decoded(answer).equals(fileOf(SCRIPT))).toBe(true);
    expectSecurityHeaders(answer);
  });

  it('sends it gzipped to a browser that takes only gzip, and as it is to one that takes neither', async () => {
    const gzipped = await raw(`/${SCRIPT}`, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.body.equals(fileOf(`${SCRIPT}.gz`))).toBe(true);
    expect(gunzipSync(gzipped.body).equals(fileOf(SCRIPT))).toBe(true);

    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const plain = await raw(`/${SCRIPT}`, headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(fileOf(SCRIPT))).toBe(true);
      // A shared cache must not hand this copy to a browser that takes brotli, nor the reverse.
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.headers['cache-control']).toBe(A_YEAR);
    }
  });

  it('sends a page address index.html compressed and revalidated, and the playground page the same way', async () => {
    const page = await raw('/home', { accept: 'text/html', 'accept-encoding': BROWSER });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(decoded(page).equals(fileOf('index.html'))).toBe(true);
    expectSecurityHeaders(page);

    const playground = await raw('/graphiql.html', { 'accept-encoding': 'gzip' });
    expect(playground.headers['content-encoding']).toBe('gzip');
    expect(playground.headers['cache-control']).toBe('no-cache');
    expect(decoded(playground).equals(fileOf('graphiql.html'))).toBe(true);
  });

  it('keeps a file without a hash in its name only briefly', async () => {
    const robots = await raw('/robots.txt', { 'accept-encoding': BROWSER });
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
    expect(robots.headers['content-encoding']).toBe('br');
    expect(decoded(robots).equals(fileOf('robots.txt'))).toBe(true);
  });
});

describe('answers made on the fly', () => {
  it('compresses a large REST list and a large GraphQL answer, which decode to the same JSON', async () => {
    for (let i = 1; i <= 30; i++) {
      const created = await server.rest('POST', '/announcements/', {
        title: `Barangay Assembly Notice ${i}`,
        content: 'The quarterly barangay assembly is at the covered court, 2:00 PM. Bring your household number.',
      }, admin.access);
      expect(created.status).toBe(201);
    }
    const plain = await raw('/api/announcements/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const list: unknown[] = JSON.parse(plain.body.toString('utf8'));
    expect(list).toHaveLength(30);

    for (const [accepted, encoding] of [[BROWSER, 'br'], ['gzip', 'gzip']]) {
      const compressed = await raw('/api/announcements/', { 'accept-encoding': accepted });
      expect({ accepted, encoding: compressed.headers['content-encoding'] }).toEqual({ accepted, encoding });
      expect(compressed.body.length).toBeLessThan(plain.body.length / 4);
      expect(JSON.parse(decoded(compressed).toString('utf8'))).toEqual(list);
      expect(compressed.headers['cache-control']).toBe('no-store');
      expect(compressed.headers.vary).toMatch(/accept-encoding/i);
      expectSecurityHeaders(compressed);
    }

    const query = { query: '{ announcements(pageSize: 100) { total items { id title content } } }' };
    const graphql = await raw('/graphql', { 'accept-encoding': BROWSER }, query);
    expect(graphql.headers['content-encoding']).toBe('br');
    const { data } = JSON.parse(decoded(graphql).toString('utf8'));
    expect(data.announcements.total).toBe(30);
    expect(data.announcements.items).toHaveLength(30);
  });

  it('sends a tiny JSON answer as it is', async () => {
    for (const address of ['/healthz', '/api/nope/']) {
      const answer = await raw(address, { 'accept-encoding': BROWSER });
      expect({ address, encoding: answer.headers['content-encoding'] }).toEqual({ address, encoding: undefined });
      expect(answer.body.length).toBeLessThan(1024);
      expect(JSON.parse(answer.body.toString('utf8'))).toEqual(expect.any(Object));
    }
  });

  it('does not compress a picture again', async () => {
    const picture = await sharp(randomBytes(64 * 64 * 3), { raw: { width: 64, height: 64, channels: 3 } }).png().toBuffer();
    expect(picture.length).toBeGreaterThan(4096);
    const publicDir = path.join(server.dataDir, 'uploads', 'public');
    mkdirSync(publicDir, { recursive: true });
    writeFileSync(path.join(publicDir, 'noise.png'), picture);

    const answer = await raw('/media/noise.png', { 'accept-encoding': BROWSER });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(picture)).toBe(true);
  });
});
