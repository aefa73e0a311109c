import { adminForFile, loginAdmin, residentSession, Session } from '../utils/accounts';
import { createDocumentType, moveRequest, submitRequest } from '../utils/documents';
import { flat, readPdf } from '../utils/pdf';
import { startTestServer, testServerForFile } from '../utils/test-server';
import { addBarangay, graphqlAt, residentAt, staffAt } from '../utils/hosts';
import { restMultipart } from '../utils/uploads';

// Reading a PDF back starts pdf.js in a child process: a second or two each, more on a busy machine.
jest.setTimeout(20_000);

const server = testServerForFile();
const admin = adminForFile(server);
let owner: Session;
let typeId: number;

const hall = { contact_number: '0281234567', facebook_pagee: 'https://facebook.com/sanisidro', email: 'hall@sanisidro.ph', address: 'Rizal Street, San Isidro, Quezon City' };
const longDate = (instant: Date) => new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Manila', dateStyle: 'long' }).format(instant);

const CERTIFICATE_FIELDS = `id status referenceNumber certificateUrl
  certificate { requestId verificationCode verificationUrl issuedAt issueDate referenceNumber revoked revokedAt revocationReason }`;

interface RequestView {
  id: number;
  status: string;
  referenceNumber: string;
  certificateUrl: string | null;
  certificate: {
    requestId: number; verificationCode: string; verificationUrl: string; issuedAt: string; issueDate: string;
    referenceNumber: string; revoked: boolean; revokedAt: string | null; revocationReason: string | null;
  } | null;
}

async function view(session: Session, id: number): Promise<RequestView> {
  const { data, errors } = await server.graphql<{ documentRequest: RequestView }>(
    `query ($id: Int!) { documentRequest(id: $id) { ${CERTIFICATE_FIELDS} } }`, { id }, session.access);
  if (errors) throw new Error(JSON.stringify(errors));
  return data!.documentRequest;
}

async function download(path: string, token?: string): Promise<{ status: number; headers: Headers; bytes: Buffer; json: any }> {
  const response = await fetch(`${server.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const bytes = Buffer.from(await response.arrayBuffer());
  const isJson = response.headers.get('content-type')?.includes('json');
  return { status: response.status, headers: response.headers, bytes, json: isJson ? JSON.parse(bytes.toString()) : null };
}

const certificatePath = (id: number) => `/api/document-requests/${id}/certificate/`;

/** A request of `owner` that has reached pickup. */
async function readyRequest(session: Session = owner, type = typeId, fieldData: Record<string, unknown> = { Purpose: 'Employment abroad', 'Years of residency': 12 }) {
  const request = await submitRequest(server, session, type, fieldData);
  await moveRequest(server, admin, request.id, 'processing', 'pickup');
  return request;
}

beforeAll(async () => {
  owner = await residentSession(server, {
    verified: true,
    overrides: { first_name: 'Juan', middle_name: 'Santos', last_name: 'Dela Cruz', address: 'Purok 3, Barangay San Isidro' },
  });
  expect((await server.rest('POST', '/contact-us-details/', hall, admin.access)).status).toBe(201);
  const official = await restMultipart(server, 'POST', '/barangay-officials/', {
    position: 'Punong Barangay', name: 'Hon. Ricardo M. Villanueva', contact_number: '09171234501', address: 'Purok 1',
  }, {}, admin.access);
  expect(official.status).toBe(201);
  typeId = await createDocumentType(server, admin, {
    name: 'Barangay Clearance',
    fields: [{ name: 'Purpose' }, { name: 'Years of residency', field_type: 'number' }],
  });
}, 30_000);

describe('before pickup', () => {
  it('has no certificate: no link, and the download route answers 409 with the reason', async () => {
    const request = await submitRequest(server, owner, typeId, { Purpose: 'Loan', 'Years of residency': 3 });
    for (const status of [null, 'processing'] as const) {
      if (status) await moveRequest(server, admin, request.id, status);
      expect(await view(owner, request.id)).toMatchObject({ certificateUrl: null, certificate: null });
      const answer = await download(certificatePath(request.id), owner.access);
      expect(answer.status).toBe(409);
      expect(answer.json.detail).toBe(
        `The certificate can be downloaded once the request is ready for pickup; this request is ${status ? 'Processing' : 'Pending'}.`);
    }
    await moveRequest(server, admin, request.id, 'pickup');
    expect((await view(owner, request.id)).certificateUrl).not.toBeNull();
  });

  it('has none for a rejected request either', async () => {
    const request = await submitRequest(server, owner, typeId, { Purpose: 'Loan', 'Years of residency': 3 });
    await moveRequest(server, admin, request.id, 'rejected');
    expect((await download(certificatePath(request.id), admin.access)).status).toBe(409);
  });
});

describe('issuing', () => {
  it('happens in the transaction that first moves the request to pickup, with an unguessable code', async () => {
    const request = await readyRequest();
    const [row] = await server.database.db.query(`
      SELECT c.verification_code, c.issued_at = s.changed_at AS same_moment, c.issued_by
      FROM document_certificate c JOIN document_request_status_change s ON s.request_id = c.request_id AND s.to_status = 'pickup'
      WHERE c.request_id = $1`, [request.id]);
    // now() is the transaction's start: the certificate and the status change carry the same moment.
    expect(row.same_moment).toBe(true);
    expect(row.issued_by).toBe(admin.id);
    // 24 base64url characters: 144 random bits.
    expect(row.verification_code).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const seen = await view(owner, request.id);
    expect(seen.certificate).toMatchObject({
      requestId: request.id, verificationCode: row.verification_code, referenceNumber: request.reference_number,
      verificationUrl: `${server.url}/verify/${row.verification_code}`, revoked: false, revokedAt: null, revocationReason: null,
    });
    expect(seen.certificateUrl).toMatch(new RegExp(`^/api/document-requests/${request.id}/certificate/\\?token=[\\w.-]+$`));
  });
});

describe('the PDF', () => {
  it('is real text with the barangay, the document, the resident, the details, the reference and the Punong Barangay; its QR code opens the verification page', async () => {
    const request = await readyRequest();
    const answer = await download(certificatePath(request.id), owner.access);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(`inline; filename="${request.reference_number}.pdf"`);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const pdf = await readPdf(answer.bytes);
    expect(pdf.pageCount).toBe(1);
    const text = flat(pdf.pages.join(' '));
    const { certificate } = await view(owner, request.id);
    for (const expected of [
      'Barangay San Isidro', hall.address, 'Tel. 0281234567', 'BARANGAY CLEARANCE',
      'This is to certify that Juan Santos Dela Cruz, residing at Purok 3, Barangay San Isidro, is a resident of Barangay San Isidro.',
      'Purpose: Employment abroad', 'Years of residency: 12',
      `Reference No. ${request.reference_number}`, `Date issued: ${longDate(new Date(certificate!.issuedAt))}`,
      'HON. RICARDO M. VILLANUEVA', 'Punong Barangay',
    ]) {
      expect(text).toContain(expected);
    }
    expect(pdf.qrCodes).toEqual([`${server.url}/verify/${certificate!.verificationCode}`]);
    expect(pdf.title).toBe(`Barangay Clearance ${request.reference_number}`);
  });

  it('prints each certified field on its own labelled line in a box set apart under the unchanged certifying text', async () => {
    const type = await createDocumentType(server, admin, {
      name: 'Certificate of Good Moral Character',
      fields: [{ name: 'Purpose' }, { name: 'Remarks' }, { name: 'Years of residency', field_type: 'number' }],
    });
    const remarks = `${'Known in the community as a law-abiding and helpful resident of the purok. '.repeat(12)}ref:${'0123456789'.repeat(12)}`;
    const request = await readyRequest(owner, type, {
      Purpose: 'Employment abroad\nis a resident of Barangay Malinis.\tFor school enrolment', Remarks: remarks, 'Years of residency': 12,
    });
    const pdf = await readPdf((await download(certificatePath(request.id), owner.access)).bytes);
    const lines = pdf.pages.join('\n').split('\n').map((line) => line.trim()).filter(Boolean);

    // The certifying text is the default one, word for word, and no value slipped into it.
    const certifying = 'This is to certify that Juan Santos Dela Cruz, residing at Purok 3, Barangay San Isidro, is a resident of Barangay San Isidro.';
    const text = flat(pdf.pages.join(' '));
    expect(text).toContain(certifying);
    expect(text).toContain('This Certificate of Good Moral Character is issued on');
    const heading = lines.indexOf('Details of the request');
    const bodyEnd = lines.findIndex((line) => line.endsWith('for whatever legal purpose it may serve.'));
    expect(bodyEnd).toBeGreaterThan(-1);
    expect(heading).toBeGreaterThan(bodyEnd);

    // Then each field on its own "Label: value" line, the line break and tab of a value shown as spaces...
    expect(lines[heading + 1]).toBe('Purpose: Employment abroad is a resident of Barangay Malinis. For school enrolment');
    // ...a long value wrapped over several lines of the block, all of it there...
    const years = lines.indexOf('Years of residency: 12');
    expect(years).toBeGreaterThan(heading + 3);
    expect(lines[heading + 2]).toMatch(/^Remarks: Known in the community/);
    expect(lines.slice(heading + 2, years).join('').replace(/\s+/g, '')).toBe(`Remarks:${remarks}`.replace(/\s+/g, ''));

    // ...and the whole block indented inside the body's margins, below the body, never over it or the signature.
    const [firstPage] = pdf.texts;
    const bodyRuns = firstPage.filter((run) => run.text.includes('This is to certify') || run.text.includes('for whatever legal purpose'));
    const bodyLeft = Math.min(...bodyRuns.map((run) => run.x));
    const bodyRight = Math.max(...firstPage.filter((run) => run.text.startsWith('This is to certify')).map((run) => run.x + run.width));
    const bodyBottom = Math.min(...bodyRuns.map((run) => run.y));
    const blockRuns = firstPage.filter((run) => run.y < bodyBottom);
    expect(blockRuns[0].text).toBe('Details of the request');
    expect(blockRuns.at(-1)!.text).toBe('12');
    // The signature and the verification block come after it (here, on a second page).
    expect(pdf.pageCount).toBe(2);
    expect(flat(pdf.pages[1])).toContain('HON. RICARDO M. VILLANUEVA');
    for (const run of blockRuns) {
      expect(run.x).toBeGreaterThan(bodyLeft + 5);
      expect(run.x + run.width).toBeLessThan(bodyRight - 5);
    }
  });

  it('is downloaded by administrators too, and through certificateUrl with no Authorization header', async () => {
    const request = await readyRequest();
    expect((await download(certificatePath(request.id), admin.access)).status).toBe(200);
    const { certificateUrl } = await view(owner, request.id);
    const linked = await download(certificateUrl!);
    expect(linked.status).toBe(200);
    expect(linked.headers.get('referrer-policy')).toBe('no-referrer');
    expect(flat((await readPdf(linked.bytes)).pages.join(' '))).toContain('Juan Santos Dela Cruz');
  });

  it('is linked from REST answers as `certificate` (absolute, session-bound) for the owner and staff, and null before pickup', async () => {
    const pending = await submitRequest(server, owner, typeId, { Purpose: 'Scholarship', 'Years of residency': 3 });
    const ready = await readyRequest();
    const restRequest = async (session: Session, id: number) => (await server.rest('GET', `/document-requests/${id}/`, undefined, session.access)).body;
    expect((await restRequest(owner, pending.id)).certificate).toBeNull();
    for (const reader of [owner, admin]) {
      const { certificate } = await restRequest(reader, ready.id);
      expect(certificate).toMatch(new RegExp(`^${server.url}/api/document-requests/${ready.id}/certificate/\\?token=[\\w.-]+$`));
      const linked = await download(certificate.slice(server.url.length));
      expect(linked.status).toBe(200);
      expect(linked.headers.get('content-type')).toBe('application/pdf');
    }
    const listed = (await server.rest('GET', '/document-requests/', undefined, owner.access)).body as Array<{ id: number; certificate: string | null }>;
    expect(listed.find((row) => row.id === ready.id)?.certificate).toMatch(/\/certificate\/\?token=/);
    expect(listed.find((row) => row.id === pending.id)?.certificate).toBeNull();
  });

  it('is refused to a stranger (403) and a guest (401), and a link made for another request opens nothing', async () => {
    const request = await readyRequest();
    const stranger = await residentSession(server, { verified: true });
    expect(await download(certificatePath(request.id), stranger.access)).toMatchObject({
      status: 403, json: { detail: 'You do not have permission to perform this action.' },
    });
    expect(await download(certificatePath(request.id))).toMatchObject({
      status: 401, json: { detail: 'Authentication credentials were not provided.' },
    });
    // The stranger cannot see the request, so gets no link to it either.
    const graphql = await server.graphql(`query ($id: Int!) { documentRequest(id: $id) { certificateUrl } }`, { id: request.id }, stranger.access);
    expect(graphql.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const strangersOwn = await readyRequest(stranger);
    const token = new URL((await view(stranger, strangersOwn.id)).certificateUrl!, server.url).searchParams.get('token');
    expect(await download(`${certificatePath(request.id)}?token=${token}`)).toMatchObject({
      status: 401, json: { detail: 'This link has expired or is not valid.' },
    });
    expect((await download(`${certificatePath(request.id)}?token=not-a-token`)).status).toBe(401);
  });

  it('stays the document issued: after release, and after the resident moved house, it prints what it printed on issue', async () => {
    const resident = await residentSession(server, { verified: true, overrides: { first_name: 'Ana', middle_name: 'Luna', last_name: 'Reyes', address: 'Purok 5' } });
    const request = await readyRequest(resident);
    const before = await download(certificatePath(request.id), resident.access);
    await moveRequest(server, admin, request.id, 'released');
    const moved = await server.rest('PATCH', '/auth/user/me/', {
      address: 'Purok 7, Barangay Malinis', contact_number: '09170000000', civil_status: 'single', is_voter: true, is_employed: true,
    }, resident.access);
    expect(moved.status).toBe(200);
    const after = await download(certificatePath(request.id), resident.access);
    expect(after.status).toBe(200);
    const text = flat((await readPdf(after.bytes)).pages.join(' '));
    expect(text).toContain('residing at Purok 5,');
    expect(text).not.toContain('Purok 7');
    expect(after.bytes.equals(before.bytes)).toBe(true);
  });

  it("follows the type's own title and body, with placeholders filled in", async () => {
    const custom = await createDocumentType(server, admin, {
      name: 'Certificate of Residency',
      fields: [{ name: 'Purpose' }, { name: 'Years of residency', field_type: 'number' }],
      certificate_title: 'Residency of {first_name}',
      certificate_body: 'I certify that {FULL_NAME} of {address} has lived here for {Years of residency} years.\n\nIssued for {purpose}, ref. {reference_number}.',
    });
    const request = await readyRequest(owner, custom, { Purpose: 'school enrolment', 'Years of residency': 7 });
    const text = flat((await readPdf((await download(certificatePath(request.id), owner.access)).bytes)).pages.join(' '));
    expect(text).toContain('Residency of Juan');
    expect(text).toContain('I certify that Juan Santos Dela Cruz of Purok 3, Barangay San Isidro has lived here for 7 years.');
    expect(text).toContain(`Issued for school enrolment, ref. ${request.reference_number}.`);
    expect(text).not.toContain('TO WHOM IT MAY CONCERN');
  });

  it('is generated for requests that reached pickup before certificates existed, dated by their first move to pickup', async () => {
    const [{ id }] = await server.database.db.query(
      `INSERT INTO document_request (document_type_id, requester_id, field_data, status, created_at)
       VALUES ($1, $2, '{"Purpose": "Old request", "Years of residency": "20"}', 'approved', '2025-03-01T01:00:00Z') RETURNING id`,
      [typeId, owner.id]);
    await server.database.db.query(
      `INSERT INTO document_request_status_change (request_id, from_status, to_status, changed_by, changed_at)
       VALUES ($1, 'processing', 'approved', $2, '2025-03-03T02:00:00Z')`, [id, admin.id]);
    const answer = await download(certificatePath(id), owner.access);
    expect(answer.status).toBe(200);
    expect(flat((await readPdf(answer.bytes)).pages.join(' '))).toContain('Date issued: March 3, 2025');
    expect((await view(owner, id)).certificate?.issueDate).toBe('2025-03-03');
  });
});

describe('behind PUBLIC_URL', () => {
  it('points the QR code and the verification URL at the public address, whatever address the request came to', async () => {
    const publicServer = await startTestServer({ PUBLIC_URL: 'https://portal.sanisidro.example.ph/' });
    try {
      const publicAdmin = await loginAdmin(publicServer);
      const type = await createDocumentType(publicServer, publicAdmin, { name: 'Barangay ID', fields: [{ name: 'Purpose' }] });
      const resident = await residentSession(publicServer, { verified: true });
      const request = await submitRequest(publicServer, resident, type);
      await moveRequest(publicServer, publicAdmin, request.id, 'processing', 'pickup');
      const { data } = await publicServer.graphql<{ documentRequest: { certificate: { verificationCode: string; verificationUrl: string } } }>(
        `query ($id: Int!) { documentRequest(id: $id) { certificate { verificationCode verificationUrl } } }`, { id: request.id }, resident.access);
      const { verificationCode, verificationUrl } = data!.documentRequest.certificate;
      expect(verificationUrl).toBe(`https://portal.sanisidro.example.ph/verify/${verificationCode}`);
      const response = await fetch(`${publicServer.url}${certificatePath(request.id)}`, { headers: { authorization: `Bearer ${resident.access}` } });
      const pdf = await readPdf(Buffer.from(await response.arrayBuffer()));
      expect(pdf.qrCodes).toEqual([verificationUrl]);
      expect(flat(pdf.pages.join(' '))).toContain(verificationUrl);

      // A second barangay's certificates point at its own address: PUBLIC_URL's scheme at its host name.
      const other = 'bagong-silang.example.ph';
      await addBarangay(publicServer, { name: 'Bagong Silang', prefix: 'BS', host: other, defaultHost: 'portal.sanisidro.example.ph' });
      const staff = await staffAt(publicServer, other);
      const otherResident = await residentAt(publicServer, other, { verified: true });
      const gql = async (session: { access: string }, query: string) => {
        const answer = await graphqlAt(publicServer, other, query, {}, session.access);
        if (answer.errors) throw new Error(JSON.stringify(answer.errors));
        return answer.data!;
      };
      const otherType = (await gql(staff, `mutation { createDocumentType(input: { name: "Clearance", description: "",
        fields: [{ name: "Purpose", fieldType: TEXT, required: true }] }) { id } }`)).createDocumentType.id;
      const otherRequest = (await gql(otherResident, `mutation { submitDocumentRequest(input: { documentTypeId: ${otherType},
        fieldData: { Purpose: "School" } }) { id } }`)).submitDocumentRequest.id;
      for (const status of ['PROCESSING', 'PICKUP']) await gql(staff, `mutation { changeDocumentRequestStatus(id: ${otherRequest}, status: ${status}) { id } }`);
      const certificate = (await gql(otherResident, `{ documentRequest(id: ${otherRequest}) { certificate { verificationCode verificationUrl } } }`))
        .documentRequest.certificate;
      expect(certificate.verificationUrl).toBe(`https://${other}/verify/${certificate.verificationCode}`);
    } finally {
      await publicServer.close();
    }
  });
});

describe('certificate layouts', () => {
  it.each([
    ['certificate_body', 'For {purpose} and {favourite colour}.', 'Unknown placeholder {favourite colour}.'],
    ['certificate_title', '{nickname} {age}', 'Unknown placeholders {nickname}, {age}.'],
  ])('refuse %s with placeholders the type does not offer', async (key, text, start) => {
    const fields = [{ name: 'Purpose' }, { name: 'School' }];
    const { status, body } = await server.rest('POST', '/document-types/', { name: `Layout ${key}`, fields, [key]: text }, admin.access);
    expect(status).toBe(400);
    // {purpose} is the Purpose field; each other field is offered by its name.
    expect(body[key]).toEqual([`${start} Use {full_name}, {first_name}, {last_name}, {address}, {purpose}, {document_type}, `
      + '{reference_number}, {issue_date}, {barangay_name}, {School}.']);
  });

  it('list their placeholders and defaults in GraphQL', async () => {
    const { data } = await server.graphql<{ documentType: Record<string, unknown> }>(
      `query ($id: Int!) { documentType(id: $id) { certificateTitle certificateBody certificatePlaceholders defaultCertificateTitle defaultCertificateBody } }`,
      { id: typeId }, admin.access);
    expect(data?.documentType).toMatchObject({
      certificateTitle: null,
      certificateBody: null,
      certificatePlaceholders: ['full_name', 'first_name', 'last_name', 'address', 'purpose', 'document_type', 'reference_number', 'issue_date',
        'barangay_name', 'Years of residency'],
      defaultCertificateTitle: 'BARANGAY CLEARANCE',
    });
    expect(data?.documentType.defaultCertificateBody).toContain('{full_name}');
  });
});
