import english from '../../packages/domain/src/i18n/catalogues/en.json';
import filipino from '../../packages/domain/src/i18n/catalogues/fil.json';
import { residentSession, type Session } from '../utils/accounts';
import { startSmtpServer, type TestSmtpServer } from '../utils/smtp';
import { startTestServer, testServerForFile, type TestServer } from '../utils/test-server';

// The server's texts in the asker's language (docs/architecture/languages.md#server-texts): errors and notifications
// follow Accept-Language, English without one (the spec's texts, verbatim); e-mails follow the account's language.
const server = testServerForFile();

const PASSWORD = 'kalayaan-1898'; // the fixtures' registration password
const NEW_PASSWORD = 'bagong-sikreto-2026';
const BARANGAY = 'Barangay San Isidro';
const PROFILE = { address: 'Purok 5', contact_number: '09998887777', civil_status: 'married', is_voter: false, is_employed: true };

/** A REST call with an Accept-Language header (none for `undefined`). */
async function restIn(target: TestServer, language: string | undefined, method: string, path: string, body: unknown, token: string) {
  const response = await fetch(`${target.url}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(language && { 'accept-language': language }) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() as Record<string, unknown> };
}

async function graphqlIn<T>(language: string | undefined, query: string, token: string): Promise<T> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(language && { 'accept-language': language }) },
    body: JSON.stringify({ query }),
  });
  return await response.json() as T;
}

const changePassword = (target: TestServer, resident: Session, currentPassword: string, language?: string) =>
  restIn(target, language, 'PATCH', '/auth/user/me/', { ...PROFILE, password: NEW_PASSWORD, current_password: currentPassword }, resident.access);

/** The key of the `rules` message an English text is, as the catalogue has it. */
function ruleKeyOf(text: string): keyof typeof english.rules {
  const key = (Object.keys(english.rules) as (keyof typeof english.rules)[]).find((candidate) => english.rules[candidate] === text);
  if (!key) throw new Error(`the rules namespace has no message "${text}"`);
  return key;
}

describe('errors', () => {
  it('answers a refused field in Filipino when asked, and in the spec\'s English otherwise', async () => {
    const resident = await residentSession(server);
    const asWritten = await changePassword(server, resident, 'not-my-password');
    expect(asWritten.status).toBe(400);
    const [message] = asWritten.body.current_password as string[];

    const inFilipino = await changePassword(server, resident, 'not-my-password', 'fil-PH,fil;q=0.9');
    expect(inFilipino.status).toBe(400);
    expect(inFilipino.body.current_password).toEqual([filipino.rules[ruleKeyOf(message)]]);
    expect(inFilipino.body.current_password).not.toEqual([message]);

    const inEnglish = await changePassword(server, resident, 'not-my-password', 'en-US');
    expect(inEnglish.body).toEqual(asWritten.body);
  });
});

describe('notifications', () => {
  it('reads a notification in the language of the request that reads it', async () => {
    const resident = await residentSession(server);
    expect((await changePassword(server, resident, PASSWORD)).status).toBe(200);
    type Answer = { data: { notifications: { items: { title: string; message: string }[] } } };
    const query = '{ notifications { items { title message } } }';

    const asWritten = await graphqlIn<Answer>(undefined, query, resident.access);
    expect(asWritten.data.notifications.items[0].title).toBe(english.notices['passwordChanged.title']);
    const inFilipino = await graphqlIn<Answer>('fil', query, resident.access);
    const [notice] = inFilipino.data.notifications.items;
    expect(notice.title).toBe(filipino.notices['passwordChanged.title']);
    expect(notice.message).toMatch(new RegExp(`^Napalitan ang password ng iyong account sa portal ng mga residente ng ${BARANGAY} noong .+\\. Na-logout na`));
  });
});

describe('e-mails (SMTP_URL)', () => {
  let smtp: TestSmtpServer;
  let mailing: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    mailing = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, OUTBOX_INTERVAL_MS: '0' });
  });

  afterAll(async () => {
    await mailing?.close();
    await smtp?.close();
  });

  it("writes to an account in the language it chose, whatever the request's", async () => {
    const resident = await residentSession(mailing);
    const chosen = await mailing.graphql<{ choosePreferredLanguage: { preferredLanguage: string } }>(
      'mutation { choosePreferredLanguage(language: FIL) { preferredLanguage } }', {}, resident.access);
    expect(chosen.data?.choosePreferredLanguage.preferredLanguage).toBe('FIL');

    expect((await changePassword(mailing, resident, PASSWORD, 'en')).status).toBe(200);
    expect(await mailing.portal.services.outbox.drain()).toEqual({ sent: 1, failed: 0 });
    const [mail] = await smtp.waitFor(1);
    expect(mail.subject).toBe(filipino.notices['passwordChanged.subject'].replace('{barangayName}', BARANGAY));
    expect(mail.text).toContain('Magandang araw, Juan,');
    expect(mail.text).toContain(filipino.notices['passwordChanged.advice']);
    expect(mail.text).not.toContain(english.notices['passwordChanged.advice']);
  });
});
