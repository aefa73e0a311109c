import { adminForFile, residentForFile } from '../utils/accounts';
import { createDocumentType, moveRequest, submitRequest } from '../utils/documents';
import { testServerForFile } from '../utils/test-server';

const server = testServerForFile();
const admin = adminForFile(server);
const owner = residentForFile(server, { verified: true, overrides: { first_name: 'Juan', middle_name: 'Santos', last_name: 'Dela Cruz' } });
let typeId: number;
let clientNumber = 0;

beforeAll(async () => {
  typeId = await createDocumentType(server, admin, { name: 'Barangay Clearance', fields: [{ name: 'Purpose' }] });
});

/**
 * Each test speaks from its own client address (the server trusts X-Forwarded-For from a proxy on the
 * same host), so the per-address limit of one test does not spill into another.
 */
function newClient(): string {
  clientNumber += 1;
  return `198.51.100.${clientNumber}`;
}

async function verifyRest(code: string, client: string) {
  const response = await fetch(`${server.url}/api/verify/${encodeURIComponent(code)}/`, { headers: { 'x-forwarded-for': client } });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

const VERIFY = `query ($code: String!) { verifyDocument(code: $code) {
  genuine status valid revoked issuedBy documentTypeName referenceNumber issueDate holderName certifiedFields { name value } revokedAt revocationReason } }`;

async function verifyGraphql(code: string, client: string) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ query: VERIFY, variables: { code } }),
  });
  return await response.json();
}

/** A certificate issued to the owner: its request, reference and verification code. */
async function issued() {
  const request = await submitRequest(server, owner, typeId);
  await moveRequest(server, admin, request.id, 'processing', 'pickup');
  const [{ code, issue_date: issueDate }] = await server.database.db.query(
    `SELECT verification_code AS code, to_char(issued_at AT TIME ZONE 'Asia/Manila', 'YYYY-MM-DD') AS issue_date
     FROM document_certificate WHERE request_id = $1`, [request.id]);
  return { id: request.id, reference: request.reference_number, code: code as string, issueDate: issueDate as string };
}

describe('a valid document', () => {
  it('is genuine and valid, with its type, reference, issue date, the masked name and the certified values, and nothing else', async () => {
    const certificate = await issued();
    const client = newClient();
    const rest = await verifyRest(certificate.code, client);
    expect(rest.status).toBe(200);
    expect(rest.headers.get('cache-control')).toBe('no-store');
    // toEqual: no other field (no address, no full name) is in the answer; the field values are those the paper prints.
    expect(rest.body).toEqual({
      genuine: true, status: 'valid', valid: true, revoked: false, issued_by: 'Barangay San Isidro',
      document_type: 'Barangay Clearance', reference_number: certificate.reference, issue_date: certificate.issueDate,
      holder_name: 'Juan S. D***', certified_fields: [{ name: 'Purpose', value: 'Employment' }], revoked_at: null, revocation_reason: null,
    });

    // The same through the public GraphQL query, with no token.
    expect(await verifyGraphql(certificate.code, client)).toEqual({
      data: {
        verifyDocument: {
          genuine: true, status: 'VALID', valid: true, revoked: false, issuedBy: 'Barangay San Isidro',
          documentTypeName: 'Barangay Clearance', referenceNumber: certificate.reference, issueDate: certificate.issueDate,
          holderName: 'Juan S. D***', certifiedFields: [{ name: 'Purpose', value: 'Employment' }], revokedAt: null, revocationReason: null,
        },
      },
    });
  });

  it("lists the certified field values in the type's field order, each on one line as the paper prints them", async () => {
    const type = await createDocumentType(server, admin, {
      name: 'Barangay Certification',
      fields: [{ name: 'Purpose' }, { name: 'Employer' }, { name: 'Start date', field_type: 'date' }, { name: 'Voter', field_type: 'boolean' }],
    });
    const request = await submitRequest(server, owner, type, {
      Voter: true, 'Start date': '2026-05-04', Employer: 'Dizon Hardware', Purpose: 'Employment\nabroad\twith a second line',
    });
    await moveRequest(server, admin, request.id, 'processing', 'pickup');
    const [{ code }] = await server.database.db.query(`SELECT verification_code AS code FROM document_certificate WHERE request_id = $1`, [request.id]);
    const expected = [
      { name: 'Purpose', value: 'Employment abroad with a second line' },
      { name: 'Employer', value: 'Dizon Hardware' },
      { name: 'Start date', value: 'May 4, 2026' },
      { name: 'Voter', value: 'Yes' },
    ];
    const client = newClient();
    expect((await verifyRest(code, client)).body.certified_fields).toEqual(expected);
    expect((await verifyGraphql(code, client)).data.verifyDocument.certifiedFields).toEqual(expected);
  });

  it('stays valid once released', async () => {
    const certificate = await issued();
    await moveRequest(server, admin, certificate.id, 'released');
    expect((await verifyRest(certificate.code, newClient())).body.status).toBe('valid');
  });
});

describe('an unknown code', () => {
  it.each([
    ['a well-formed code nobody was given', 'AAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a mistyped one', 'abc'],
    ['one with characters codes never have', 'abc.def/ghi~jkl+mno=pqrs'],
  ])('is not genuine: %s', async (_label, code) => {
    const client = newClient();
    const rest = await verifyRest(code, client);
    expect(rest.status).toBe(404);
    expect(rest.body).toEqual({
      genuine: false, status: 'not_found', valid: false, revoked: false, issued_by: null, document_type: null, reference_number: null,
      issue_date: null, holder_name: null, certified_fields: [], revoked_at: null, revocation_reason: null,
      detail: 'No document with this verification code was issued through this portal.',
    });
    const graphql = await verifyGraphql(code, client);
    expect(graphql.data.verifyDocument).toMatchObject({ genuine: false, status: 'NOT_FOUND', valid: false, holderName: null, referenceNumber: null });
  });
});

describe('revocation', () => {
  const REVOKE = `mutation ($input: RevokeCertificateInput!) { revokeCertificate(input: $input) {
    requestId referenceNumber revoked revokedAt revocationReason } }`;

  it('is for administrators only, and needs a reason', async () => {
    const certificate = await issued();
    const byOwner = await server.graphql(REVOKE, { input: { code: certificate.code, reason: 'Mine' } }, owner.access);
    expect(byOwner.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const byGuest = await server.graphql(REVOKE, { input: { code: certificate.code, reason: 'Nobody' } });
    expect(byGuest.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const noReason = await server.graphql(REVOKE, { input: { code: certificate.code, reason: '  ' } }, admin.access);
    expect(noReason.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { reason: ['A reason is required.'] } });
    const neither = await server.graphql(REVOKE, { input: { reason: 'Which one?' } }, admin.access);
    expect(neither.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'CERTIFICATE_REFERENCE' });
    expect((await verifyRest(certificate.code, newClient())).body.status).toBe('valid');
  });

  it('makes the verification page say revoked, with the date and reason; it cannot be revoked twice', async () => {
    const certificate = await issued();
    const { data } = await server.graphql<{ revokeCertificate: Record<string, unknown> }>(
      REVOKE, { input: { code: certificate.code, reason: 'Issued with a wrong address' } }, admin.access);
    expect(data?.revokeCertificate).toMatchObject({
      requestId: certificate.id, referenceNumber: certificate.reference, revoked: true, revocationReason: 'Issued with a wrong address',
    });
    const client = newClient();
    const rest = await verifyRest(certificate.code, client);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      genuine: true, status: 'revoked', valid: false, revoked: true, reference_number: certificate.reference,
      holder_name: 'Juan S. D***', revocation_reason: 'Issued with a wrong address',
    });
    expect(Date.parse(rest.body.revoked_at)).toBe(Date.parse(data!.revokeCertificate.revokedAt as string));
    expect((await verifyGraphql(certificate.code, client)).data.verifyDocument).toMatchObject({ status: 'REVOKED', valid: false, revoked: true });

    const again = await server.graphql(REVOKE, { input: { requestId: certificate.id, reason: 'Again' } }, admin.access);
    expect(again.errors?.[0]).toMatchObject({ message: 'This certificate has already been revoked.', extensions: { code: 'CONFLICT' } });
    // Nor downloaded any more.
    const pdf = await fetch(`${server.url}/api/document-requests/${certificate.id}/certificate/`, { headers: { authorization: `Bearer ${owner.access}` } });
    expect(pdf.status).toBe(409);
    expect(await pdf.json()).toEqual({ detail: 'This certificate was revoked and can no longer be downloaded. Reason: Issued with a wrong address' });
  });

  it('also works through REST, by request', async () => {
    const certificate = await issued();
    const { status, body } = await server.rest('POST', `/document-requests/${certificate.id}/certificate/revoke/`, { reason: 'Duplicate' }, admin.access);
    expect(status).toBe(200);
    expect(body).toMatchObject({ request: certificate.id, reference_number: certificate.reference, revocation_reason: 'Duplicate' });
    expect((await server.rest('POST', `/document-requests/${certificate.id}/certificate/revoke/`, { reason: 'x' }, owner.access)).status).toBe(403);
    expect((await verifyRest(certificate.code, newClient())).body.status).toBe('revoked');
  });
});

describe('guessing', () => {
  it('is limited to 30 look-ups a minute per client address, unknown codes included: then 429 with Retry-After', async () => {
    const certificate = await issued();
    const guesser = newClient();
    for (let attempt = 0; attempt < 30; attempt++) {
      const code = attempt % 10 === 0 ? certificate.code : `guess${String(attempt).padStart(19, '0')}`;
      expect((await verifyRest(code, guesser)).status).toBe(attempt % 10 === 0 ? 200 : 404);
    }
    const refused = await verifyRest(certificate.code, guesser);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.body).toEqual({ detail: `Too many verification attempts from your network. Please try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.` });

    const graphql = await verifyGraphql(certificate.code, guesser);
    expect(graphql.errors[0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', reason: 'TOO_MANY_VERIFICATIONS' });
    expect(graphql.errors[0].extensions.retryAfterSeconds).toBeGreaterThanOrEqual(1);

    // Someone else, elsewhere, is not held back.
    expect((await verifyRest(certificate.code, newClient())).status).toBe(200);
  });

  it('counts an IPv6 client by its /64 network, so rotating addresses within it gains nothing', async () => {
    const certificate = await issued();
    for (let host = 1; host <= 30; host++) expect((await verifyRest(certificate.code, `2001:db8:7:1::${host.toString(16)}`)).status).toBe(200);
    expect((await verifyRest(certificate.code, '2001:db8:7:1:ffff::31')).status).toBe(429);
    expect((await verifyRest(certificate.code, '2001:db8:7:2::1')).status).toBe(200);
  });
});
