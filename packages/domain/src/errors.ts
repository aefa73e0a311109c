/**
 * The vocabulary of error answers (docs/architecture.md#flow-errors): a GraphQL error carries one `ErrorCode` in
 * `extensions.code` and, when the server refused something it knows, one `ErrorReason` in `extensions.reason`.
 * The server registers both as GraphQL enums with the descriptions below; the client compares its answers with
 * these values, never with string literals. On the wire they stay the plain names (`"NOT_FOUND"`).
 */

/** `{ KEY: 'description' }` -> `{ KEY: 'KEY' }`: a vocabulary whose values are its names, as the wire carries them. */
function namesOf<const T extends Readonly<Record<string, string>>>(described: T): { readonly [K in keyof T & string]: K } {
  return Object.freeze(Object.fromEntries(Object.keys(described).map((name) => [name, name]))) as { readonly [K in keyof T & string]: K };
}

/** Each code with what it means and its REST status. */
export const ERROR_CODE_DESCRIPTIONS = {
  BAD_USER_INPUT: 'The input was refused: see reason, and fields for the message of each field. REST: 400.',
  UNAUTHENTICATED: 'No (valid) sign-in, or a sign-in step or link that is not valid. REST: 401.',
  FORBIDDEN: 'Signed in, but not allowed to do this. REST: 403.',
  NOT_FOUND: 'The record does not exist (or no longer does). REST: 404.',
  CONFLICT: 'Not possible in the state the record is in now. REST: 409.',
  TOO_MANY_REQUESTS: 'Asked too often: try again after retryAfterSeconds. REST: 429 with Retry-After.',
  SERVICE_UNAVAILABLE: 'The database cannot be reached: try again after retryAfterSeconds. REST: 503 with Retry-After.',
  INTERNAL_SERVER_ERROR: 'An unexpected fault, logged on the server and answered without details. REST: 500.',
  GRAPHQL_PARSE_FAILED: 'The GraphQL document is not valid GraphQL (or is over the size limits).',
  GRAPHQL_VALIDATION_FAILED: 'The GraphQL document does not fit the schema (or is over the depth and cost limits).',
  BAD_REQUEST: 'The HTTP request itself could not be read (no query, a wrong content type, a body that is not JSON).',
  PERSISTED_QUERY_NOT_FOUND: 'A persisted query hash the server does not know.',
  PERSISTED_QUERY_NOT_SUPPORTED: 'Persisted queries are not supported.',
  OPERATION_RESOLUTION_FAILURE: 'The operation to run could not be chosen (no operationName among several operations).',
} as const;

export const ErrorCode = namesOf(ERROR_CODE_DESCRIPTIONS);
export type ErrorCode = keyof typeof ERROR_CODE_DESCRIPTIONS;

// The reasons, by the part of the portal that gives them. Each list is one area's; together they are ErrorReason.

const REQUEST_REASONS = {
  INVALID_INPUT: 'Some fields break their input rules: see fields.',
  NOT_FOUND: 'The id in the address is not a record id.',
  NUMBER_OUT_OF_RANGE: 'A number is beyond what the database can store.',
  UNSTORABLE_TEXT: 'Text with the NUL character or another byte the database cannot store.',
  MALFORMED_MULTIPART: 'The multipart (upload) body could not be read.',
  UPLOAD_REFUSED: 'The upload breaks the limits of the form (size, number of files, an unknown field).',
  FILE_TOO_LARGE: 'The file is larger than its field allows.',
  IMAGE_TOO_LARGE: 'The picture has more pixels than the server re-encodes.',
  UNSUPPORTED_FILE: 'The file is not of a type the field accepts.',
} as const;

const ACCESS_REASONS = {
  NOT_AUTHENTICATED: 'No access token, or one that is expired or not valid: sign in (or refresh the token).',
  WRONG_ROLE: 'The signed-in account does not have the role this needs.',
  MISSING_PERMISSION: 'The staff member\'s role does not include the permission this needs.',
  TOO_MANY_ATTEMPTS: 'Too many sign-in, registration or password attempts: wait retryAfterSeconds.',
  TOO_MANY_TAKEN_EMAILS: 'Registration told this network too often that an e-mail already has an account: wait retryAfterSeconds.',
  PASSWORD_REFUSED: 'The new password breaks the password rules (too short, too common, like the account).',
} as const;

const ACCOUNT_REASONS = {
  EMAIL_TAKEN: 'An account with this e-mail already exists.',
  INVALID_CREDENTIALS: 'The e-mail or the password is wrong (one answer for both).',
  INVALID_REFRESH_TOKEN: 'The refresh token is expired, not valid or its session has ended.',
  ACCOUNT_GONE: 'The account of the token no longer exists.',
  MFA_CHALLENGE_INVALID: 'The two-factor sign-in step came too late or with a challenge that is not valid: sign in again.',
  MFA_WRONG_CODE: 'The two-factor code is not correct.',
  MFA_CODE_REUSED: 'The two-factor code was already used: wait for the next one.',
  MFA_ALREADY_ENABLED: 'Two-factor sign-in is already on.',
  MFA_NOT_ENABLED: 'Two-factor sign-in is not on.',
  MFA_NO_PENDING_ENROLMENT: 'No two-factor set-up is waiting for a code.',
  MFA_REQUIRED: 'Administrators cannot turn two-factor sign-in off.',
  VALID_ID_REQUIRED: 'No valid ID file was sent.',
  ID_UPLOAD_NOT_ALLOWED: 'A valid ID cannot be uploaded in the current verification status.',
  ID_NOT_PENDING: 'Only a pending valid ID can be approved or rejected.',
  ID_FILE_MISSING: 'The pending valid ID has no file to approve.',
  PROFILE_CIVIL_STATUS: 'The profile does not offer this civil status.',
  WRONG_CURRENT_PASSWORD: 'The current password is not correct.',
  RESIDENT_NOT_FOUND: 'No resident has this id or e-mail.',
  NO_VALID_ID: 'The resident has not uploaded a valid ID.',
  NOT_YOUR_VALID_ID: 'The valid ID belongs to another resident.',
  INVALID_VALID_ID_LINK: 'The valid-ID link has expired or is not valid.',
  VALID_ID_UNREADABLE: 'The stored valid ID cannot be opened (changed on disk, or encrypted with a key the portal does not have).',
} as const;

const DOCUMENT_REASONS = {
  DOCUMENT_TYPE_NOT_FOUND: 'No document type has this id.',
  DOCUMENT_TYPE_NAME_TAKEN: 'Another document type has this name.',
  UNKNOWN_PLACEHOLDER: 'The certificate text uses a placeholder the type does not have.',
  DUPLICATE_FIELD_NAME: 'Two fields of the document type have the same name.',
  NOT_VERIFIED: 'Only a resident with an approved valid ID may request documents.',
  OPEN_REQUEST_LIMIT: 'The resident (or, at the counter, the inhabitant) already has as many open requests as allowed.',
  NOT_LIVING_HERE: 'A request is taken at the counter only for an inhabitant living in the barangay.',
  NOT_TAKEN_AT_COUNTER: 'Only a request taken at the counter has a claim stub: an online request is followed on the portal.',
  UNKNOWN_DOCUMENT_TYPE: 'The requested document type does not exist or can no longer be requested.',
  DOCUMENT_REQUEST_NOT_FOUND: 'No document request has this id.',
  NOT_YOUR_REQUEST: 'The document request belongs to another resident.',
  INVALID_STATUS: 'Not a document request status.',
  INVALID_FIELD_DATA: "The field values do not fit the document type's fields.",
  FINAL_STATUS: 'The request is released, rejected or canceled: its status no longer changes.',
  ILLEGAL_TRANSITION: 'The request cannot move from its status to the one asked for.',
  CERTIFICATE_NOT_READY: 'The certificate can be downloaded once the request is ready for pickup.',
  CERTIFICATE_REVOKED: 'The certificate was revoked.',
  CERTIFICATE_ALREADY_REVOKED: 'The certificate was already revoked.',
  CERTIFICATE_NOT_FOUND: 'No certificate was issued for this request or has this verification code.',
  CERTIFICATE_REFERENCE: 'Neither a request id nor a verification code was given.',
  INVALID_CERTIFICATE_LINK: 'The certificate link has expired or is not valid.',
  NOT_YOUR_CERTIFICATE: 'The certificate belongs to another resident.',
  TOO_MANY_VERIFICATIONS: 'Too many verification look-ups from this network: wait retryAfterSeconds.',
} as const;

const CONTENT_REASONS = {
  ANNOUNCEMENT_NOT_FOUND: 'No announcement has this id.',
  EVENT_NOT_FOUND: 'No event has this id.',
  PROJECT_NOT_FOUND: 'No project has this id.',
  DATE_ENDED_REQUIRED: 'A finished project needs its end date.',
  DATE_ENDED_BEFORE_STARTED: "The project's end date is before its start date.",
  OFFICIAL_NOT_FOUND: 'No barangay official has this id.',
  TERM_ENDS_BEFORE_START: "The official's term ends before it starts.",
  CONTACT_DETAILS_NOT_FOUND: 'No contact details have been saved yet.',
  CONTACT_DETAILS_EXIST: 'The contact details already exist (there is one record): change them instead.',
} as const;

const STAFF_REASONS = {
  STAFF_ROLE_NOT_FOUND: 'No staff role has this id.',
  STAFF_ROLE_NAME_TAKEN: 'Another staff role has this name.',
  STAFF_ROLE_BUILT_IN: "A built-in role (a barangay office) cannot be changed or deleted.",
  STAFF_ROLE_IN_USE: 'The role is given to staff members: give them another role first.',
  STAFF_MEMBER_NOT_FOUND: 'No staff member has this id.',
  LAST_STAFF_MANAGER: 'The change would leave no active staff member, past their one-time password, who can manage staff.',
  STAFF_OWN_PASSWORD: "A staff manager resets other members' passwords; their own they change with the current one.",
  PASSWORD_LINK_INVALID: 'The set-password link is forged, expired, already used, or for a deactivated account.',
} as const;

const TENANCY_REASONS = {
  UNKNOWN_BARANGAY: 'No barangay of the install is served at the host the request came to.',
  BARANGAY_NOT_FOUND: 'The barangay is not one of the install (it was removed meanwhile).',
  HOST_TAKEN: 'A host name given for a barangay already serves one.',
  PSGC_TAKEN: 'A barangay with this PSGC code is already served by the install.',
  BARANGAY_WITHOUT_HOST: 'A barangay would be without a host name while the install serves several: it would be unreachable.',
  TRANSFER_OPEN_REQUESTS: 'The resident has document requests their barangay has not finished: they stay with it, so no move yet.',
  TRANSFER_PENDING: 'The resident already asked to move and that request is not decided yet.',
  TRANSFER_NOT_FOUND: 'No such move for this resident or this barangay.',
  TRANSFER_DECIDED: 'The move was already decided or withdrawn.',
} as const;

const REGISTRY_REASONS = {
  PUROK_NOT_FOUND: 'No purok or sitio of this barangay has this id.',
  PUROK_NAME_TAKEN: 'Another purok or sitio of the barangay has this name.',
  HOUSEHOLD_NOT_FOUND: 'No household of this barangay has this id.',
  HOUSEHOLD_NUMBER_TAKEN: 'Another household of the barangay has this number.',
  HOUSEHOLD_HEAD_TAKEN: 'The household already has a head: a household has one.',
  INHABITANT_NOT_FOUND: 'No inhabitant of this barangay has this id.',
  IMPORT_NOT_FOUND: 'No import of this barangay has this id (or it was removed).',
  SPREADSHEET_UNREADABLE: 'The file is not a CSV or Excel (.xlsx) spreadsheet that can be read, or has no rows.',
  SPREADSHEET_TOO_LARGE: 'The spreadsheet holds more than the import reads: columns past the last it reads, a workbook that unpacks too large, or too much text.',
  IMPORT_STARTED: 'The import is running or done: it cannot be checked or started again.',
  ALREADY_LINKED: 'The resident or the inhabitant is already linked to someone else.',
  NOT_LINKED: 'The resident is not linked to an inhabitant.',
  NOT_THE_SAME_PERSON: "The inhabitant's names and birthdate are not the resident's (or the inhabitant has died): no link.",
  RESIDENT_NOT_VERIFIED: "The resident's valid ID is not approved: an account is linked to a registry record only once its ID is verified.",
} as const;

const PRIVACY_NOTICE_REASONS = {
  PRIVACY_NOTICE_NOT_FOUND: 'The barangay has no privacy notice of this version.',
  PRIVACY_NOTICE_CHANGED: 'The privacy notice version agreed to, or edited from, is no longer the current one.',
  PRIVACY_NOTICE_UNCHANGED: 'A new version of the privacy notice must differ from the current one.',
} as const;

const ACCESS_LEDGER_REASONS = {
  ID_VIEW_PURPOSE_REQUIRED: "A staff member opened someone's valid ID without choosing why, from the purposes listed (IdViewPurpose).",
} as const;

const CORRECTION_REASONS = {
  CORRECTION_NOT_FOUND: 'No correction request of this resident, or of this barangay, has this id.',
  CORRECTION_PENDING: 'The resident already asked to correct this detail and that request is not decided yet.',
  CORRECTION_DECIDED: 'The correction request was already approved, not approved or withdrawn.',
  CORRECTION_RESIDENT_MOVED: 'The resident moved to another barangay since asking: the barangay left no longer changes their record.',
} as const;

const ERASURE_REASONS = {
  ERASURE_NOT_FOUND: 'No erasure request of this resident, or of this barangay, has this id.',
  ERASURE_PENDING: 'The resident already asked for their data to be erased and that request is not decided yet.',
  ERASURE_DECIDED: 'The erasure request was already processed, refused or withdrawn.',
  ERASURE_RESIDENT_MOVED: 'The resident moved to another barangay since asking: the barangay left does not process the request.',
  ERASURE_CLASHED: 'A record the erasure changes clashed with another (a unique key): nothing was erased, and the request still waits.',
  CERTIFICATE_HOLDER_ERASED: "The certificate's holder had their personal data erased: it still verifies but is no longer printed.",
} as const;

/** Each reason with what it means. */
export const ERROR_REASON_DESCRIPTIONS = {
  ...REQUEST_REASONS, ...ACCESS_REASONS, ...ACCOUNT_REASONS, ...DOCUMENT_REASONS, ...CONTENT_REASONS, ...STAFF_REASONS, ...TENANCY_REASONS,
  ...REGISTRY_REASONS, ...PRIVACY_NOTICE_REASONS, ...ACCESS_LEDGER_REASONS, ...CORRECTION_REASONS,
  ...ERASURE_REASONS,
} as const;

export const ErrorReason = namesOf(ERROR_REASON_DESCRIPTIONS);
export type ErrorReason = keyof typeof ERROR_REASON_DESCRIPTIONS;

const CODES = new Set<string>(Object.keys(ErrorCode));
const REASONS = new Set<string>(Object.keys(ErrorReason));

/** `value` as an ErrorCode; null when it is none (another server, a newer one, nothing). */
export function readErrorCode(value: unknown): ErrorCode | null {
  return typeof value === 'string' && CODES.has(value) ? (value as ErrorCode) : null;
}

/** `value` as an ErrorReason; null when it is none. */
export function readErrorReason(value: unknown): ErrorReason | null {
  return typeof value === 'string' && REASONS.has(value) ? (value as ErrorReason) : null;
}
