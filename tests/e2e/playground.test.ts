import { browserForFile } from '../utils/browser';
import { loginAdmin } from '../utils/accounts';
import { testServerForFile } from '../utils/test-server';

// The GraphQL playground is the portal's own GraphiQL build: it must load and run a query with no internet.
const server = testServerForFile();
const browser = browserForFile();

it('serves GraphiQL at /graphql, loads nothing from outside, and runs a query with the stored token', async () => {
  const admin = await loginAdmin(server);
  const page = await browser.newPage();
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && !['data:', 'blob:'].includes(url.protocol)) foreign.push(request.url());
  });
  // The playground sends the token a portal session stored in this browser.
  await page.goto(`${server.url}/404-not-found`);
  await page.evaluate((session) => {
    for (const [key, value] of Object.entries(session)) window.localStorage.setItem(key, value);
  }, { access: admin.access, refresh: admin.refresh, is_resident: 'false', is_verified: 'true', email: admin.email });

  await page.goto(`${server.url}/graphql`);
  await page.getByRole('button', { name: /execute query/i }).first().waitFor({ state: 'visible', timeout: 30_000 });
  const editor = page.locator('.graphiql-query-editor .monaco-editor').first();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  // The editor closes each brace as it is opened.
  await page.keyboard.type('{ me { email userType');
  const answer = page.waitForResponse((response) => response.url().endsWith('/graphql') && response.request().method() === 'POST'
    && (response.request().postData() ?? '').includes('userType'));
  // Schema-aware suggestions (the schema came from this server) may pop up late and cover the Execute button,
  // so run the query the way a keyboard user does.
  await page.keyboard.press('Escape');
  await page.keyboard.press('ControlOrMeta+Enter');
  const body = await (await answer).json();
  expect(body).toEqual({ data: { me: { email: admin.email, userType: 'ADMIN' } } });
  expect(foreign).toEqual([]);
  await page.context().close();
});

it('answers API clients at GET /graphql as GraphQL, not with the page', async () => {
  const response = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
    headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
  });
  expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
});
