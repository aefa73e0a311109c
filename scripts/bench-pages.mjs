// `node scripts/bench-pages.mjs [base URL] [rounds]`: time to first byte and HTML size of /home (server-rendered,
// docs/architecture.md#server-rendering) against /login (the plain index.html every other page gets, which
// /home was before), on a running portal (default http://127.0.0.1:4000), requests alternating so both see
// the same load. Prints figures; asserts nothing.
import http from 'node:http';

const base = process.argv[2] ?? 'http://127.0.0.1:4000';
const rounds = Number(process.argv[3] ?? 40);
const PAGES = ['/home', '/login'];

/** One GET as a browser asks for a page: milliseconds to the first byte of the body, and the bytes as sent. */
function get(path, encoding) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    let firstByte;
    let bytes = 0;
    const request = http.get(new URL(path, base), { headers: { accept: 'text/html', 'accept-encoding': encoding }, agent: false }, (response) => {
      response.on('data', (chunk) => {
        firstByte ??= Number(process.hrtime.bigint() - started) / 1e6;
        bytes += chunk.length;
      });
      response.on('end', () => resolve({ status: response.statusCode, firstByte, bytes }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))];

const times = Object.fromEntries(PAGES.map((path) => [path, []]));
for (let round = 0; round < rounds; round += 1) {
  for (const path of PAGES) times[path].push((await get(path, 'br')).firstByte);
}
for (const path of PAGES) {
  const [plain, brotli, gzip] = [await get(path, 'identity'), await get(path, 'br'), await get(path, 'gzip')];
  if (plain.status !== 200) throw new Error(`${path} answered ${plain.status}`);
  console.log(`${path.padEnd(7)} time to first byte median ${quantile(times[path], 0.5).toFixed(1)} ms (p90 ${quantile(times[path], 0.9).toFixed(1)} ms, ${rounds} requests); `
    + `HTML ${plain.bytes} bytes, ${brotli.bytes} brotli, ${gzip.bytes} gzip`);
}
