import net from 'node:net';
import { heldRequest, multipartBytes } from '../e2e/support/portal-process';
import { residentForFile, Session } from '../utils/accounts';
import { eventually } from '../utils/eventually';
import { samplePdf } from '../utils/sample-files';
import { startTestServer, testServerForFile } from '../utils/test-server';
import { noUploadLeftovers, restMultipart, uploadLeftovers } from '../utils/uploads';

// A client cannot hold the portal's connections or fill its disk. The HTTP server's
// timeouts and per-address connection cap, and the bytes-in-flight quota of uploads, each observed from
// outside over real sockets.
const MB = 1024 * 1024;

/** A raw connection to the test server, recording what it receives and when it is closed. */
interface RawConnection {
  socket: net.Socket;
  received(): string;
  /** Resolves with the milliseconds from connecting until the server closed the connection. */
  closed: Promise<number>;
}

async function connect(url: string): Promise<RawConnection> {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => { received += chunk; });
  socket.on('error', () => undefined);
  const started = performance.now();
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now() - started)));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return { socket, received: () => received, closed };
}

const HEALTH_REQUEST = 'GET /healthz HTTP/1.1\r\nHost: portal\r\n\r\n';

/** Asks for /healthz over the connection: resolves true once it is answered 200, false if it is closed first. */
async function healthy(connection: RawConnection): Promise<boolean> {
  connection.socket.write(HEALTH_REQUEST);
  const answered = eventually(() => /^HTTP\/1\.1 200 /.test(connection.received()), 10_000, 'an answer').then(() => true);
  return await Promise.race([answered, connection.closed.then(() => false)]);
}

describe('HTTP timeouts', () => {
  const server = testServerForFile({ HTTP_HEADERS_TIMEOUT_MS: '1000', HTTP_REQUEST_TIMEOUT_MS: '2000', HTTP_IDLE_TIMEOUT_MS: '1000' });

  // The upper bounds only have to tell the configured limits from Node's own (60 s for the headers, 300 s for
  // a request), so they leave a loaded machine ample time to close the connection.
  it.each([
    {
      what: 'headers trickle in (slow loris) once the headers timeout passes',
      start: 'GET /healthz HTTP/1.1\r\nHost: portal\r\n', drip: 'X-Slow: 1\r\n', atLeast: 900, below: 15_000,
    },
    {
      what: 'body trickles in once the request timeout passes',
      start: 'POST /api/auth/token/ HTTP/1.1\r\nHost: portal\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      drip: ' ', atLeast: 1900, below: 15_000,
    },
  ])('closes a connection whose $what', async ({ start, drip, atLeast, below }) => {
    const slow = await connect(server.url);
    slow.socket.write(start);
    const dripping = setInterval(() => slow.socket.write(drip), 200);
    const closedAfter = await slow.closed;
    clearInterval(dripping);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfter).toBeGreaterThanOrEqual(atLeast);
    expect(closedAfter).toBeLessThan(below);
  });

  it('closes a kept-alive connection left idle', async () => {
    const idle = await connect(server.url);
    idle.socket.write(HEALTH_REQUEST);
    const closedAfter = await idle.closed;
    expect(idle.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(closedAfter).toBeGreaterThanOrEqual(900);
    expect(closedAfter).toBeLessThan(4000);
  });
});

describe('connections per client address', () => {
  // Every test client is on 127.0.0.1, which TRUST_PROXY trusts as a proxy unless told otherwise.
  const server = testServerForFile({ MAX_CONNECTIONS_PER_ADDRESS: '3', TRUST_PROXY: 'off' });

  it('are capped: one more is closed unanswered, and a place that frees up is taken again', async () => {
    const open = await Promise.all([1, 2, 3].map(() => connect(server.url)));
    expect(await Promise.all(open.map(healthy))).toEqual([true, true, true]);

    const extra = await connect(server.url);
    expect(await healthy(extra)).toBe(false);
    expect(extra.received()).toBe('');
    for (const connection of open) expect(connection.socket.destroyed).toBe(false);

    open[0].socket.destroy();
    await open[0].closed;
    // The portal sees the connection go a moment after the client does.
    await eventually(async () => {
      const next = await connect(server.url);
      const ok = await healthy(next);
      next.socket.destroy();
      return ok;
    }, 5000, 'a new connection to be taken');
    for (const connection of open) connection.socket.destroy();
  });

  it('counts a trusted proxy as many clients: its connections are not capped', async () => {
    const proxied = await startTestServer({ MAX_CONNECTIONS_PER_ADDRESS: '3', TRUST_PROXY: 'loopback' });
    try {
      const open = await Promise.all([1, 2, 3, 4, 5].map(() => connect(proxied.url)));
      expect(await Promise.all(open.map(healthy))).toEqual([true, true, true, true, true]);
      for (const connection of open) connection.socket.destroy();
    } finally {
      await proxied.close();
    }
  });
});

describe('upload bytes in flight', () => {
  const server = testServerForFile({ UPLOAD_BYTES_IN_FLIGHT_MAX: String(32 * MB) });
  const first = residentForFile(server);
  const second = residentForFile(server);

  /** A valid-ID upload of about 18 MB: the ID (a 9 MB PDF) and a second 9 MB file, as a form may carry. */
  async function largeIdForm(): Promise<{ body: Buffer; contentType: string }> {
    const form = new FormData();
    form.append('valid_id', new Blob([samplePdf(), Buffer.alloc(9 * MB, 0x20)], { type: 'application/pdf' }), 'id.pdf');
    form.append('back', new Blob([samplePdf(), Buffer.alloc(9 * MB, 0x20)], { type: 'application/pdf' }), 'back.pdf');
    return await multipartBytes(form);
  }

  it('are capped across requests: an upload past the quota waits its turn (503, Retry-After), the others go through', async () => {
    const { body, contentType } = await largeIdForm();
    const headers = (session: Session) => ({ authorization: `Bearer ${session.access}`, 'content-type': contentType });

    // The first upload is being received (all but its last bytes sent): its 18 MB count against the 32 MB.
    const held = heldRequest(server.url, 'PATCH', '/api/auth/user/upload-id/', headers(first), body);
    await held.started;
    await eventually(() => uploadLeftovers(server.dataDir).length > 0, 10_000, 'the first upload to be received');
    const refused = heldRequest(server.url, 'PATCH', '/api/auth/user/upload-id/', headers(second), body);
    const answer = await refused.answer;
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(JSON.parse(answer.body)).toEqual({ detail: 'The portal is receiving too many uploads at the moment; try again in a few seconds.' });

    expect((await held.finish()).status).toBe(200);
    // The quota is given back once the first upload is answered: the second resident's retry goes through.
    const retried = await restMultipart(server, 'PATCH', '/auth/user/upload-id/', {},
      { valid_id: { bytes: samplePdf(), name: 'id.pdf', type: 'application/pdf' } }, second.access);
    expect(retried.status).toBe(200);
    await noUploadLeftovers(server.dataDir);
  });

  it('refuses unread a body announced as longer than its form can be (413)', async () => {
    const response = await fetch(`${server.url}/api/auth/user/upload-id/`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${second.access}` },
      body: (() => {
        const form = new FormData();
        form.append('valid_id', new Blob([samplePdf(), Buffer.alloc(25 * MB, 0x20)], { type: 'application/pdf' }), 'id.pdf');
        return form;
      })(),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ detail: 'The upload is too large: at most 2 files of 10 MB each.' });
    await noUploadLeftovers(server.dataDir);
  });
});
