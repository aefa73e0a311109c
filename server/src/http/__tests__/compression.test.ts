import type { Server } from 'node:http';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { compressAnswers } from '../compression';

// A stream of events must not wait in a compressor's buffer: it goes as it is, while other text is compressed.
const TEXT = 'data: the barangay assembly starts at 2:00 PM\n\n'.repeat(100);
let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(compressAnswers());
  app.get('/events', (_req, res) => {
    res.setHeader('Content-Type', 'text/event-stream');
    res.end(TEXT);
  });
  app.get('/text', (_req, res) => {
    res.type('text/plain').send(TEXT);
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function encodingOf(address: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    httpRequest(`${base}${address}`, { headers: { 'accept-encoding': 'gzip, br' } }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.headers['content-encoding']));
    }).on('error', reject).end();
  });
}

it('compresses text but never a stream of events', async () => {
  expect(await encodingOf('/text')).toBe('br');
  expect(await encodingOf('/events')).toBeUndefined();
});
