import { buildSchema, type GraphQLObjectType } from 'graphql';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../utils/processes';
import { registerInput } from '../utils/fixtures';
import { multipart, samplePdf, samplePng } from '../utils/sample-files';
import { addBarangay, graphqlAt, requestAt, residentAt, signInAt, staffAt, type HostAnswer } from '../utils/hosts';
import { madeBeforeAll } from '../utils/made-before-all';
import { TEST_ADMIN, testServerForFile } from '../utils/test-server';

/*
 * The isolation matrix (docs/architecture.md#tenancy). Barangay B (the default barangay) has one record
 * of every kind; barangay A's staff member (a Punong Barangay: every permission) and A's verified resident call
 * every operation of both APIs at A's address, naming B's records wherever an operation takes one. Every call is
 * refused or answers nothing of B, and afterwards every row of B is as it was. An operation added to either API
 * fails the coverage checks at the end until it has its row here.
 */
const server = testServerForFile();
const A = 'tondo.example.ph';
const B = 'portal.malabon.example.ph';
/** In every text of B's records, so an answer that carries any of it is caught. */
const MARK = 'Malabon';

/** A's Punong Barangay, A's verified resident, and A's resident who has not sent an ID yet. */
type Actor = 'staff' | 'resident' | 'newcomer';

interface RecordsOfB {
  project: number; event: number; official: number; announcement: number; role: number; staffMember: number;
  documentType: number; request: number; certificateCode: string; resident: number; residentEmail: string;
  residentRefresh: string; pendingResident: number; pendingEmail: string; notification: number;
  /** B's pending resident moving to a third barangay: neither A's staff nor A's residents may see or decide it. */
  transfer: number;
  /** B's Registry of Barangay Inhabitants: a purok, a household in it and its head. */
  purok: number; household: number; inhabitant: number;
  /** A spreadsheet B's staff uploaded for import into B's registry. */
  inhabitantImport: number;
  /** B's resident's request to correct their nickname, waiting for B's staff. */
  correction: number;
  /** B's resident's request that their data be erased, waiting for B's staff. */
  erasure: number;
}

const actors = madeBeforeAll(async () => {
  await addBarangay(server, { name: 'Barangay Tondo', prefix: 'TND', host: A, defaultHost: B });
  return { staff: await staffAt(server, A), resident: await residentAt(server, A, { verified: true }), newcomer: await residentAt(server, A) };
});

const b = madeBeforeAll(async (): Promise<RecordsOfB> => {
  const admin = await signInAt(server, B, TEST_ADMIN.email, TEST_ADMIN.password);
  const gql = async (query: string, token = admin.access): Promise<Record<string, { id: number }>> => {
    const answer = await graphqlAt(server, B, query, {}, token);
    if (answer.errors) throw new Error(`making B's records: ${JSON.stringify(answer.errors)}`);
    return answer.data as Record<string, { id: number }>;
  };
  const made = {
    project: (await gql(`mutation { createProject(input: { title: "${MARK} covered court", status: ONGOING, dateStarted: "2026-01-10" }) { id } }`)).createProject.id,
    event: (await gql(`mutation { createEvent(input: { eventName: "${MARK} clean-up", targetAudience: "Adults", eventDate: "2026-12-05",
      expectedNumberOfAttendees: 40, actualAttendees: 0, status: "Upcoming" }) { id } }`)).createEvent.id,
    official: (await gql(`mutation { createBarangayOfficial(input: { position: "Kagawad", name: "Rosa ${MARK}", contactNumber: "09171112222",
      address: "Purok 3" }) { id } }`)).createBarangayOfficial.id,
    announcement: (await gql(`mutation { createAnnouncement(input: { title: "${MARK} water interruption", content: "Tuesday." }) { id } }`)).createAnnouncement.id,
    role: (await gql(`mutation { createRole(input: { name: "${MARK} records clerk", permissions: [VIEW_RESIDENTS] }) { id } }`)).createRole.id,
    documentType: (await gql(`mutation { createDocumentType(input: { name: "${MARK} clearance", description: "For ${MARK}.",
      fields: [{ name: "Purpose", fieldType: TEXT, required: true }] }) { id } }`)).createDocumentType.id,
  };
  await gql(`mutation { saveContactDetails(input: { contactNumber: "0281234567", facebookPagee: "https://facebook.com/${MARK}",
    email: "hall@malabon.example.ph", address: "${MARK} Hall" }) { id } }`);
  const handover = (await gql(`mutation { createStaffMember(input: { email: "clerk@malabon.example.ph", firstName: "${MARK}",
    lastName: "Clerk", roleId: ${made.role} }) { member { id } } }`)).createStaffMember as unknown as { member: { id: number } };

  const resident = await residentAt(server, B, { verified: true, overrides: { first_name: MARK, last_name: 'Reyes' } });
  const request = (await gql(`mutation { submitDocumentRequest(input: { documentTypeId: ${made.documentType}, fieldData: { Purpose: "${MARK} job" } }) { id } }`,
    resident.access)).submitDocumentRequest.id;
  for (const status of ['PROCESSING', 'PICKUP']) await gql(`mutation { changeDocumentRequestStatus(id: ${request}, status: ${status}) { id } }`);
  const correction = (await gql(`mutation { requestCorrection(input: { field: "NICKNAME", requestedValue: "${MARK} Nick", reason: "${MARK} calls me so." }) { id } }`,
    resident.access)).requestCorrection.id;
  const erasure = (await gql(`mutation { requestErasure(input: { currentPassword: "kalayaan-1898", reason: "${MARK} is behind me." }) { id } }`,
    resident.access)).requestErasure.id;
  const pending = await residentAt(server, B, { overrides: { first_name: MARK, last_name: 'Santos' } });
  const upload = await requestAt(server, B, '/api/auth/user/upload-id/', {
    method: 'PATCH', body: multipart({}, { valid_id: { bytes: samplePdf(), name: 'id.pdf', type: 'application/pdf' } }),
    headers: { authorization: `Bearer ${pending.access}` },
  });
  if (upload.status !== 200) throw new Error(`uploading B's valid ID: ${upload.status} ${upload.body}`);
  const db = server.database.db;
  const [navotas] = await db.query(`INSERT INTO barangay (name, reference_prefix) VALUES ('Barangay Navotas', 'NVT') RETURNING id`);
  await db.query(`INSERT INTO barangay_host (host, barangay_id) VALUES ('navotas.example.ph', $1)`, [navotas.id]);
  server.portal.services.barangays.forget();
  const transfer = (await gql(`mutation { requestTransfer(input: { toBarangayId: ${navotas.id}, newAddress: "${MARK} Street, Navotas" }) { id } }`,
    pending.access)).requestTransfer.id;
  const [{ code }] = await db.query(`SELECT verification_code AS code FROM document_certificate WHERE request_id = $1`, [request]);
  const purok = (await gql(`mutation { createPurok(input: { name: "Purok ${MARK}" }) { id } }`)).createPurok.id;
  const household = (await gql(`mutation { createHousehold(input: { householdNumber: "${MARK}-001", address: "${MARK} Street",
    purokId: ${purok} }) { id } }`)).createHousehold.id;
  const inhabitant = (await gql(`mutation { createInhabitant(input: { lastName: "${MARK}", firstName: "Lorna", sex: FEMALE, birthdate: "1950-02-03",
    birthPlace: "${MARK}", civilStatus: WIDOWED, isPwd: true, householdId: ${household}, relationshipToHead: HEAD }) { id } }`)).createInhabitant.id;
  // B's access ledger holds a view of B's inhabitant and of B's resident (docs/architecture.md#privacy-access-ledger), whose names carry the mark.
  await gql(`{ inhabitant(id: ${inhabitant}) { id } resident(id: ${resident.id}) { id } }`);
  const uploaded = await requestAt(server, B, '/api/registry/imports/', {
    method: 'POST', body: multipart({}, { file: registryFile(`${MARK},Lorna,F,1950-02-03,${MARK},Widowed`) }), headers: { authorization: `Bearer ${admin.access}` },
  });
  if (uploaded.status !== 201) throw new Error(`uploading B's import: ${uploaded.status} ${uploaded.body}`);
  // B's privacy notice at version 3 (A's stays below), and B's data protection officer.
  for (const basedOnVersion of [1, 2]) {
    await gql(`mutation { publishPrivacyNotice(input: { text: "${MARK} notice, revision ${basedOnVersion}.", basedOnVersion: ${basedOnVersion} }) { version } }`);
  }
  await gql(`mutation { saveDataProtectionOfficer(input: { name: "Rosa ${MARK}", email: "dpo@malabon.example.ph" }) { name } }`);
  const [{ id: notification }] = await db.query(`SELECT id FROM notification WHERE recipient_id = $1 ORDER BY id LIMIT 1`, [resident.id]);
  return {
    ...made, staffMember: handover.member.id, request, certificateCode: code, resident: resident.id, residentEmail: resident.email,
    residentRefresh: resident.refresh, pendingResident: pending.id, pendingEmail: pending.email, notification, transfer,
    purok, household, inhabitant, inhabitantImport: uploaded.json<{ id: number }>().id, correction, erasure,
  };
});

/** One call of the matrix; `refusedAs` is the refusal it must get (a GraphQL code, or a REST status). */
interface GraphqlCall { as: Actor; query: string; variables?: Record<string, unknown>; refusedAs?: string | string[] }
interface RestCall { as: Actor; path: string; method?: string; body?: unknown; refusedAs?: number | number[] }

const page = 'page: 1, pageSize: 100';

/** A registry spreadsheet of one inhabitant, as CSV. */
const registryFile = (row: string) => ({
  bytes: Buffer.from(`Last Name,First Name,Sex,Birthdate,Place of Birth,Civil Status\n${row}\n`), name: 'rbi.csv', type: 'text/csv',
});
const IMPORT_MAPPING = ['LAST_NAME', 'FIRST_NAME', 'SEX', 'BIRTHDATE', 'BIRTH_PLACE', 'CIVIL_STATUS'].map((field, column) => `{ column: ${column}, field: ${field} }`).join(', ');
const own = (as: Actor, query: string): GraphqlCall => ({ as, query });
const notFound = (as: Actor, query: string): GraphqlCall => ({ as, query, refusedAs: 'NOT_FOUND' });
const cityOnly = (query: string): GraphqlCall[] => (['staff', 'resident'] as const).map((as) => ({ as, query, refusedAs: 'FORBIDDEN' }));

/** Every GraphQL operation, with B's records where it takes one. */
const GRAPHQL: Record<string, (b: RecordsOfB) => GraphqlCall[]> = {
  announcement: (b) => [notFound('resident', `{ announcement(id: ${b.announcement}) { id } }`)],
  announcements: () => [own('resident', `{ announcements(${page}, sortBy: TITLE, sortDirection: ASC) { items { id title } } }`)],
  auditLog: () => [own('staff', `{ auditLog(${page}) { items { id entity entityId actorEmail changes } } }`)],
  // The city level is the city's offices' alone: a barangay's staff and residents are refused, whatever barangay.
  cityRollup: () => cityOnly('{ cityRollup { barangays { name residents } city { residents } } }'),
  cityAccounts: () => cityOnly('{ cityAccounts { id email } }'),
  barangaySettings: () => [own('staff', '{ barangaySettings { id name referencePrefix emailSenderName sealUrl } }')],
  barangayOfficial: (b) => [notFound('resident', `{ barangayOfficial(id: ${b.official}) { id } }`)],
  barangayOfficials: () => [own('resident', `{ barangayOfficials(${page}, sortBy: NAME, sortDirection: ASC) { items { id name } } }`)],
  contactDetails: () => [own('resident', '{ contactDetails { address email facebookPagee } }')],
  dashboard: (b) => [own('staff', `{ dashboard(attendanceEventId: ${b.event}) { residents { total } documentRequests { total } events { total } } }`)],
  inhabitantsOverview: () => [own('staff', '{ inhabitantsOverview { living households withAccount ageGroups { total } sectors { count } } }')],
  documentRequest: (b) => [notFound('staff', `{ documentRequest(id: ${b.request}) { id } }`), notFound('resident', `{ documentRequest(id: ${b.request}) { id } }`)],
  documentRequestAllowance: () => [own('resident', '{ documentRequestAllowance { openCount } }')],
  documentRequests: () => [
    own('staff', `{ documentRequests(${page}, sortBy: REQUESTED_AT, sortDirection: ASC) { items { id requestor documentTypeName } } }`),
    own('staff', `{ documentRequests(${page}, search: "${MARK}", sortBy: REQUESTED_AT, sortDirection: ASC) { total items { id } } }`),
    own('resident', `{ documentRequests(${page}, sortBy: REQUESTED_AT, sortDirection: ASC) { items { id documentTypeName } } }`),
  ],
  documentType: (b) => [notFound('staff', `{ documentType(id: ${b.documentType}) { id } }`), notFound('resident', `{ documentType(id: ${b.documentType}) { id } }`)],
  documentTypes: () => [
    own('staff', `{ documentTypes(${page}, sortBy: NAME, sortDirection: ASC) { items { id name } } }`),
    own('resident', `{ documentTypes(${page}, sortBy: NAME, sortDirection: ASC) { items { id name } } }`),
  ],
  event: (b) => [notFound('resident', `{ event(id: ${b.event}) { id } }`)],
  events: () => [own('resident', `{ events(${page}, sortBy: EVENT_NAME, sortDirection: ASC) { items { id eventName } } }`)],
  me: () => [own('staff', '{ me { id email } }'), own('resident', '{ me { id email } }')],
  notifications: () => [own('resident', `{ notifications(${page}, unreadOnly: false) { items { id title } } }`)],
  project: (b) => [notFound('resident', `{ project(id: ${b.project}) { id } }`)],
  projects: () => [own('resident', `{ projects(${page}, sortBy: TITLE, sortDirection: ASC) { items { id title } } }`)],
  resident: (b) => [notFound('staff', `{ resident(id: ${b.resident}) { id } }`), notFound('staff', `{ resident(id: ${b.pendingResident}) { id } }`)],
  residents: () => [
    own('staff', `{ residents(${page}, sortBy: LAST_NAME, sortDirection: ASC) { total items { id firstName email } } }`),
    own('staff', `{ residents(${page}, search: "${MARK.toLowerCase()}", sortBy: LAST_NAME, sortDirection: ASC) { total items { id } } }`),
    own('staff', `{ residents(${page}, idVerificationStatus: PENDING, sortBy: LAST_NAME, sortDirection: ASC) { total items { id } } }`),
  ],
  roles: () => [own('staff', '{ roles { id name } }')],
  staffMembers: () => [own('staff', '{ staffMembers { id email firstName } }')],
  twoFactorStatus: () => [own('staff', '{ twoFactorStatus { enabled } }')],
  unreadNotificationCount: () => [own('resident', '{ unreadNotificationCount }')],

  changeDocumentRequestStatus: (b) => [notFound('staff', `mutation { changeDocumentRequestStatus(id: ${b.request}, status: RELEASED) { id } }`),
    notFound('resident', `mutation { changeDocumentRequestStatus(id: ${b.request}, status: CANCELED) { id } }`)],
  changePassword: () => [{ as: 'staff', query: 'mutation { changePassword(input: { currentPassword: "wrong", password: "x" }) { id } }', refusedAs: 'BAD_USER_INPUT' }],
  confirmTwoFactorEnrolment: () => [{ as: 'staff', query: 'mutation { confirmTwoFactorEnrolment(input: { code: "000000" }) { recoveryCodes } }', refusedAs: ['BAD_USER_INPUT', 'CONFLICT'] }],
  createAnnouncement: () => [own('staff', `mutation { createAnnouncement(input: { title: "Tondo notice", content: "A's own." }) { id } }`)],
  createBarangayOfficial: () => [own('staff', `mutation { createBarangayOfficial(input: { position: "Kagawad", name: "Tondo Kagawad",
    contactNumber: "09171112222", address: "Purok 1" }) { id } }`)],
  createDocumentType: () => [own('staff', `mutation { createDocumentType(input: { name: "Tondo clearance", description: "A's own.",
    fields: [{ name: "Purpose", fieldType: TEXT, required: true }] }) { id } }`)],
  createEvent: () => [own('staff', `mutation { createEvent(input: { eventName: "Tondo liga", targetAudience: "Teens", eventDate: "2026-12-06",
    expectedNumberOfAttendees: 40, actualAttendees: 0, status: "Upcoming" }) { id } }`)],
  createProject: () => [own('staff', 'mutation { createProject(input: { title: "Tondo court", status: ONGOING, dateStarted: "2026-01-10" }) { id } }')],
  createRole: () => [own('staff', 'mutation { createRole(input: { name: "Tondo clerk", permissions: [VIEW_RESIDENTS] }) { id } }')],
  createStaffMember: (b) => [{ as: 'staff', query: `mutation { createStaffMember(input: { email: "clerk@tondo.example.ph", firstName: "Tondo",
    lastName: "Clerk", roleId: ${b.role} }) { member { id } } }`, refusedAs: ['NOT_FOUND', 'BAD_USER_INPUT'] }],
  decideIdVerification: (b) => [notFound('staff', `mutation { decideIdVerification(userId: ${b.pendingResident}, decision: APPROVED) { id } }`)],
  deleteAnnouncement: (b) => [notFound('staff', `mutation { deleteAnnouncement(id: ${b.announcement}) }`)],
  deleteBarangayOfficial: (b) => [notFound('staff', `mutation { deleteBarangayOfficial(id: ${b.official}) }`)],
  deleteDocumentType: (b) => [notFound('staff', `mutation { deleteDocumentType(id: ${b.documentType}) { archived } }`)],
  deleteEvent: (b) => [notFound('staff', `mutation { deleteEvent(id: ${b.event}) }`)],
  deleteProject: (b) => [notFound('staff', `mutation { deleteProject(id: ${b.project}) }`)],
  deleteRole: (b) => [notFound('staff', `mutation { deleteRole(id: ${b.role}) }`)],
  disableTwoFactor: () => [{ as: 'staff', query: 'mutation { disableTwoFactor(input: { code: "000000", currentPassword: "wrong" }) }', refusedAs: ['BAD_USER_INPUT', 'CONFLICT'] }],
  linkOfficialStaffMember: (b) => [notFound('staff', `mutation { linkOfficialStaffMember(id: ${b.official}, staffMemberId: null) { id } }`)],
  login: (b) => [{ as: 'resident', query: `mutation { login(input: { email: "${b.residentEmail}", password: "kalayaan-1898" }) { access } }`, refusedAs: 'UNAUTHENTICATED' }],
  loginWithTwoFactor: () => [{ as: 'resident', query: 'mutation { loginWithTwoFactor(input: { code: "000000", mfaToken: "forged" }) { access } }', refusedAs: ['UNAUTHENTICATED', 'BAD_USER_INPUT'] }],
  logout: (b) => [own('resident', `mutation { logout(refresh: "${b.residentRefresh}") }`)],
  markAllNotificationsRead: () => [own('resident', 'mutation { markAllNotificationsRead { marked } }')],
  markNotificationsRead: (b) => [own('resident', `mutation { markNotificationsRead(ids: [${b.notification}]) { marked } }`)],
  refreshToken: (b) => [{ as: 'resident', query: `mutation { refreshToken(refresh: "${b.residentRefresh}") { access } }`, refusedAs: 'UNAUTHENTICATED' }],
  regenerateRecoveryCodes: () => [{ as: 'staff', query: 'mutation { regenerateRecoveryCodes(input: { code: "000000" }) }', refusedAs: ['BAD_USER_INPUT', 'CONFLICT'] }],
  register: (b) => [{ as: 'resident', query: 'mutation ($input: RegisterInput!) { register(input: $input) { id } }',
    variables: { input: registerInput({ email: b.residentEmail }) }, refusedAs: 'BAD_USER_INPUT' }],
  resetStaffMemberPassword: (b) => [notFound('staff', `mutation { resetStaffMemberPassword(id: ${b.staffMember}) { passwordLinkSent } }`)],
  revokeCertificate: (b) => [
    notFound('staff', `mutation { revokeCertificate(input: { requestId: ${b.request}, reason: "Tondo says so" }) { revokedAt } }`),
    notFound('staff', `mutation { revokeCertificate(input: { code: "${b.certificateCode}", reason: "Tondo says so" }) { revokedAt } }`),
  ],
  saveContactDetails: () => [own('staff', `mutation { saveContactDetails(input: { contactNumber: "0281112222", facebookPagee: "https://facebook.com/tondo",
    email: "hall@tondo.example.ph", address: "Tondo Hall" }) { id } }`)],
  setStaffPassword: () => [{ as: 'resident', query: 'mutation { setStaffPassword(input: { token: "forged", password: "x" }) }', refusedAs: 'BAD_USER_INPUT' }],
  startTwoFactorEnrolment: () => [own('staff', 'mutation { startTwoFactorEnrolment { secret } }')],
  // The answer to a document type that does not exist: a field error on the type.
  submitDocumentRequest: (b) => [{ as: 'resident', query: `mutation { submitDocumentRequest(input: { documentTypeId: ${b.documentType},
    fieldData: { Purpose: "x" } }) { id } }`, refusedAs: 'BAD_USER_INPUT' }],
  updateAnnouncement: (b) => [notFound('staff', `mutation { updateAnnouncement(id: ${b.announcement}, input: { title: "Tondo" }) { id } }`)],
  updateBarangayOfficial: (b) => [notFound('staff', `mutation { updateBarangayOfficial(id: ${b.official}, input: { name: "Tondo" }) { id } }`)],
  updateDocumentType: (b) => [notFound('staff', `mutation { updateDocumentType(id: ${b.documentType}, input: { name: "Tondo", description: "",
    fields: [{ name: "Purpose", fieldType: TEXT, required: true }] }) { id } }`)],
  updateEvent: (b) => [notFound('staff', `mutation { updateEvent(id: ${b.event}, input: { eventName: "Tondo" }) { id } }`)],
  updateProfile: () => [own('resident', `mutation { updateProfile(input: { address: "Purok 2", civilStatus: SINGLE, contactNumber: "09171234567",
    isEmployed: true, isVoter: true }) { id } }`)],
  updateProject: (b) => [notFound('staff', `mutation { updateProject(id: ${b.project}, input: { title: "Tondo" }) { id } }`)],
  updateRole: (b) => [notFound('staff', `mutation { updateRole(input: { id: ${b.role}, name: "Tondo" }) { id } }`)],
  createBarangay: () => cityOnly(`mutation { createBarangay(input: { name: "Barangay ${MARK}", referencePrefix: "TKO", hostNames: ["takeover.example.ph"],
    punongBarangay: { email: "pb@takeover.example.ph", firstName: "Tomas", lastName: "Cruz" } }) { barangay { barangayId } } }`),
  createCityAccount: () => cityOnly(`mutation { createCityAccount(input: { email: "abc@takeover.example.ph", firstName: "Ana", lastName: "Cruz",
    cityRole: CITY_ADMINISTRATOR }) { account { id } } }`),
  setBarangayHostNames: () => cityOnly('mutation { setBarangayHostNames(input: { barangayId: 1, hostNames: ["takeover.example.ph"] }) { barangayId } }'),
  // Moves between barangays: A sees only the moves that leave or join A; B's resident moving elsewhere is not one.
  transferDestinations: () => [own('resident', '{ transferDestinations { id name } }')],
  myTransfer: () => [own('resident', '{ myTransfer { id newAddress } }')],
  earlierDocumentRequests: () => [own('resident', '{ earlierDocumentRequests { id referenceNumber barangayName } }')],
  incomingTransfers: () => [own('staff', '{ incomingTransfers { id newAddress resident { email firstName } } }')],
  requestTransfer: () => [{ as: 'resident', query: 'mutation { requestTransfer(input: { toBarangayId: 999999, newAddress: "Tondo" }) { id } }', refusedAs: 'BAD_USER_INPUT' }],
  cancelTransfer: (b) => [notFound('resident', `mutation { cancelTransfer(id: ${b.transfer}) { id } }`)],
  decideTransfer: (b) => [notFound('staff', `mutation { decideTransfer(input: { id: ${b.transfer}, accept: true }) { id } }`),
    notFound('staff', `mutation { decideTransfer(input: { id: ${b.transfer}, accept: false, reason: "Tondo says no" }) { id } }`)],
  updateBarangaySettings: () => [own('staff', 'mutation { updateBarangaySettings(input: { name: "Barangay Tondo", referencePrefix: "TND" }) { id } }')],
  updateStaffMember: (b) => [notFound('staff', `mutation { updateStaffMember(input: { id: ${b.staffMember}, active: false }) { id } }`)],
  // The Registry of Barangay Inhabitants: A's staff read only A's registry and reach none of B's records by id.
  puroks: () => [own('staff', '{ puroks { id name } }')],
  createPurok: () => [own('staff', 'mutation { createPurok(input: { name: "Purok Tondo" }) { id name } }')],
  renamePurok: (b) => [notFound('staff', `mutation { renamePurok(input: { id: ${b.purok}, name: "Purok Tondo 2" }) { id } }`)],
  households: (b) => [
    own('staff', `{ households(${page}) { total items { id householdNumber address purok { name } } } }`),
    own('staff', `{ households(${page}, search: "${MARK}") { total items { id } } }`),
    own('staff', `{ households(${page}, purokId: ${b.purok}) { total items { id } } }`),
  ],
  household: (b) => [notFound('staff', `{ household(id: ${b.household}) { id members { id } } }`)],
  createHousehold: (b) => [notFound('staff', `mutation { createHousehold(input: { householdNumber: "T-1", address: "Tondo", purokId: ${b.purok} }) { id } }`)],
  updateHousehold: (b) => [notFound('staff', `mutation { updateHousehold(input: { id: ${b.household}, address: "Tondo" }) { id } }`)],
  inhabitants: (b) => [
    own('staff', `{ inhabitants(${page}) { total items { id fullName address household { householdNumber } } } }`),
    own('staff', `{ inhabitants(${page}, search: "${MARK.toLowerCase()}") { total items { id } } }`),
    own('staff', `{ inhabitants(${page}, householdId: ${b.household}) { total items { id } } }`),
    own('staff', `{ inhabitants(${page}, purokId: ${b.purok}, sector: SENIOR_CITIZEN, status: LIVING) { total items { id } } }`),
    own('staff', `{ inhabitants(${page}, sector: PWD) { total items { id } } }`),
  ],
  inhabitant: (b) => [notFound('staff', `{ inhabitant(id: ${b.inhabitant}) { id fullName } }`)],
  createInhabitant: (b) => [notFound('staff', `mutation { createInhabitant(input: { lastName: "Tondo", firstName: "Ana", sex: FEMALE,
    birthdate: "1990-01-01", birthPlace: "Tondo", civilStatus: SINGLE, householdId: ${b.household}, relationshipToHead: CHILD }) { id } }`)],
  updateInhabitant: (b) => [notFound('staff', `mutation { updateInhabitant(input: { id: ${b.inhabitant}, occupation: "Tondo" }) { id } }`)],
  moveInhabitant: (b) => [notFound('staff', `mutation { moveInhabitant(input: { id: ${b.inhabitant}, householdId: null }) { id } }`)],
  setInhabitantStatus: (b) => [notFound('staff', `mutation { setInhabitantStatus(input: { id: ${b.inhabitant}, status: DECEASED, date: "2020-01-01" }) { id } }`)],
  residentRegistryLink: (b) => [notFound('staff', `{ residentRegistryLink(userId: ${b.pendingResident}) { residentId matches { id } } }`)],
  linkResidentToInhabitant: (b) => [notFound('staff', `mutation { linkResidentToInhabitant(userId: ${b.pendingResident}, inhabitantId: ${b.inhabitant}) { residentId } }`)],
  unlinkResident: (b) => [notFound('staff', `mutation { unlinkResident(userId: ${b.pendingResident}) { residentId } }`)],
  confirmResidentLink: (b) => [notFound('staff', `mutation { confirmResidentLink(userId: ${b.pendingResident}) { residentId } }`)],
  counterInhabitants: () => [own('staff', `{ counterInhabitants(search: "${MARK.toLowerCase()}") { id fullName address householdNumber } }`)],
  submitDocumentRequestAtCounter: (b) => [notFound('staff', `mutation { submitDocumentRequestAtCounter(input: { inhabitantId: ${b.inhabitant},
    documentTypeId: ${b.documentType}, fieldData: { Purpose: "Tondo" } }) { id } }`)],
  // Spreadsheet imports: B's upload is not found at A, to read, check or start.
  inhabitantImport: (b) => [notFound('staff', `{ inhabitantImport(id: ${b.inhabitantImport}) { id fileName columns { header samples } } }`)],
  // The access ledger: A's ledger and A's resident's views hold nothing of B's, searched for B's names or not.
  myDataAccesses: () => [own('resident', `{ myDataAccesses(${page}) { total items { viewerName viewerOffice kind purpose } } }`)],
  dataAccessLedger: () => [own('staff', `{ dataAccessLedger(${page}) { total items { viewerName viewerEmail subjectName residentId inhabitantId } } }`),
    own('staff', `{ dataAccessLedger(${page}, subject: "${MARK}") { total items { subjectName } } }`)],
  checkInhabitantImport: (b) => [notFound('staff', `mutation { checkInhabitantImport(input: { id: ${b.inhabitantImport}, mapping: [${IMPORT_MAPPING}] }) { rows } }`)],
  startInhabitantImport: (b) => [notFound('staff', `mutation { startInhabitantImport(input: { id: ${b.inhabitantImport}, mapping: [${IMPORT_MAPPING}] }) { id } }`)],
  // The privacy notice: A reads, publishes and agrees to its own versions only; B's version 3 is none of A's.
  privacyNotice: () => [own('resident', '{ privacyNotice { version text barangayName dataProtectionOfficer { name email } } }'),
    own('resident', '{ privacyNotice(version: 1) { text } }'), notFound('resident', '{ privacyNotice(version: 3) { text } }')],
  privacyNoticeVersions: () => [own('staff', '{ privacyNoticeVersions { version publishedBy } }')],
  myPrivacyConsent: () => [own('resident', '{ myPrivacyConsent { currentVersion version needsConsent } }')],
  acceptPrivacyNotice: () => [notFound('resident', 'mutation { acceptPrivacyNotice(version: 3) { version } }')],
  publishPrivacyNotice: () => [own('staff', 'mutation { publishPrivacyNotice(input: { text: "Tondo notice.", basedOnVersion: 1 }) { version text } }')],
  saveDataProtectionOfficer: () => [own('staff', 'mutation { saveDataProtectionOfficer(input: { name: "Tondo DPO", email: "dpo@tondo.example.ph" }) { name } }')],
  // Correction requests: A's staff list and decide A's alone; A's resident sees and withdraws their own alone.
  myCorrectionRequests: () => [own('resident', '{ myCorrectionRequests { id field requestedValue reason } }')],
  correctionRequests: () => [own('staff', `{ correctionRequests(${page}) { total items { id residentName requestedValue reason } } }`),
    own('staff', `{ correctionRequests(${page}, status: PENDING) { total items { id residentName } } }`)],
  requestCorrection: () => [own('resident', 'mutation { requestCorrection(input: { field: "RELIGION", requestedValue: "Tondo faith", reason: "Tondo." }) { id } }')],
  withdrawCorrectionRequest: (b) => [notFound('resident', `mutation { withdrawCorrectionRequest(id: ${b.correction}) { id } }`)],
  approveCorrectionRequest: (b) => [notFound('staff', `mutation { approveCorrectionRequest(id: ${b.correction}) { id } }`)],
  rejectCorrectionRequest: (b) => [notFound('staff', `mutation { rejectCorrectionRequest(input: { id: ${b.correction}, reason: "Tondo says no" }) { id } }`)],
  // Erasure requests: A's staff list, process and refuse A's alone; A's resident asks and withdraws their own
  // (in this order: the request waits until the next row withdraws it).
  erasurePlan: () => [own('resident', '{ erasurePlan { erased { what count } kept { what count why } } }')],
  myErasureRequest: () => [own('resident', '{ myErasureRequest { id reason } }')],
  erasureRequests: () => [own('staff', `{ erasureRequests(${page}) { total items { id residentName reason plan { kept { count } } } } }`),
    own('staff', `{ erasureRequests(${page}, status: PENDING) { total items { id residentName } } }`)],
  requestErasure: () => [own('resident', 'mutation { requestErasure(input: { currentPassword: "kalayaan-1898", reason: "Tondo." }) { id } }')],
  withdrawErasureRequest: () => [own('resident', 'mutation { withdrawErasureRequest { id status } }')],
  processErasureRequest: (b) => [notFound('staff', `mutation { processErasureRequest(id: ${b.erasure}) { id } }`)],
  refuseErasureRequest: (b) => [notFound('staff', `mutation { refuseErasureRequest(input: { id: ${b.erasure}, reason: "Tondo says no" }) { id } }`)],
};

/** GraphQL operations outside the matrix, and why. */
const GRAPHQL_OUTSIDE: Record<string, string> = {
  servedBarangay: "names the barangay of the request's own address; barangays.test.ts",
  verifyDocument: 'certificates verify on every address of the install by design (issue 15, point 5)',
  uploadValidId: "takes only a file for the caller's own account; its REST twin PATCH /api/auth/user/upload-id/ is in the matrix",
  notificationAdded: "pushes the subscriber's own new notifications; which accounts a notification goes to is in barangay-documents.test.ts",
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const rest = (as: Actor, path: string, refusedAs?: number | number[], method = 'GET', body?: unknown): RestCall => ({ as, path, refusedAs, method, body });

/** Every REST route, with B's records where it takes one. */
const REST: Record<string, (b: RecordsOfB) => RestCall[]> = {
  'GET /api/projects/': () => [rest('resident', '/api/projects/')],
  'GET /api/projects/:id/': (b) => [rest('resident', `/api/projects/${b.project}/`, 404)],
  'POST /api/projects/': () => [rest('staff', '/api/projects/', undefined, 'POST', { title: 'Tondo court', status: 'ongoing', date_started: '2026-01-10' })],
  'PUT /api/projects/:id/': (b) => [rest('staff', `/api/projects/${b.project}/`, 404, 'PUT', { title: 'Tondo' })],
  'DELETE /api/projects/:id/': (b) => [rest('staff', `/api/projects/${b.project}/`, 404, 'DELETE')],
  'GET /api/events/': () => [rest('resident', '/api/events/')],
  'GET /api/events/:id/': (b) => [rest('resident', `/api/events/${b.event}/`, 404)],
  'POST /api/events/': () => [rest('staff', '/api/events/', undefined, 'POST', { event_name: 'Tondo liga', target_audience: 'Teens',
    event_date: '2026-12-06', expected_number_of_attendees: 40, actual_attendees: 0, status: 'Upcoming' })],
  'PUT /api/events/:id/': (b) => [rest('staff', `/api/events/${b.event}/`, 404, 'PUT', { event_name: 'Tondo' })],
  'DELETE /api/events/:id/': (b) => [rest('staff', `/api/events/${b.event}/`, 404, 'DELETE')],
  'GET /api/barangay-officials/': () => [rest('resident', '/api/barangay-officials/')],
  'GET /api/barangay-officials/:id/': (b) => [rest('resident', `/api/barangay-officials/${b.official}/`, 404)],
  'POST /api/barangay-officials/': () => [rest('staff', '/api/barangay-officials/', undefined, 'POST', { position: 'Kagawad', name: 'Tondo Kagawad',
    contact_number: '09171112222', address: 'Purok 1' })],
  'PUT /api/barangay-officials/:id/': (b) => [rest('staff', `/api/barangay-officials/${b.official}/`, 404, 'PUT', { name: 'Tondo' })],
  'DELETE /api/barangay-officials/:id/': (b) => [rest('staff', `/api/barangay-officials/${b.official}/`, 404, 'DELETE')],
  'GET /api/announcements/': () => [rest('resident', '/api/announcements/')],
  'GET /api/announcements/:id/': (b) => [rest('resident', `/api/announcements/${b.announcement}/`, 404)],
  'POST /api/announcements/': () => [rest('staff', '/api/announcements/', undefined, 'POST', { title: 'Tondo notice', content: "A's own." })],
  'PUT /api/announcements/:id/': (b) => [rest('staff', `/api/announcements/${b.announcement}/`, 404, 'PUT', { title: 'Tondo' })],
  'DELETE /api/announcements/:id/': (b) => [rest('staff', `/api/announcements/${b.announcement}/`, 404, 'DELETE')],
  'GET /api/city/rollup.csv': () => [rest('staff', '/api/city/rollup.csv', 403), rest('resident', '/api/city/rollup.csv', 403)],
  'GET /api/contact-us-details/': () => [rest('resident', '/api/contact-us-details/')],
  // A's own record exists by now (saveContactDetails above), so a second one is refused; B's is not seen.
  'POST /api/contact-us-details/': () => [rest('staff', '/api/contact-us-details/', 409, 'POST', { contact_number: '0281112222',
    facebook_pagee: 'https://facebook.com/tondo', email: 'hall@tondo.example.ph', address: 'Tondo Hall' })],
  'PATCH /api/contact-us-details/': () => [rest('staff', '/api/contact-us-details/', undefined, 'PATCH', { address: 'Tondo Hall 2' })],
  'GET /api/document-types/': () => [rest('staff', '/api/document-types/'), rest('resident', '/api/document-types/')],
  'GET /api/document-types/:id/': (b) => [rest('staff', `/api/document-types/${b.documentType}/`, 404), rest('resident', `/api/document-types/${b.documentType}/`, 404)],
  'POST /api/document-types/': () => [rest('staff', '/api/document-types/', undefined, 'POST', { name: 'Tondo permit', fields: [{ name: 'Purpose' }] })],
  'PUT /api/document-types/:id/': (b) => [rest('staff', `/api/document-types/${b.documentType}/`, 404, 'PUT', { name: 'Tondo', fields: [{ name: 'Purpose' }] })],
  'DELETE /api/document-types/:id/': (b) => [rest('staff', `/api/document-types/${b.documentType}/`, 404, 'DELETE')],
  'GET /api/document-requests/': () => [rest('staff', '/api/document-requests/'), rest('resident', '/api/document-requests/')],
  'GET /api/document-requests/:id/': (b) => [rest('staff', `/api/document-requests/${b.request}/`, 404), rest('resident', `/api/document-requests/${b.request}/`, 404)],
  'POST /api/document-requests/': (b) => [rest('resident', '/api/document-requests/', 400, 'POST', { document_type: b.documentType, field_data: { Purpose: 'x' } })],
  'PATCH /api/document-requests/:id/': (b) => [rest('staff', `/api/document-requests/${b.request}/`, 404, 'PATCH', { status: 'released' }),
    rest('resident', `/api/document-requests/${b.request}/`, 404, 'PATCH', { status: 'canceled' })],
  'GET /api/document-requests/:id/certificate/': (b) => [rest('staff', `/api/document-requests/${b.request}/certificate/`, 404),
    rest('resident', `/api/document-requests/${b.request}/certificate/`, 404)],
  'GET /api/document-requests/:id/claim-stub/': (b) => [rest('staff', `/api/document-requests/${b.request}/claim-stub/`, 404)],
  'POST /api/document-requests/:id/certificate/revoke/': (b) => [rest('staff', `/api/document-requests/${b.request}/certificate/revoke/`, 404, 'POST', { reason: 'Tondo says so' })],
  // The registry's reports: B's household is not found at A; A's summary counts A's own, nothing of B.
  ...Object.fromEntries((['pdf', 'csv'] as const).flatMap((format) => [
    [`GET /api/registry/households/:id/record.${format}`, (b: RecordsOfB) => [rest('staff', `/api/registry/households/${b.household}/record.${format}`, 404)]],
    [`GET /api/registry/population-summary.${format}`, () => [rest('staff', `/api/registry/population-summary.${format}?year=2025&quarter=1`)]],
  ])),
  // Spreadsheets: A's staff import into A's registry; A's exports hold nothing of B, B's purok named or not.
  'POST /api/registry/imports/': () => [rest('staff', '/api/registry/imports/', undefined, 'POST',
    multipart({}, { file: registryFile('Tondo,Ana,F,1990-01-01,Tondo,Single') }))],
  ...Object.fromEntries((['csv', 'xlsx'] as const).flatMap((format) => [
    [`GET /api/registry/inhabitants.${format}`, (b: RecordsOfB) => [rest('staff', `/api/registry/inhabitants.${format}`),
      rest('staff', `/api/registry/inhabitants.${format}?purokId=${b.purok}&search=${MARK}`)]],
    [`GET /api/registry/households.${format}`, (b: RecordsOfB) => [rest('staff', `/api/registry/households.${format}?purokId=${b.purok}`),
      rest('staff', `/api/registry/households.${format}?search=${MARK}`)]],
    [`GET /api/document-requests/export.${format}`, () => [rest('staff', `/api/document-requests/export.${format}?search=${MARK}`),
      rest('resident', `/api/document-requests/export.${format}`, 403)]],
  ])),
  'POST /api/auth/user/': (b) => [rest('resident', '/api/auth/user/', 400, 'POST', { email: b.residentEmail, password: 'kalayaan-1898' })],
  'GET /api/auth/user/': () => [rest('staff', '/api/auth/user/')],
  'GET /api/auth/user/me/': () => [rest('staff', '/api/auth/user/me/'), rest('resident', '/api/auth/user/me/')],
  'GET /api/auth/user/:id/': (b) => [rest('staff', `/api/auth/user/${b.resident}/`, 404), rest('staff', `/api/auth/user/${b.pendingResident}/`, 404)],
  'PATCH /api/auth/user/me/': () => [rest('resident', '/api/auth/user/me/', undefined, 'PATCH', { address: 'Purok 2', civil_status: 'single',
    contact_number: '09171234567', is_employed: true, is_voter: true })],
  'PATCH /api/auth/user/verify-id/': (b) => [rest('staff', '/api/auth/user/verify-id/', 404, 'PATCH', { email: b.pendingEmail, id_verification_status: 'approved' })],
  'GET /api/auth/user/:id/valid-id/': (b) => [rest('staff', `/api/auth/user/${b.pendingResident}/valid-id/`, [403, 404]),
    rest('staff', `/api/auth/user/${b.pendingResident}/valid-id/?purpose=verify_identity`, [403, 404])],
  'GET /api/auth/user/me/data-access/': () => [rest('resident', '/api/auth/user/me/data-access/')],
  'GET /api/auth/user/me/data/': () => [rest('resident', '/api/auth/user/me/data/'), rest('staff', '/api/auth/user/me/data/', 403)],
  'GET /api/privacy/data-access.csv': () => [rest('staff', '/api/privacy/data-access.csv?from=2000-01-01&to=2099-12-31'),
    rest('staff', `/api/privacy/data-access.csv?from=2000-01-01&to=2099-12-31&subject=${MARK}`)],
  'PATCH /api/auth/user/upload-id/': () => [rest('newcomer', '/api/auth/user/upload-id/', undefined, 'PATCH',
    multipart({}, { valid_id: { bytes: samplePng(), name: 'id.png', type: 'image/png' } }))],
  'POST /api/auth/token/': (b) => [rest('resident', '/api/auth/token/', 401, 'POST', { email: b.residentEmail, password: 'kalayaan-1898' })],
  'POST /api/auth/token/refresh/': (b) => [rest('resident', '/api/auth/token/refresh/', 401, 'POST', { refresh: b.residentRefresh })],
  'POST /api/auth/logout/': (b) => [rest('resident', '/api/auth/logout/', undefined, 'POST', { refresh: b.residentRefresh })],
  'POST /api/auth/token/mfa/': () => [rest('resident', '/api/auth/token/mfa/', [400, 401], 'POST', { mfa_token: 'forged', code: '000000' })],
  'GET /api/auth/mfa/': () => [rest('staff', '/api/auth/mfa/')],
  'POST /api/auth/mfa/enrol/': () => [rest('staff', '/api/auth/mfa/enrol/', undefined, 'POST', {})],
  'POST /api/auth/mfa/enrol/confirm/': () => [rest('staff', '/api/auth/mfa/enrol/confirm/', [400, 409], 'POST', { code: '000000' })],
  'POST /api/auth/mfa/disable/': () => [rest('staff', '/api/auth/mfa/disable/', [400, 409], 'POST', { code: '000000', current_password: 'wrong' })],
  'POST /api/auth/mfa/recovery-codes/': () => [rest('staff', '/api/auth/mfa/recovery-codes/', [400, 409], 'POST', { code: '000000' })],
  'GET /api/privacy-notice/': () => [rest('resident', '/api/privacy-notice/')],
  'GET /api/auth/user/me/corrections/': () => [rest('resident', '/api/auth/user/me/corrections/')],
  'POST /api/auth/user/me/corrections/': () => [rest('resident', '/api/auth/user/me/corrections/', undefined, 'POST',
    { field: 'nickname', requested_value: 'Tondo Nick', reason: 'Tondo.' })],
  'POST /api/auth/user/me/corrections/:id/withdraw/': (b) => [rest('resident', `/api/auth/user/me/corrections/${b.correction}/withdraw/`, 404, 'POST')],
  'GET /api/auth/user/me/erasure/': () => [rest('resident', '/api/auth/user/me/erasure/')],
  // A wrong password, and nothing waiting of A's resident's own (B's waits, unseen): refused without a trace either way.
  'POST /api/auth/user/me/erasure/': () => [rest('resident', '/api/auth/user/me/erasure/', 400, 'POST', { current_password: 'wrong' })],
  'POST /api/auth/user/me/erasure/withdraw/': () => [rest('resident', '/api/auth/user/me/erasure/withdraw/', [404, 409], 'POST')],
  'GET /api/privacy-notice/:version/': () => [rest('resident', '/api/privacy-notice/1/'), rest('resident', '/api/privacy-notice/3/', 404)],
};

const REST_OUTSIDE: Record<string, string> = {
  'GET /api/verify/:code/': GRAPHQL_OUTSIDE.verifyDocument,
};

/**
 * Every row of barangay B, as text: the rows of each table with a barangay_id of B's, and the rows that hang from
 * B's accounts and requests. Equal before and after, nothing of B changed.
 */
async function rowsOfB(): Promise<Record<string, string>> {
  const db = server.database.db;
  const owned: Array<{ table: string }> = await db.query(`SELECT table_name AS table FROM information_schema.columns
    WHERE table_schema = 'public' AND column_name = 'barangay_id' ORDER BY table_name`);
  const bId = 1; // B is the default barangay
  const selections: Record<string, string> = Object.fromEntries(owned.map(({ table }) => [table, `SELECT * FROM "${table}" WHERE barangay_id = ${bId}`]));
  const ofAccounts = `(SELECT id FROM "user" WHERE barangay_id = ${bId})`;
  const ofRequests = `(SELECT id FROM document_request WHERE barangay_id = ${bId})`;
  Object.assign(selections, {
    refresh_token: `SELECT * FROM refresh_token WHERE user_id IN ${ofAccounts}`,
    notification: `SELECT * FROM notification WHERE recipient_id IN ${ofAccounts}`,
    resident_transfer: `SELECT * FROM resident_transfer WHERE ${bId} IN (from_barangay_id, to_barangay_id)`,
    id_verification_decision: `SELECT * FROM id_verification_decision WHERE user_id IN ${ofAccounts}`,
    document_request_status_change: `SELECT * FROM document_request_status_change WHERE request_id IN ${ofRequests}`,
    document_certificate: `SELECT * FROM document_certificate WHERE request_id IN ${ofRequests}`,
  });
  const rows: Record<string, string> = {};
  for (const [table, selection] of Object.entries(selections)) {
    const [{ text }] = await db.query(`SELECT coalesce(string_agg(row_to_json(t)::text, '|' ORDER BY row_to_json(t)::text), '') AS text FROM (${selection}) t`);
    rows[table] = text;
  }
  return rows;
}

/** "METHOD /api/path" of every route of the REST router, read from Express's own route table. */
function restRoutes(): string[] {
  interface Layer { rawPath?: string; route?: { path: string; methods: Record<string, boolean> }; handle: { stack?: Layer[] } }
  const walk = (stack: Layer[], prefix: string): string[] => stack.flatMap((layer) => {
    if (layer.route) return Object.keys(layer.route.methods).map((method) => `${method.toUpperCase()} ${prefix}${layer.route!.path}`);
    return layer.handle.stack ? walk(layer.handle.stack, prefix + (layer.rawPath && layer.rawPath !== '/' ? layer.rawPath : '')) : [];
  });
  const app = server.portal.app as unknown as { router: { stack: Layer[] } };
  return [...new Set(walk(app.router.stack, ''))].filter((route) => route.includes(' /api/'));
}

function operationsOf(type: GraphQLObjectType | null | undefined): string[] {
  return Object.keys(type?.getFields() ?? {});
}

const schema = buildSchema(readFileSync(path.join(repoRoot, 'schema.graphql'), 'utf8'));

/** What must not be in any answer to A: B's marker and B's residents' e-mail addresses. */
function leaksOfB(text: string): string[] {
  return [MARK, b.residentEmail, b.pendingEmail, 'clerk@malabon.example.ph'].filter((secret) => text.includes(secret));
}

/** 'as expected' when `got` is one of the refusals allowed, else what came instead (so a failure shows it). */
function asExpected<T>(got: T, allowed: T | T[]): T | 'as expected' {
  return [allowed].flat().includes(got) ? 'as expected' : got;
}

let before: Record<string, string>;
beforeAll(async () => {
  before = await rowsOfB();
});

describe('GraphQL, at barangay A, with barangay B\'s records', () => {
  it.each(Object.keys(GRAPHQL))('%s', async (operation) => {
    for (const call of GRAPHQL[operation](b)) {
      const answer = await graphqlAt(server, A, call.query, call.variables, actors[call.as].access);
      const text = JSON.stringify(answer);
      expect({ call: call.query, leaks: leaksOfB(text) }).toEqual({ call: call.query, leaks: [] });
      const codes = (answer.errors ?? []).map((error) => error.extensions?.code);
      expect(codes).not.toContain('INTERNAL_SERVER_ERROR');
      if (call.refusedAs) expect({ call: call.query, refusal: asExpected(codes[0], call.refusedAs) }).toEqual({ call: call.query, refusal: 'as expected' });
      else expect({ call: call.query, errors: answer.errors }).toEqual({ call: call.query, errors: undefined });
    }
  });
});

describe('REST, at barangay A, with barangay B\'s records', () => {
  it.each(Object.keys(REST))('%s', async (route) => {
    for (const call of REST[route](b)) {
      const answer: HostAnswer = await requestAt(server, A, call.path, { method: call.method, body: call.body, headers: bearer(actors[call.as].access) });
      const what = `${call.method} ${call.path}`;
      expect({ what, leaks: leaksOfB(answer.body) }).toEqual({ what, leaks: [] });
      if (call.refusedAs) expect({ what, refusal: asExpected(answer.status, call.refusedAs) }).toEqual({ what, refusal: 'as expected' });
      else expect({ what, answer: answer.status < 300 ? 'success' : `${answer.status} ${answer.body}` }).toEqual({ what, answer: 'success' });
    }
  });
});

it("leaves every row of barangay B as it was", async () => {
  expect(await rowsOfB()).toEqual(before);
});

it('covers every GraphQL operation and every REST route', () => {
  const operations = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap(operationsOf);
  expect(operations.filter((name) => !(name in GRAPHQL) && !(name in GRAPHQL_OUTSIDE))).toEqual([]);
  expect(Object.keys(GRAPHQL).filter((name) => !operations.includes(name))).toEqual([]);
  const routes = restRoutes();
  expect(routes.length).toBeGreaterThan(40);
  expect(routes.filter((route) => !(route in REST) && !(route in REST_OUTSIDE))).toEqual([]);
  expect(Object.keys(REST).filter((route) => !routes.includes(route))).toEqual([]);
});
