import http from 'node:http';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { loginAdmin } from '../utils/accounts';
import { sampleJpeg } from '../utils/sample-files';
import { startTestServer, TestServer } from '../utils/test-server';
import { restMultipart } from '../utils/uploads';

// TRUST_PROXY decides whose X-Forwarded-For the portal believes, over HTTP and on the subscription socket
// alike; PUBLIC_URL decides the origin of absolute URLs whatever the Host and X-Forwarded-Proto headers say.
const servers: TestServer[] = [];

async function start(overrides: Record<string, string>): Promise<TestServer> {
  const server = await startTestServer(overrides);
  servers.push(server);
  return server;
}

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

/** A failed sign-in as if forwarded by a proxy for `address` (the test client itself is 127.0.0.1). */
async function failedLogin(server: TestServer, address: string): Promise<number> {
  const response = await fetch(`${server.url}/api/auth/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
  });
  return response.status;
}

describe('X-Forwarded-For over HTTP', () => {
  it('believes it from loopback when TRUST_PROXY is unset: each forwarded address has its own limit', async () => {
    const server = await start({ AUTH_RATE_LIMIT_PER_ADDRESS: '2', AUTH_RATE_LIMIT_PER_ACCOUNT: '1000' });
    expect(await failedLogin(server, '198.51.100.1')).toBe(401);
    expect(await failedLogin(server, '198.51.100.1')).toBe(401);
    expect(await failedLogin(server, '198.51.100.1')).toBe(429);
    expect(await failedLogin(server, '198.51.100.2')).toBe(401);
  });

  it('ignores it with TRUST_PROXY=off: every request counts against the real address', async () => {
    const server = await start({ TRUST_PROXY: 'off', AUTH_RATE_LIMIT_PER_ADDRESS: '2', AUTH_RATE_LIMIT_PER_ACCOUNT: '1000' });
    expect(await failedLogin(server, '198.51.100.1')).toBe(401);
    expect(await failedLogin(server, '198.51.100.2')).toBe(401);
    expect(await failedLogin(server, '198.51.100.3')).toBe(429);
  });

  it('ignores it when the peer is not in the trusted list', async () => {
    const server = await start({ TRUST_PROXY: '10.0.0.0/8', AUTH_RATE_LIMIT_PER_ADDRESS: '1', AUTH_RATE_LIMIT_PER_ACCOUNT: '1000' });
    expect(await failedLogin(server, '198.51.100.1')).toBe(401);
    expect(await failedLogin(server, '198.51.100.2')).toBe(429);
  });
});

describe('X-Forwarded-For on the subscription socket', () => {
  /** Verification look-ups over graphql-ws, the socket opened as if a proxy forwarded it for `address`. */
  async function verifyOverSocket(server: TestServer, address: string): Promise<string | undefined> {
    // A socket must be signed in; the look-up limit counts addresses whoever asks.
    const { access } = await loginAdmin(server);
    class ForwardedWebSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { 'x-forwarded-for': address } });
      }
    }
    const client = createClient({ url: server.wsUrl, webSocketImpl: ForwardedWebSocket, retryAttempts: 0, lazy: true,
      connectionParams: { authorization: `Bearer ${access}` },
    });
    try {
      const results = client.iterate<{ verifyDocument: { genuine: boolean } }>({ query: '{ verifyDocument(code: "NO-SUCH-CODE") { genuine } }' });
      for await (const result of results) {
        return result.errors?.[0]?.extensions?.code as string | undefined ?? 'answered';
      }
      return undefined;
    } catch (errors) {
      return (errors as Array<{ extensions?: { code?: string } }>)[0]?.extensions?.code;
    } finally {
      await client.dispose();
    }
  }

  it('counts the forwarded address from loopback when TRUST_PROXY is unset, and the socket\'s own with TRUST_PROXY=off', async () => {
    const trusting = await start({ VERIFY_RATE_LIMIT: '1' });
    expect(await verifyOverSocket(trusting, '203.0.113.1')).toBe('answered');
    expect(await verifyOverSocket(trusting, '203.0.113.1')).toBe('TOO_MANY_REQUESTS');
    expect(await verifyOverSocket(trusting, '203.0.113.2')).toBe('answered');

    const distrusting = await start({ VERIFY_RATE_LIMIT: '1', TRUST_PROXY: 'off' });
    expect(await verifyOverSocket(distrusting, '203.0.113.1')).toBe('answered');
    expect(await verifyOverSocket(distrusting, '203.0.113.2')).toBe('TOO_MANY_REQUESTS');
  });
});

/** GET with headers fetch would not let a test set (Host). */
function getWithHeaders(url: string, headers: Record<string, string>): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => { text += chunk; });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
    }).on('error', reject);
  });
}

describe('PUBLIC_URL', () => {
  it('is the origin of picture URLs in REST answers whatever Host and X-Forwarded-Proto say', async () => {
    const server = await start({ PUBLIC_URL: 'https://portal.sanisidro.example.ph/' });
    const admin = await loginAdmin(server);
    const created = await restMultipart(server, 'POST', '/barangay-officials/', {
      position: 'Punong Barangay', name: 'Hon. Ricardo M. Villanueva', contact_number: '09171234501', address: 'Purok 1', term_start: '2023-11-30', term_end: '2026-11-30',
    }, { official_picture: { bytes: sampleJpeg(), name: 'photo.jpg', type: 'image/jpeg' } }, admin.access);
    expect(created.status).toBe(201);

    const listed = await getWithHeaders(`${server.url}/api/barangay-officials/`, { host: 'attacker.example.com', 'x-forwarded-proto': 'http' });
    expect(listed.status).toBe(200);
    const pictures = JSON.stringify(listed.body).match(/"official_picture":"([^"]+)"/);
    expect(pictures?.[1]).toMatch(/^https:\/\/portal\.sanisidro\.example\.ph\/media\/[^/]+$/);
  });

  it('without it, the origin follows the request (outside production)', async () => {
    const server = await start({});
    const admin = await loginAdmin(server);
    const created = await restMultipart(server, 'POST', '/barangay-officials/', {
      position: 'Kagawad', name: 'Hon. Liza Santos', contact_number: '09171234502', address: 'Purok 2', term_start: '2023-11-30', term_end: '2026-11-30',
    }, { official_picture: { bytes: sampleJpeg(), name: 'photo.jpg', type: 'image/jpeg' } }, admin.access);
    expect(created.status).toBe(201);
    const listed = await getWithHeaders(`${server.url}/api/barangay-officials/`, { host: 'portal.local:8080', 'x-forwarded-proto': 'https' });
    expect(JSON.stringify(listed.body)).toMatch(/"official_picture":"https:\/\/portal\.local:8080\/media\//);
  });
});
