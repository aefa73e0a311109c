/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Sortable columns of the announcements table. */
export type AnnouncementSortField =
  /** When it was posted. */
  | 'CREATED_AT'
  /** Featured flag (not featured before featured, ascending). */
  | 'FEATURED'
  /** Title, A to Z without regard to case. */
  | 'TITLE'
  /** When it was last changed. */
  | 'UPDATED_AT';

/** Sortable columns of the officials table. */
export type BarangayOfficialSortField =
  /** The order in which they were added. */
  | 'CREATED_AT'
  /** Name, A to Z without regard to case. */
  | 'NAME'
  /** Position, A to Z without regard to case. */
  | 'POSITION'
  /** End of term; officials without one come last. */
  | 'TERM_END'
  /** Start of term; officials without one come last. */
  | 'TERM_START';

/** The barangay's settings, all given; the seal is the mutation's own argument. */
export type BarangaySettingsInput = {
  /** The name its e-mails come from; empty: its name. */
  emailSenderName?: string | null | undefined;
  /** Its name, e.g. "Barangay San Isidro". */
  name: string;
  /** Reference-number prefix: 1 to 12 letters or digits, kept in capitals. Numbers already given keep theirs. */
  referencePrefix: string;
};

/** The barangay offices every install has a role for. */
export type BuiltInRole =
  /** Desk Officer: document requests and the residents list. */
  | 'DESK_OFFICER'
  /** Kagawad: content and the dashboard. */
  | 'KAGAWAD'
  /** Punong Barangay: every permission. */
  | 'PUNONG_BARANGAY'
  /** Barangay Secretary: the records (residents, IDs, requests, document types, the registry of inhabitants), the privacy notice, content, the dashboard and the audit log. */
  | 'SECRETARY'
  /** SK Chairperson: content. */
  | 'SK_CHAIRPERSON'
  /** Barangay Treasurer: document requests, revoking certificates and the dashboard. */
  | 'TREASURER';

/** A new password, with the current one as proof. */
export type ChangePasswordInput = {
  /** The password the account signs in with now; it must match before anything is saved. */
  currentPassword: string;
  /** The new password, 8 to 128 characters, under the same rules as at registration. */
  password: string;
  /** The new password again; when sent, it must equal password. */
  repeatPassword?: string | null | undefined;
};

/** An office of the city level, which oversees every barangay of the install. */
export type CityRole =
  /** President of the Association of Barangay Captains: reads the roll-up. */
  | 'ABC_PRESIDENT'
  /** City Administrator: the roll-up, new barangays and their first Punong Barangay, and the city accounts. */
  | 'CITY_ADMINISTRATOR'
  /** DILG field officer: reads the roll-up. */
  | 'DILG_OFFICER';

/** Civil status. Registration accepts SINGLE, MARRIED, SEPARATED, WIDOWED; the profile SINGLE, MARRIED, WIDOWED, DIVORCED. */
export type CivilStatus =
  | 'DIVORCED'
  | 'MARRIED'
  | 'SEPARATED'
  | 'SINGLE'
  | 'WIDOWED';

/** The first code of a new authenticator, which turns two-factor sign-in on. */
export type ConfirmTwoFactorInput = {
  /** The 6-digit code the authenticator app shows now. */
  code: string;
  /** The enrolment challenge login answered; leave out when signed in. */
  mfaToken?: string | null | undefined;
};

/** The barangay hall's contact details. */
export type ContactDetailsInput = {
  /** Address of the barangay hall. */
  address: string;
  /** Phone number, at most 11 characters. */
  contactNumber: string;
  /** E-mail address. */
  email: string;
  /** Social (Facebook) page, an http(s) URL. REST calls it facebook_pagee. */
  facebookPagee: string;
};

/** A read-only detail of a resident's profile that a correction request may change. */
export type CorrectableField =
  /** Birthdate (REST: birthdate). */
  | 'BIRTHDATE'
  /** Birthplace (REST: birth_place). */
  | 'BIRTH_PLACE'
  /** First name (REST: first_name). */
  | 'FIRST_NAME'
  /** Gender (REST: gender). */
  | 'GENDER'
  /** Last name (REST: last_name). */
  | 'LAST_NAME'
  /** Middle name (REST: middle_name). */
  | 'MIDDLE_NAME'
  /** Nickname (REST: nickname). */
  | 'NICKNAME'
  /** Religion (REST: religion). */
  | 'RELIGION';

/** Where a correction request stands. */
export type CorrectionRequestStatus =
  /** Approved */
  | 'APPROVED'
  /** Waiting for the barangay */
  | 'PENDING'
  /** Not approved */
  | 'REJECTED'
  /** Withdrawn */
  | 'WITHDRAWN';

/** A document request taken at the counter for an inhabitant of the registry (walk-in service). */
export type CounterDocumentRequestInput = {
  /** The document type requested. */
  documentTypeId: number;
  /** Field name -> value for the type's fields: text, numbers, dates as YYYY-MM-DD, e-mails, booleans as "true"/"false". */
  fieldData: unknown;
  /** The inhabitant it is for, living in the barangay. */
  inhabitantId: number;
};

/** A new announcement. */
export type CreateAnnouncementInput = {
  /** Content; may span several lines. */
  content: string;
  /** Show it among the featured announcements; false when omitted. */
  featured?: boolean | null | undefined;
  /** Title. */
  title: string;
};

/** A new barangay of the install and its first Punong Barangay. */
export type CreateBarangayInput = {
  /** The host names it answers at (lower case, no scheme or path); at least one, none of another barangay. */
  hostNames: Array<string>;
  /** Its name, e.g. "Barangay 176". */
  name: string;
  /** Its PSGC code, 9 or 10 digits; unique in the install. */
  psgcCode?: string | null | undefined;
  punongBarangay: FirstPunongBarangayInput;
  /** Reference-number prefix: 1 to 12 letters or digits, kept in capitals. */
  referencePrefix: string;
};

/** A new barangay official. */
export type CreateBarangayOfficialInput = {
  /** Address. */
  address: string;
  /** Contact number. */
  contactNumber: string;
  /** Full name. */
  name: string;
  /** Position, e.g. Punong Barangay or Barangay Kagawad. */
  position: string;
  /** End of term, YYYY-MM-DD, not before the start. */
  termEnd?: string | null | undefined;
  /** Start of term, YYYY-MM-DD. */
  termStart?: string | null | undefined;
};

/** A new account of the city level. */
export type CreateCityAccountInput = {
  /** Its office. */
  cityRole: CityRole;
  /** Login e-mail, unique among all accounts; not under the .invalid or .localhost domains, which no mail reaches. */
  email: string;
  /** Given name. */
  firstName: string;
  /** Family name. */
  lastName: string;
};

/** A new event. */
export type CreateEventInput = {
  /** Actual number of attendees, 0 to 1000000. */
  actualAttendees: number;
  /** Event date, YYYY-MM-DD. */
  eventDate: string;
  /** Event name. */
  eventName: string;
  /** Expected number of attendees, 0 to 1000000. */
  expectedNumberOfAttendees: number;
  /** Upcoming, Ongoing, Cancelled or Ended (any letter case; stored as written here). */
  status: string;
  /** Who it is for: Adults, Teens or Senior Citizens (any letter case; stored as written here). */
  targetAudience: string;
};

/** A new project. */
export type CreateProjectInput = {
  /** End date, YYYY-MM-DD, not before the start date. Required when FINISHED; not kept for an ONGOING project. */
  dateEnded?: string | null | undefined;
  /** Start date, YYYY-MM-DD. */
  dateStarted?: string | null | undefined;
  /** Description; empty when omitted. */
  description?: string | null | undefined;
  /** Optional http(s) link to more about the project. */
  link?: string | null | undefined;
  /** ONGOING or FINISHED. */
  status: ProjectStatus;
  /** Project title. */
  title: string;
};

/** A new staff account. */
export type CreateStaffMemberInput = {
  /** Login e-mail, unique among all accounts; not under the .invalid or .localhost domains, which no mail reaches. */
  email: string;
  /** Given name. */
  firstName: string;
  /** Family name. */
  lastName: string;
  /** The role to give. */
  roleId: number;
};

/** What of a resident's data a staff member viewed. */
export type DataAccessKind =
  /** Their row in an export of the registry (CSV or XLSX). */
  | 'EXPORTED'
  /** Their household's record (the report of every member), as PDF or CSV. */
  | 'HOUSEHOLD_RECORD'
  /** Their valid-ID file (image or PDF). */
  | 'ID_IMAGE'
  /** Their row in a list: a page of the residents or of the registry, or the full user list (GET /api/auth/user/). */
  | 'LISTED'
  /** Their full profile, as the Residents screen shows one resident. */
  | 'PROFILE'
  /** Their record in the Registry of Barangay Inhabitants (an inhabitant's page). */
  | 'REGISTRY_RECORD'
  /** Their row in the answer to a search by name or household number. */
  | 'SEARCHED';

/** How residents reach the barangay's data protection officer: shown with the privacy notice. */
export type DataProtectionOfficerInput = {
  email: string;
  name: string;
  /** Empty: none shown. */
  phone?: string | null | undefined;
};

/** The receiving barangay's decision on a move. */
export type DecideTransferInput = {
  /** True: the resident becomes this barangay's; false: declined, with a reason. */
  accept: boolean;
  id: number;
  /** Why it is declined; required then, told to the resident. */
  reason?: string | null | undefined;
};

/** Turning two-factor sign-in off takes the password and a code. */
export type DisableTwoFactorInput = {
  /** A 6-digit code of the authenticator app, or a recovery code. */
  code: string;
  /** The password the account signs in with now. */
  currentPassword: string;
};

/** The kind of value a document field takes. */
export type DocumentFieldType =
  | 'BOOLEAN'
  | 'DATE'
  | 'EMAIL'
  | 'NUMBER'
  | 'TEXT';

/** Sortable columns of the requests table. */
export type DocumentRequestSortField =
  | 'DOCUMENT_TYPE'
  | 'REQUESTED_AT'
  | 'REQUESTOR'
  | 'STATUS';

/** Where a document request stands. PICKUP is shown as "For Pickup". */
export type DocumentRequestStatus =
  | 'CANCELED'
  | 'PENDING'
  | 'PICKUP'
  | 'PROCESSING'
  | 'REJECTED'
  | 'RELEASED';

/** One field of a document type. */
export type DocumentTypeFieldInput = {
  /** Value kind; TEXT by default. */
  fieldType?: DocumentFieldType;
  /** Field name, unique within the type. */
  name: string;
  /** Whether a value is required; true by default. */
  required?: boolean;
};

/** A document type to create, or its new content. */
export type DocumentTypeInput = {
  /** The certificate's body text, paragraphs separated by blank lines, with placeholders such as {full_name}, {address}, {purpose} or {<field name>}. Left out: unchanged; null or empty: the default. */
  certificateBody?: string | null | undefined;
  /** The certificate's title, with placeholders (see DocumentType.certificatePlaceholders). Left out: unchanged; null or empty: the default. */
  certificateTitle?: string | null | undefined;
  /** What the document is for. */
  description?: string;
  /** At least one field. */
  fields: Array<DocumentTypeFieldInput>;
  /** Document name. */
  name: string;
  /** Target processing time in working days (Monday to Friday), 1 to 365. Left out: unchanged; null: no target. */
  targetProcessingDays?: number | null | undefined;
};

/** Sortable columns of the document types table. */
export type DocumentTypeSortField =
  | 'DESCRIPTION'
  | 'FIELD_COUNT'
  | 'NAME';

/** What the verification page says about a code. */
export type DocumentVerificationStatus =
  /** No document with this code was issued through the portal: not genuine (or mistyped). */
  | 'NOT_FOUND'
  /** Genuine, but revoked by the barangay: not to be relied on. */
  | 'REVOKED'
  /** Genuine and still valid. */
  | 'VALID';

/** Where a request to erase a resident's personal data stands. */
export type ErasureRequestStatus =
  /** Erased */
  | 'ERASED'
  /** Waiting for the barangay */
  | 'PENDING'
  /** Refused */
  | 'REFUSED'
  /** Withdrawn */
  | 'WITHDRAWN';

/** Sortable columns of the events table. */
export type EventSortField =
  /** Actual number of attendees. */
  | 'ACTUAL_ATTENDEES'
  /** Event date. */
  | 'EVENT_DATE'
  /** Event name, A to Z without regard to case. */
  | 'EVENT_NAME'
  /** Expected number of attendees. */
  | 'EXPECTED_NUMBER_OF_ATTENDEES'
  /** Status, alphabetically. */
  | 'STATUS'
  /** Target audience. */
  | 'TARGET_AUDIENCE';

/** The new barangay's first Punong Barangay: a staff account with every permission there. */
export type FirstPunongBarangayInput = {
  /** Login e-mail, unique among all accounts; not under the .invalid or .localhost domains, which no mail reaches. */
  email: string;
  /** Given name. */
  firstName: string;
  /** Family name. */
  lastName: string;
};

/** Gender as registered: male or female. */
export type Gender =
  | 'FEMALE'
  | 'MALE';

/** A new household. */
export type HouseholdInput = {
  address: string;
  /** Unique in the barangay, whatever the letter case. */
  householdNumber: string;
  /** Its purok or sitio (puroks). */
  purokId: number;
};

/** An administrator's decision on a pending valid ID: APPROVED or REJECTED. */
export type IdVerificationOutcome =
  /** The ID is accepted: the resident is verified. */
  | 'APPROVED'
  /** The ID is refused: the resident may upload another. */
  | 'REJECTED';

/** Valid-ID verification: UNVERIFIED until an ID is uploaded, PENDING until an administrator decides. */
export type IdVerificationStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'REJECTED'
  | 'UNVERIFIED';

/** Why a staff member opened someone's valid ID; chosen from this list each time. */
export type IdViewPurpose =
  /** A legal or audit duty. */
  | 'LEGAL_OR_AUDIT_DUTY'
  /** Processing one of their document requests. */
  | 'PROCESS_DOCUMENT_REQUEST'
  /** Responding to the resident (a question, a complaint, a request about their data). */
  | 'RESPOND_TO_RESIDENT'
  /** Verifying the resident's identity. */
  | 'VERIFY_IDENTITY';

/** A column's field: the column by position, the field it fills (empty: left out). */
export type ImportColumnInput = {
  column: number;
  field?: InhabitantImportField | null | undefined;
};

/** A field of the registry a column of an imported spreadsheet fills. */
export type InhabitantImportField =
  /** Address */
  | 'ADDRESS'
  /** Birthdate (every row needs it) */
  | 'BIRTHDATE'
  /** Place of Birth (every row needs it) */
  | 'BIRTH_PLACE'
  /** Citizenship */
  | 'CITIZENSHIP'
  /** Civil Status (every row needs it) */
  | 'CIVIL_STATUS'
  /** First Name (every row needs it) */
  | 'FIRST_NAME'
  /** 4Ps */
  | 'FOUR_PS'
  /** Household No. */
  | 'HOUSEHOLD_NUMBER'
  /** IP */
  | 'INDIGENOUS'
  /** Last Name (every row needs it) */
  | 'LAST_NAME'
  /** Middle Name */
  | 'MIDDLE_NAME'
  /** Occupation */
  | 'OCCUPATION'
  /** OSY */
  | 'OUT_OF_SCHOOL_YOUTH'
  /** Purok */
  | 'PUROK'
  /** PWD */
  | 'PWD'
  /** Relationship to Head */
  | 'RELATIONSHIP_TO_HEAD'
  /** Sex (every row needs it) */
  | 'SEX'
  /** Solo Parent */
  | 'SOLO_PARENT'
  /** Suffix */
  | 'SUFFIX';

/** An uploaded file and the mapping of its columns to the fields of the registry. */
export type InhabitantImportInput = {
  /** The import, as the upload (POST /api/registry/imports/) answered it. */
  id: number;
  mapping: Array<ImportColumnInput>;
};

/** Where a spreadsheet import stands. */
export type InhabitantImportStatus =
  /** Not imported */
  | 'FAILED'
  /** Imported */
  | 'IMPORTED'
  /** Importing */
  | 'IMPORTING'
  /** Read, waiting to be imported */
  | 'READY';

/** A new inhabitant of the registry, living in the barangay. */
export type InhabitantInput = {
  /** Their own address; leave it out to use their household's. */
  address?: string | null | undefined;
  birthPlace: string;
  /** YYYY-MM-DD, not after today. */
  birthdate: string;
  /** Filipino when left out. */
  citizenship?: string | null | undefined;
  civilStatus: CivilStatus;
  firstName: string;
  /** The household they join; relationshipToHead is then required. */
  householdId?: number | null | undefined;
  /** 4Ps beneficiary. */
  is4Ps?: boolean | null | undefined;
  /** Member of an indigenous cultural community. */
  isIndigenous?: boolean | null | undefined;
  isOutOfSchoolYouth?: boolean | null | undefined;
  /** Person with disability. */
  isPwd?: boolean | null | undefined;
  isSoloParent?: boolean | null | undefined;
  lastName: string;
  middleName?: string | null | undefined;
  occupation?: string | null | undefined;
  /** How they are related to the household's head; HEAD for the head. */
  relationshipToHead?: RelationshipToHead | null | undefined;
  sex: Gender;
  /** Jr., Sr., III and the like. */
  suffix?: string | null | undefined;
};

/** A sector barangays report on; senior citizens are counted by age. */
export type InhabitantSector =
  /** 4Ps beneficiary */
  | 'FOUR_PS'
  /** Indigenous people */
  | 'INDIGENOUS'
  /** Out-of-school youth */
  | 'OUT_OF_SCHOOL_YOUTH'
  /** Person with disability */
  | 'PWD'
  /** Senior citizen (60 and over) */
  | 'SENIOR_CITIZEN'
  /** Solo parent */
  | 'SOLO_PARENT';

/** Where an inhabitant of the registry stands. */
export type InhabitantStatus =
  /** Deceased */
  | 'DECEASED'
  /** Living in the barangay */
  | 'LIVING'
  /** Moved out */
  | 'MOVED_OUT';

/** A language the portal speaks. */
export type Language =
  /** English, as the spec writes it. */
  | 'EN'
  /** Filipino. */
  | 'FIL';

/** Login credentials. */
export type LoginInput = {
  /** Login e-mail. */
  email: string;
  /** Password. */
  password: string;
};

/** An inhabitant moved into a household (with their relationship to its head), or out of any. */
export type MoveInhabitantInput = {
  /** The household they join; empty: no household. */
  householdId?: number | null | undefined;
  id: number;
  /** Required with a household, refused without. */
  relationshipToHead?: RelationshipToHead | null | undefined;
};

/** What a notification is about. */
export type NotificationKind =
  /** The barangay approved the resident's correction of a detail of their profile: it shows the new value. */
  | 'CORRECTION_APPROVED'
  /** The barangay did not approve the resident's correction of a detail of their profile, with its reason. */
  | 'CORRECTION_REJECTED'
  /** The barangay refused the resident's request to erase their personal data, with its reason. */
  | 'ERASURE_REFUSED'
  /** The resident's valid ID was approved: they are verified. */
  | 'ID_APPROVED'
  /** The resident's valid ID was rejected: they may upload another. */
  | 'ID_REJECTED'
  /** The account's password was changed, and its other sessions were signed out. */
  | 'PASSWORD_CHANGED'
  /** A document request reached For Pickup: the document is ready and its certificate can be downloaded. */
  | 'REQUEST_READY_FOR_PICKUP'
  /** An administrator changed the status of one of the resident's document requests. */
  | 'REQUEST_STATUS_CHANGED'
  /** The barangay the resident moves to accepted them: their account is now that barangay's. */
  | 'TRANSFER_ACCEPTED'
  /** The barangay the resident asked to move to declined, with its reason. */
  | 'TRANSFER_DECLINED';

/** What a staff member may do; a role is a set of these (docs/rules/accounts.md#staff-roles). */
export type Permission =
  /** Create, change and delete projects, events, announcements, officials and the contact details. */
  | 'MANAGE_CONTENT'
  /** Create, change and delete the requestable document types. */
  | 'MANAGE_DOCUMENT_TYPES'
  /** Publish new versions of the barangay's privacy notice and set its data protection officer's contact. */
  | 'MANAGE_PRIVACY'
  /** Keep the Registry of Barangay Inhabitants: inhabitants, households, puroks, moves and status (LGC sec. 394). */
  | 'MANAGE_REGISTRY'
  /** Change the barangay's settings: name, seal, reference-number prefix, e-mail sender name. */
  | 'MANAGE_SETTINGS'
  /** Add, change and deactivate staff members, and make custom roles. */
  | 'MANAGE_STAFF'
  /** See every resident's document requests and move them through their statuses. */
  | 'REVIEW_DOCUMENT_REQUESTS'
  /** Revoke an issued certificate. */
  | 'REVOKE_CERTIFICATES'
  /** See residents' ID images and approve or reject them. */
  | 'VERIFY_IDS'
  /** Read the audit log. */
  | 'VIEW_AUDIT_LOG'
  /** See the dashboard's statistics. */
  | 'VIEW_DASHBOARD'
  /** See the residents list and each resident. */
  | 'VIEW_RESIDENTS';

/** Sortable columns of the projects table. */
export type ProjectSortField =
  /** When the project was added. */
  | 'CREATED_AT'
  /** Start date; projects without one come last. */
  | 'DATE_STARTED'
  /** Status (ONGOING before FINISHED). */
  | 'STATUS'
  /** Title, A to Z without regard to case. */
  | 'TITLE';

/** ONGOING or FINISHED. */
export type ProjectStatus =
  /** Completed; the project then has an end date (shown green). */
  | 'FINISHED'
  /** Work is under way (shown orange). */
  | 'ONGOING';

/** A new version of the privacy notice, written from the current one. */
export type PublishPrivacyNoticeInput = {
  /** The version the text was edited from: refused when another was published meanwhile. */
  basedOnVersion: number;
  /** The whole new text (at most 20,000 characters): blocks separated by an empty line, "## " a heading, "- " a list item. */
  text: string;
};

/** A new purok or sitio. */
export type PurokInput = {
  name: string;
};

/** An erasure request refused, with the reason the resident is told. */
export type RefuseErasureRequestInput = {
  id: number;
  /** Why it is refused, at most 500 characters; the resident is told. */
  reason: string;
};

/** New recovery codes replace the old ones; it takes a current code. */
export type RegenerateRecoveryCodesInput = {
  /** A 6-digit code of the authenticator app, or a recovery code. */
  code: string;
};

/** A new resident account. */
export type RegisterInput = {
  /** Home address. */
  address: string;
  /** Place of birth. */
  birthPlace: string;
  /** Birthdate, YYYY-MM-DD, not in the future. */
  birthdate: string;
  /** SINGLE, MARRIED, SEPARATED or WIDOWED. */
  civilStatus: CivilStatus;
  /** Contact (mobile) number. */
  contactNumber: string;
  /** Login e-mail (text, at-sign, text, dot, text); not under the .invalid or .localhost domains, which no mail reaches. */
  email: string;
  /** Given name. */
  firstName: string;
  /** MALE or FEMALE. */
  gender: Gender;
  /** Whether the resident is employed. */
  isEmployed: boolean;
  /** Whether the resident is a registered voter. */
  isVoter: boolean;
  /** Family name. */
  lastName: string;
  /** Middle name. */
  middleName: string;
  /** Nickname. */
  nickname: string;
  /** Password, 8 to 128 characters; not a known breached password, and not containing the barangay's name, the resident's names or nickname, or the part of the e-mail before the @ (words of 4 letters or more). */
  password: string;
  /** The version of the privacy notice the resident read and agreed to (privacyNotice.version), recorded with the account; refused when it is no longer the one in force. Without it the account is made with no consent, which the portal asks for after sign-in. */
  privacyNoticeVersion?: number | null | undefined;
  /** Religion. */
  religion: string;
};

/** A correction request not approved, with the reason the resident is told. */
export type RejectCorrectionRequestInput = {
  id: number;
  /** Why it is not approved, at most 500 characters; the resident is told. */
  reason: string;
};

/** How a household member is related to the household's head. */
export type RelationshipToHead =
  /** Son or daughter */
  | 'CHILD'
  /** Grandchild */
  | 'GRANDCHILD'
  /** Head of household */
  | 'HEAD'
  /** Not related */
  | 'NON_RELATIVE'
  /** Other relative */
  | 'OTHER_RELATIVE'
  /** Father or mother */
  | 'PARENT'
  /** Brother or sister */
  | 'SIBLING'
  /** Spouse */
  | 'SPOUSE';

/** A purok or sitio renamed: its households stay in it. */
export type RenamePurokInput = {
  id: number;
  name: string;
};

/** A correction of a read-only detail of the signed-in resident's profile (docs/architecture.md#privacy-corrections). */
export type RequestCorrectionInput = {
  /** The detail: a CorrectableField name (LAST_NAME) or its REST spelling (last_name). Text rather than the enum, so a detail that is not corrected by request (the e-mail, the address) is answered with why. */
  field: string;
  /** Why the record is wrong, at most 500 characters: staff read it before deciding. */
  reason: string;
  /** What the record should say, under the rule registration applies: text for names, birthplace and religion; MALE or FEMALE (male, female) for gender; YYYY-MM-DD, not in the future, for the birthdate. */
  requestedValue: string;
};

/** The signed-in resident's request that their personal data be erased (docs/architecture.md#privacy-erasure). */
export type RequestErasureInput = {
  /** The password the resident signs in with now: it confirms the request, as a password change is confirmed. */
  currentPassword: string;
  /** Why, in the resident's words (optional, at most 500 characters); staff read it. */
  reason?: string | null | undefined;
};

/** Moving to another barangay of the install. */
export type RequestTransferInput = {
  /** The address in the new barangay. */
  newAddress: string;
  /** The barangay moved to (transferDestinations). */
  toBarangayId: number;
};

/** Sortable columns of the residents registry. */
export type ResidentSortField =
  /** Age from the birthdate; residents without a birthdate come last. */
  | 'AGE'
  /** Login e-mail. */
  | 'EMAIL'
  /** First name, then last name (any letter case). */
  | 'FIRST_NAME'
  /** UNVERIFIED, PENDING, APPROVED, REJECTED in that order, then by name. */
  | 'ID_VERIFICATION_STATUS'
  /** Last name, then first name (any letter case). */
  | 'LAST_NAME';

/** Where a move between barangays stands. */
export type ResidentTransferStatus =
  /** Accepted */
  | 'ACCEPTED'
  /** Canceled */
  | 'CANCELED'
  /** Declined */
  | 'DECLINED'
  /** Waiting for the new barangay */
  | 'PENDING';

/** Which certificate to revoke, and why. Give the request id or the verification code. */
export type RevokeCertificateInput = {
  /** The verification code of the certificate to revoke. */
  code?: string | null | undefined;
  /** Why it is revoked (shown on the public verification page), at most 500 characters. */
  reason: string;
  /** The document request whose certificate to revoke. */
  requestId?: number | null | undefined;
};

/** A custom role to create. */
export type RoleInput = {
  /** Role name, unique within the barangay regardless of letter case. */
  name: string;
  /** At least one permission. */
  permissions: Array<Permission>;
};

/** A barangay's host names, replacing the ones it has. */
export type SetBarangayHostNamesInput = {
  barangayId: number;
  /** The host names it answers at (lower case, no scheme or path), none of another barangay's. Empty only while it is the install's only barangay, which answers at any host whatever its names. */
  hostNames: Array<string>;
};

/** An inhabitant's status: living here, or moved out or deceased with the date. */
export type SetInhabitantStatusInput = {
  /** YYYY-MM-DD: when they moved out or died; required then, refused for LIVING. */
  date?: string | null | undefined;
  id: number;
  status: InhabitantStatus;
};

/** A staff member's own password, chosen through the one-time link they were e-mailed. */
export type SetStaffPasswordInput = {
  /** The new password, 8 to 128 characters, under the same rules as at registration. */
  password: string;
  /** The new password again; when sent, it must equal password. */
  repeatPassword?: string | null | undefined;
  /** The token of the link (after #token= in its address). */
  token: string;
};

/** ASC (A to Z, oldest first) or DESC. */
export type SortDirection =
  | 'ASC'
  | 'DESC';

/** A new document request. */
export type SubmitDocumentRequestInput = {
  /** The document type requested. */
  documentTypeId: number;
  /** Field name -> value for the type's fields: text, numbers, dates as YYYY-MM-DD, e-mails, booleans as "true"/"false". */
  fieldData: unknown;
};

/** The second step of a two-factor sign-in. */
export type TwoFactorLoginInput = {
  /** The 6-digit code of the authenticator app, or one of the recovery codes (each works once). */
  code: string;
  /** The mfaToken login answered. */
  mfaToken: string;
};

/** Changes to an announcement: only the fields given (not null) are changed. */
export type UpdateAnnouncementInput = {
  /** Content. */
  content?: string | null | undefined;
  /** Featured or not. */
  featured?: boolean | null | undefined;
  /** Title. */
  title?: string | null | undefined;
};

/** Changes to a barangay official: only the fields given (not null) are changed. */
export type UpdateBarangayOfficialInput = {
  /** Address. */
  address?: string | null | undefined;
  /** Contact number. */
  contactNumber?: string | null | undefined;
  /** Full name. */
  name?: string | null | undefined;
  /** Position. */
  position?: string | null | undefined;
  /** End of term, YYYY-MM-DD; empty text removes it. */
  termEnd?: string | null | undefined;
  /** Start of term, YYYY-MM-DD; empty text removes it. */
  termStart?: string | null | undefined;
};

/** Changes to an event: only the fields given (not null) are changed. */
export type UpdateEventInput = {
  /** Actual number of attendees. */
  actualAttendees?: number | null | undefined;
  /** Event date, YYYY-MM-DD. */
  eventDate?: string | null | undefined;
  /** Event name. */
  eventName?: string | null | undefined;
  /** Expected number of attendees. */
  expectedNumberOfAttendees?: number | null | undefined;
  /** Upcoming, Ongoing, Cancelled or Ended. */
  status?: string | null | undefined;
  /** Adults, Teens or Senior Citizens. */
  targetAudience?: string | null | undefined;
};

/** Changes to a household: only the fields given (not null) change. */
export type UpdateHouseholdInput = {
  address?: string | null | undefined;
  householdNumber?: string | null | undefined;
  id: number;
  purokId?: number | null | undefined;
};

/** Changes to an inhabitant's record: only the fields given (not null) change; empty text removes an optional one. */
export type UpdateInhabitantInput = {
  /** Empty text: their household's address from then on. */
  address?: string | null | undefined;
  birthPlace?: string | null | undefined;
  birthdate?: string | null | undefined;
  citizenship?: string | null | undefined;
  civilStatus?: CivilStatus | null | undefined;
  firstName?: string | null | undefined;
  id: number;
  /** 4Ps beneficiary. */
  is4Ps?: boolean | null | undefined;
  /** Member of an indigenous cultural community. */
  isIndigenous?: boolean | null | undefined;
  isOutOfSchoolYouth?: boolean | null | undefined;
  /** Person with disability. */
  isPwd?: boolean | null | undefined;
  isSoloParent?: boolean | null | undefined;
  lastName?: string | null | undefined;
  middleName?: string | null | undefined;
  occupation?: string | null | undefined;
  sex?: Gender | null | undefined;
  suffix?: string | null | undefined;
};

/** The resident's editable profile fields. All are required except the password. */
export type UpdateProfileInput = {
  /** Home address. */
  address: string;
  /** SINGLE, MARRIED, WIDOWED or DIVORCED. A resident registered as SEPARATED may keep that value. */
  civilStatus: CivilStatus;
  /** Contact (mobile) number. */
  contactNumber: string;
  /** The password the resident signs in with now; required with a new password, which it must match before anything is saved. */
  currentPassword?: string | null | undefined;
  /** Whether the resident is employed. */
  isEmployed: boolean;
  /** Whether the resident is a registered voter. */
  isVoter: boolean;
  /** A new password, 8 to 128 characters, under the same rules as at registration. Empty or blank keeps the current one; a change ends the resident's other sessions. */
  password?: string | null | undefined;
  /** The new password again; when sent, it must equal password. */
  repeatPassword?: string | null | undefined;
};

/** Changes to a project: only the fields given (not null) are changed. */
export type UpdateProjectInput = {
  /** End date, YYYY-MM-DD; required while FINISHED. */
  dateEnded?: string | null | undefined;
  /** Start date, YYYY-MM-DD; empty text removes it. */
  dateStarted?: string | null | undefined;
  /** Description; empty text empties it. */
  description?: string | null | undefined;
  /** http(s) link; empty text removes it. */
  link?: string | null | undefined;
  /** ONGOING or FINISHED; ONGOING clears the end date. */
  status?: ProjectStatus | null | undefined;
  /** Project title. */
  title?: string | null | undefined;
};

/** A custom role's new name or permissions; what is left out stays. */
export type UpdateRoleInput = {
  id: number;
  name?: string | null | undefined;
  permissions?: Array<Permission> | null | undefined;
};

/** A staff member's new role or active state; what is left out stays. */
export type UpdateStaffMemberInput = {
  /** False deactivates: the member cannot sign in and their sessions end. */
  active?: boolean | null | undefined;
  id: number;
  roleId?: number | null | undefined;
};

export type AnnouncementListQueryVariables = Exact<{
  page: number;
  pageSize: number;
  sortBy?: AnnouncementSortField;
  sortDirection?: SortDirection;
}>;


export type AnnouncementListQuery = { announcements: { total: number, items: Array<{ id: number, title: string, content: string, featured: boolean, createdAt: unknown }> } };

export type FeaturedAnnouncementsQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type FeaturedAnnouncementsQuery = { announcements: { total: number, items: Array<{ id: number, title: string, content: string, createdAt: unknown }> } };

export type CreateAnnouncementMutationVariables = Exact<{
  input: CreateAnnouncementInput;
}>;


export type CreateAnnouncementMutation = { createAnnouncement: { id: number, title: string, content: string, featured: boolean, createdAt: unknown } };

export type UpdateAnnouncementMutationVariables = Exact<{
  id: number;
  input: UpdateAnnouncementInput;
}>;


export type UpdateAnnouncementMutation = { updateAnnouncement: { id: number, title: string, content: string, featured: boolean, createdAt: unknown } };

export type DeleteAnnouncementMutationVariables = Exact<{
  id: number;
}>;


export type DeleteAnnouncementMutation = { deleteAnnouncement: boolean };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { access: string | null, refresh: string | null, isResident: boolean | null, isVerified: boolean | null, email: string, mfaRequired: boolean, mfaEnrolmentRequired: boolean, mfaToken: string | null } };

export type LoginWithTwoFactorMutationVariables = Exact<{
  input: TwoFactorLoginInput;
}>;


export type LoginWithTwoFactorMutation = { loginWithTwoFactor: { access: string, refresh: string, isResident: boolean, isVerified: boolean, email: string } };

export type StartSignInEnrolmentMutationVariables = Exact<{
  mfaToken: string;
}>;


export type StartSignInEnrolmentMutation = { startTwoFactorEnrolment: { qrCodeDataUrl: string, secret: string } };

export type ConfirmSignInEnrolmentMutationVariables = Exact<{
  input: ConfirmTwoFactorInput;
}>;


export type ConfirmSignInEnrolmentMutation = { confirmTwoFactorEnrolment: { recoveryCodes: Array<string>, session: { access: string, refresh: string, isResident: boolean, isVerified: boolean, email: string } | null } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { id: number, email: string } };

export type RegistrationPrivacyNoticeQueryVariables = Exact<{ [key: string]: never; }>;


export type RegistrationPrivacyNoticeQuery = { privacyNotice: { version: number } };

export type RefreshTokenMutationVariables = Exact<{
  refresh: string;
}>;


export type RefreshTokenMutation = { refreshToken: { access: string, refresh: string, isResident: boolean, isVerified: boolean, email: string } };

export type LogoutMutationVariables = Exact<{
  refresh: string;
}>;


export type LogoutMutation = { logout: boolean };

export type CurrentUserGreetingQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserGreetingQuery = { me: { id: number, nickname: string, email: string } };

export type SetStaffPasswordMutationVariables = Exact<{
  input: SetStaffPasswordInput;
}>;


export type SetStaffPasswordMutation = { setStaffPassword: boolean };

export type RollupFiguresFieldsFragment = { residents: number, openRequests: number, overdueRequests: number, readyRequests: number, readyOnTime: number, processingCompliance: number | null, idVerificationsWaiting: number };

export type BarangayRollupFieldsFragment = { barangayId: number, name: string, psgcCode: string | null, hostNames: Array<string>, residents: number, openRequests: number, overdueRequests: number, readyRequests: number, readyOnTime: number, processingCompliance: number | null, idVerificationsWaiting: number };

export type CityRollupQueryVariables = Exact<{ [key: string]: never; }>;


export type CityRollupQuery = { cityRollup: { asOf: unknown, complianceWindowDays: number, barangays: Array<{ barangayId: number, name: string, psgcCode: string | null, hostNames: Array<string>, residents: number, openRequests: number, overdueRequests: number, readyRequests: number, readyOnTime: number, processingCompliance: number | null, idVerificationsWaiting: number }>, city: { residents: number, openRequests: number, overdueRequests: number, readyRequests: number, readyOnTime: number, processingCompliance: number | null, idVerificationsWaiting: number } } };

export type CreateBarangayMutationVariables = Exact<{
  input: CreateBarangayInput;
}>;


export type CreateBarangayMutation = { createBarangay: { barangay: { barangayId: number, name: string, psgcCode: string | null, hostNames: Array<string>, residents: number, openRequests: number, overdueRequests: number, readyRequests: number, readyOnTime: number, processingCompliance: number | null, idVerificationsWaiting: number }, punongBarangay: { temporaryPassword: string | null, passwordLinkSent: boolean, account: { id: number, email: string, firstName: string, lastName: string } } } };

export type AccountHandoverFieldsFragment = { temporaryPassword: string | null, passwordLinkSent: boolean, account: { id: number, email: string, firstName: string, lastName: string } };

export type CityAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type CityAccountsQuery = { cityAccounts: Array<{ id: number, email: string, firstName: string, lastName: string, cityRole: CityRole | null, mustChangePassword: boolean }> };

export type CreateCityAccountMutationVariables = Exact<{
  input: CreateCityAccountInput;
}>;


export type CreateCityAccountMutation = { createCityAccount: { temporaryPassword: string | null, passwordLinkSent: boolean, account: { id: number, email: string, firstName: string, lastName: string } } };

export type SetBarangayHostNamesMutationVariables = Exact<{
  input: SetBarangayHostNamesInput;
}>;


export type SetBarangayHostNamesMutation = { setBarangayHostNames: { barangayId: number, name: string, psgcCode: string | null, hostNames: Array<string>, residents: number, openRequests: number, overdueRequests: number, readyRequests: number, readyOnTime: number, processingCompliance: number | null, idVerificationsWaiting: number } };

export type ContactDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type ContactDetailsQuery = { contactDetails: { id: number, contactNumber: string, facebookPagee: string, email: string, address: string } | null };

export type SaveContactDetailsMutationVariables = Exact<{
  input: ContactDetailsInput;
}>;


export type SaveContactDetailsMutation = { saveContactDetails: { id: number, contactNumber: string, facebookPagee: string, email: string, address: string } };

export type CorrectionRequestFieldsFragment = { id: number, field: CorrectableField, currentValue: string | null, requestedValue: string, reason: string, status: CorrectionRequestStatus, requestedAt: unknown, decidedAt: unknown, decisionReason: string | null };

export type MyCorrectionRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCorrectionRequestsQuery = { me: { id: number, nickname: string, firstName: string, middleName: string, lastName: string, gender: Gender | null, birthdate: string | null, birthPlace: string | null, religion: string | null }, myCorrectionRequests: Array<{ id: number, field: CorrectableField, currentValue: string | null, requestedValue: string, reason: string, status: CorrectionRequestStatus, requestedAt: unknown, decidedAt: unknown, decisionReason: string | null }> };

export type RequestCorrectionMutationVariables = Exact<{
  input: RequestCorrectionInput;
}>;


export type RequestCorrectionMutation = { requestCorrection: { id: number, field: CorrectableField, currentValue: string | null, requestedValue: string, reason: string, status: CorrectionRequestStatus, requestedAt: unknown, decidedAt: unknown, decisionReason: string | null } };

export type WithdrawCorrectionRequestMutationVariables = Exact<{
  id: number;
}>;


export type WithdrawCorrectionRequestMutation = { withdrawCorrectionRequest: { id: number, field: CorrectableField, currentValue: string | null, requestedValue: string, reason: string, status: CorrectionRequestStatus, requestedAt: unknown, decidedAt: unknown, decisionReason: string | null } };

export type CorrectionRequestsQueryVariables = Exact<{
  status?: CorrectionRequestStatus | null | undefined;
  page: number;
  pageSize: number;
}>;


export type CorrectionRequestsQuery = { correctionRequests: { total: number, items: Array<{ id: number, field: CorrectableField, currentValue: string | null, requestedValue: string, reason: string, status: CorrectionRequestStatus, requestedAt: unknown, decidedAt: unknown, decisionReason: string | null, residentId: number, residentName: string, decidedBy: string | null }> } };

export type ApproveCorrectionRequestMutationVariables = Exact<{
  id: number;
}>;


export type ApproveCorrectionRequestMutation = { approveCorrectionRequest: { id: number, status: CorrectionRequestStatus, decidedAt: unknown, decidedBy: string | null } };

export type RejectCorrectionRequestMutationVariables = Exact<{
  input: RejectCorrectionRequestInput;
}>;


export type RejectCorrectionRequestMutation = { rejectCorrectionRequest: { id: number, status: CorrectionRequestStatus, decidedAt: unknown, decidedBy: string | null, decisionReason: string | null } };

export type DashboardStatsQueryVariables = Exact<{
  attendanceEventId?: number | null | undefined;
}>;


export type DashboardStatsQuery = { dashboard: { residents: { total: number, male: number, female: number, teen: number, adult: number, seniorCitizen: number, ageChart: { teen: number, adult: number, senior: number } }, employment: { employed: number, unemployed: number }, voters: { voters: number, nonVoters: number }, events: { total: number, finished: number, attendance: Array<{ eventId: number, eventName: string, eventDate: string, expected: number, actual: number }> }, documentRequests: { total: number, pending: number, canceled: number, processing: number, forPickup: number, rejected: number, released: number, uniqueDocumentTypes: number, medianHoursToPickup: number | null, perDocumentType: Array<{ documentTypeName: string, count: number }> } } };

export type AttendanceEventOptionsQueryVariables = Exact<{
  search?: string | null | undefined;
  page: number;
  pageSize: number;
}>;


export type AttendanceEventOptionsQuery = { events: { total: number, items: Array<{ id: number, eventName: string, eventDate: string }> } };

export type InhabitantsOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type InhabitantsOverviewQuery = { inhabitantsOverview: { living: number, households: number, male: number, female: number, withAccount: number, ageGroups: Array<{ label: string, from: number, to: number | null, male: number, female: number, total: number }>, sectors: Array<{ sector: InhabitantSector, count: number }> } };

export type MyDataAccessesQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type MyDataAccessesQuery = { myDataAccesses: { total: number, items: Array<{ id: string, viewedAt: unknown, viewerName: string, viewerOffice: string, kind: DataAccessKind, purpose: IdViewPurpose | null }> } };

export type DataAccessLedgerQueryVariables = Exact<{
  page: number;
  pageSize: number;
  from?: string | null | undefined;
  to?: string | null | undefined;
  staff?: string | null | undefined;
  subject?: string | null | undefined;
  kind?: DataAccessKind | null | undefined;
}>;


export type DataAccessLedgerQuery = { dataAccessLedger: { total: number, items: Array<{ id: string, viewedAt: unknown, viewerName: string, viewerEmail: string, viewerOffice: string, subjectName: string, residentId: number | null, inhabitantId: number | null, kind: DataAccessKind, purpose: IdViewPurpose | null }> } };

export type DocumentRequestsQueryVariables = Exact<{
  search?: string | null | undefined;
  status?: DocumentRequestStatus | null | undefined;
  sortBy: DocumentRequestSortField;
  sortDirection: SortDirection;
  page: number;
  pageSize: number;
}>;


export type DocumentRequestsQuery = { documentRequests: { total: number, items: Array<{ id: number, referenceNumber: string, documentTypeName: string, requestor: string, takenAtCounter: boolean, requestedAt: unknown, status: DocumentRequestStatus, allowedNextStatuses: Array<DocumentRequestStatus>, waitingWorkingDays: number | null, overdue: boolean, certificateUrl: string | null }> } };

export type DocumentRequestDetailsQueryVariables = Exact<{
  id: number;
}>;


export type DocumentRequestDetailsQuery = { documentRequest: { id: number, referenceNumber: string, documentTypeName: string, requestor: string, takenAtCounter: boolean, gender: Gender | null, requestedAt: unknown, status: DocumentRequestStatus, fieldData: unknown, allowedNextStatuses: Array<DocumentRequestStatus>, targetProcessingDays: number | null, waitingWorkingDays: number | null, dueDate: string | null, overdue: boolean, certificateUrl: string | null, documentTypeFields: Array<{ name: string, fieldType: DocumentFieldType }>, certificate: { verificationCode: string, verificationUrl: string, issueDate: string, revoked: boolean, revokedAt: unknown, revocationReason: string | null } | null, statusHistory: Array<{ fromStatus: DocumentRequestStatus | null, toStatus: DocumentRequestStatus, changedAt: unknown, changedByName: string }> } };

export type ChangeDocumentRequestStatusMutationVariables = Exact<{
  id: number;
  status: DocumentRequestStatus;
}>;


export type ChangeDocumentRequestStatusMutation = { changeDocumentRequestStatus: { id: number, status: DocumentRequestStatus, allowedNextStatuses: Array<DocumentRequestStatus> } };

export type DocumentRequestCertificateUrlQueryVariables = Exact<{
  id: number;
}>;


export type DocumentRequestCertificateUrlQuery = { documentRequest: { id: number, certificateUrl: string | null } };

export type RevokeCertificateMutationVariables = Exact<{
  input: RevokeCertificateInput;
}>;


export type RevokeCertificateMutation = { revokeCertificate: { requestId: number, verificationCode: string, revoked: boolean, revokedAt: unknown, revocationReason: string | null } };

export type RequestableTypeFieldsFragment = { id: number, name: string, description: string, fields: Array<{ name: string, fieldType: DocumentFieldType, required: boolean }> };

export type RequestDocumentOptionsQueryVariables = Exact<{
  pageSize: number;
}>;


export type RequestDocumentOptionsQuery = { me: { id: number, idVerificationStatus: IdVerificationStatus }, documentRequestAllowance: { openCount: number, limit: number, canSubmit: boolean }, documentTypes: { items: Array<{ id: number, name: string, description: string, fields: Array<{ name: string, fieldType: DocumentFieldType, required: boolean }> }> } };

export type SubmitDocumentRequestMutationVariables = Exact<{
  input: SubmitDocumentRequestInput;
}>;


export type SubmitDocumentRequestMutation = { submitDocumentRequest: { id: number, status: DocumentRequestStatus } };

export type CounterDocumentTypesQueryVariables = Exact<{
  pageSize: number;
}>;


export type CounterDocumentTypesQuery = { documentTypes: { items: Array<{ id: number, name: string, description: string, fields: Array<{ name: string, fieldType: DocumentFieldType, required: boolean }> }> } };

export type CounterInhabitantsQueryVariables = Exact<{
  search: string;
}>;


export type CounterInhabitantsQuery = { counterInhabitants: Array<{ id: number, fullName: string, birthdate: string, householdNumber: string | null, hasAccount: boolean }> };

export type SubmitDocumentRequestAtCounterMutationVariables = Exact<{
  input: CounterDocumentRequestInput;
}>;


export type SubmitDocumentRequestAtCounterMutation = { submitDocumentRequestAtCounter: { id: number, referenceNumber: string, requestor: string, status: DocumentRequestStatus } };

export type DocumentTypesQueryVariables = Exact<{
  sortBy: DocumentTypeSortField;
  sortDirection: SortDirection;
  page: number;
  pageSize: number;
}>;


export type DocumentTypesQuery = { documentTypes: { total: number, items: Array<{ id: number, name: string, description: string, fieldCount: number, targetProcessingDays: number | null, certificateTitle: string | null, certificateBody: string | null, certificatePlaceholders: Array<string>, defaultCertificateTitle: string, defaultCertificateBody: string, fields: Array<{ name: string, fieldType: DocumentFieldType, required: boolean }> }> } };

export type CreateDocumentTypeMutationVariables = Exact<{
  input: DocumentTypeInput;
}>;


export type CreateDocumentTypeMutation = { createDocumentType: { id: number, name: string } };

export type UpdateDocumentTypeMutationVariables = Exact<{
  id: number;
  input: DocumentTypeInput;
}>;


export type UpdateDocumentTypeMutation = { updateDocumentType: { id: number, name: string } };

export type DeleteDocumentTypeMutationVariables = Exact<{
  id: number;
}>;


export type DeleteDocumentTypeMutation = { deleteDocumentType: { archived: boolean } };

export type ErasurePlanLineFieldsFragment = { what: string, count: number, why: string | null };

export type MyErasureRequestFieldsFragment = { id: number, status: ErasureRequestStatus, reason: string | null, requestedAt: unknown, decidedAt: unknown, refusalReason: string | null };

export type MyErasureQueryVariables = Exact<{ [key: string]: never; }>;


export type MyErasureQuery = { erasurePlan: { erased: Array<{ what: string, count: number, why: string | null }>, kept: Array<{ what: string, count: number, why: string | null }> }, myErasureRequest: { id: number, status: ErasureRequestStatus, reason: string | null, requestedAt: unknown, decidedAt: unknown, refusalReason: string | null } | null };

export type RequestErasureMutationVariables = Exact<{
  input: RequestErasureInput;
}>;


export type RequestErasureMutation = { requestErasure: { id: number, status: ErasureRequestStatus, reason: string | null, requestedAt: unknown, decidedAt: unknown, refusalReason: string | null } };

export type WithdrawErasureRequestMutationVariables = Exact<{ [key: string]: never; }>;


export type WithdrawErasureRequestMutation = { withdrawErasureRequest: { id: number, status: ErasureRequestStatus, reason: string | null, requestedAt: unknown, decidedAt: unknown, refusalReason: string | null } };

export type ErasureRequestsQueryVariables = Exact<{
  page: number;
  pageSize: number;
  status?: ErasureRequestStatus | null | undefined;
}>;


export type ErasureRequestsQuery = { erasureRequests: { total: number, items: Array<{ id: number, status: ErasureRequestStatus, reason: string | null, requestedAt: unknown, decidedAt: unknown, refusalReason: string | null, residentId: number, residentName: string, residentErased: boolean, decidedBy: string | null, held: Array<{ what: string, count: number, why: string | null }>, plan: { erased: Array<{ what: string, count: number, why: string | null }>, kept: Array<{ what: string, count: number, why: string | null }> } | null }> } };

export type ProcessErasureRequestMutationVariables = Exact<{
  id: number;
}>;


export type ProcessErasureRequestMutation = { processErasureRequest: { id: number, status: ErasureRequestStatus, residentName: string } };

export type RefuseErasureRequestMutationVariables = Exact<{
  input: RefuseErasureRequestInput;
}>;


export type RefuseErasureRequestMutation = { refuseErasureRequest: { id: number, status: ErasureRequestStatus, refusalReason: string | null } };

export type EventCardFieldsFragment = { id: number, eventName: string, targetAudience: string, eventDate: string, status: string, eventPhotoUrl: string | null };

export type EventFieldsFragment = { expectedNumberOfAttendees: number, actualAttendees: number, id: number, eventName: string, targetAudience: string, eventDate: string, status: string, eventPhotoUrl: string | null };

export type EventGalleryQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type EventGalleryQuery = { events: { total: number, items: Array<{ id: number, eventName: string, targetAudience: string, eventDate: string, status: string, eventPhotoUrl: string | null, eventPhoto: { url: string, width: number | null, height: number | null, srcset: string | null } | null }> } };

export type EventListQueryVariables = Exact<{
  page: number;
  pageSize: number;
  search?: string | null | undefined;
  sortBy?: EventSortField | null | undefined;
  sortDirection?: SortDirection | null | undefined;
}>;


export type EventListQuery = { events: { total: number, items: Array<{ expectedNumberOfAttendees: number, actualAttendees: number, id: number, eventName: string, targetAudience: string, eventDate: string, status: string, eventPhotoUrl: string | null }> } };

export type CreateEventMutationVariables = Exact<{
  input: CreateEventInput;
  eventPhoto?: unknown;
}>;


export type CreateEventMutation = { createEvent: { expectedNumberOfAttendees: number, actualAttendees: number, id: number, eventName: string, targetAudience: string, eventDate: string, status: string, eventPhotoUrl: string | null } };

export type UpdateEventMutationVariables = Exact<{
  id: number;
  input: UpdateEventInput;
  eventPhoto?: unknown;
}>;


export type UpdateEventMutation = { updateEvent: { expectedNumberOfAttendees: number, actualAttendees: number, id: number, eventName: string, targetAudience: string, eventDate: string, status: string, eventPhotoUrl: string | null } };

export type DeleteEventMutationVariables = Exact<{
  id: number;
}>;


export type DeleteEventMutation = { deleteEvent: boolean };

export type NotificationItemFragment = { id: number, kind: NotificationKind, title: string, message: string, requestId: number | null, referenceNumber: string | null, read: boolean, readAt: unknown, createdAt: unknown };

export type UnreadNotificationCountQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadNotificationCountQuery = { unreadNotificationCount: number };

export type NotificationListQueryVariables = Exact<{
  pageSize: number;
}>;


export type NotificationListQuery = { notifications: { total: number, unreadCount: number, items: Array<{ id: number, kind: NotificationKind, title: string, message: string, requestId: number | null, referenceNumber: string | null, read: boolean, readAt: unknown, createdAt: unknown }> } };

export type MarkNotificationsReadMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type MarkNotificationsReadMutation = { markNotificationsRead: { marked: number, unreadCount: number } };

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllNotificationsReadMutation = { markAllNotificationsRead: { marked: number, unreadCount: number } };

export type NotificationAddedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NotificationAddedSubscription = { notificationAdded: { id: number, kind: NotificationKind, title: string, message: string, requestId: number | null, referenceNumber: string | null, read: boolean, readAt: unknown, createdAt: unknown } };

export type OfficialCardFieldsFragment = { id: number, name: string, position: string, contactNumber: string, address: string, officialPictureUrl: string | null };

export type OfficialFieldsFragment = { termStart: string | null, termEnd: string | null, id: number, name: string, position: string, contactNumber: string, address: string, officialPictureUrl: string | null };

export type OfficialListQueryVariables = Exact<{
  page: number;
  pageSize: number;
  sortBy?: BarangayOfficialSortField;
  sortDirection?: SortDirection;
}>;


export type OfficialListQuery = { barangayOfficials: { total: number, items: Array<{ termStart: string | null, termEnd: string | null, id: number, name: string, position: string, contactNumber: string, address: string, officialPictureUrl: string | null }> } };

export type OfficialsGridQueryVariables = Exact<{
  pageSize: number;
}>;


export type OfficialsGridQuery = { barangayOfficials: { total: number, items: Array<{ id: number, name: string, position: string, contactNumber: string, address: string, officialPictureUrl: string | null, officialPicture: { url: string, width: number | null, height: number | null, srcset: string | null } | null }> } };

export type CreateOfficialMutationVariables = Exact<{
  input: CreateBarangayOfficialInput;
  officialPicture?: unknown;
}>;


export type CreateOfficialMutation = { createBarangayOfficial: { termStart: string | null, termEnd: string | null, id: number, name: string, position: string, contactNumber: string, address: string, officialPictureUrl: string | null } };

export type UpdateOfficialMutationVariables = Exact<{
  id: number;
  input: UpdateBarangayOfficialInput;
  officialPicture?: unknown;
}>;


export type UpdateOfficialMutation = { updateBarangayOfficial: { termStart: string | null, termEnd: string | null, id: number, name: string, position: string, contactNumber: string, address: string, officialPictureUrl: string | null } };

export type DeleteOfficialMutationVariables = Exact<{
  id: number;
}>;


export type DeleteOfficialMutation = { deleteBarangayOfficial: boolean };

export type PrivacyNoticeFieldsFragment = { version: number, text: string, publishedAt: unknown, isCurrent: boolean, currentVersion: number, barangayName: string, dataProtectionOfficer: { name: string, email: string, phone: string | null } | null };

export type PrivacyNoticeQueryVariables = Exact<{
  version?: number | null | undefined;
}>;


export type PrivacyNoticeQuery = { privacyNotice: { version: number, text: string, publishedAt: unknown, isCurrent: boolean, currentVersion: number, barangayName: string, dataProtectionOfficer: { name: string, email: string, phone: string | null } | null } };

export type MyPrivacyConsentQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPrivacyConsentQuery = { myPrivacyConsent: { currentVersion: number, version: number | null, consentedAt: unknown, needsConsent: boolean } };

export type AcceptPrivacyNoticeMutationVariables = Exact<{
  version: number;
}>;


export type AcceptPrivacyNoticeMutation = { acceptPrivacyNotice: { currentVersion: number, version: number | null, consentedAt: unknown, needsConsent: boolean } };

export type PrivacyNoticeVersionsQueryVariables = Exact<{ [key: string]: never; }>;


export type PrivacyNoticeVersionsQuery = { privacyNoticeVersions: Array<{ version: number, publishedAt: unknown, publishedBy: string | null }> };

export type PublishPrivacyNoticeMutationVariables = Exact<{
  input: PublishPrivacyNoticeInput;
}>;


export type PublishPrivacyNoticeMutation = { publishPrivacyNotice: { version: number, text: string, publishedAt: unknown, isCurrent: boolean, currentVersion: number, barangayName: string, dataProtectionOfficer: { name: string, email: string, phone: string | null } | null } };

export type SaveDataProtectionOfficerMutationVariables = Exact<{
  input: DataProtectionOfficerInput;
}>;


export type SaveDataProtectionOfficerMutation = { saveDataProtectionOfficer: { name: string, email: string, phone: string | null } };

export type ProjectFieldsFragment = { id: number, title: string, description: string, status: ProjectStatus, dateStarted: string | null, dateEnded: string | null, link: string | null, projectPhotoUrl: string | null };

export type ProjectCarouselQueryVariables = Exact<{
  pageSize: number;
}>;


export type ProjectCarouselQuery = { projects: { items: Array<{ id: number, title: string, description: string, status: ProjectStatus, dateStarted: string | null, dateEnded: string | null, link: string | null, projectPhotoUrl: string | null, projectPhoto: { url: string, width: number | null, height: number | null, srcset: string | null } | null }> } };

export type ProjectGalleryQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type ProjectGalleryQuery = { projects: { total: number, items: Array<{ id: number, title: string, description: string, status: ProjectStatus, dateStarted: string | null, dateEnded: string | null, link: string | null, projectPhotoUrl: string | null, projectPhoto: { url: string, width: number | null, height: number | null, srcset: string | null } | null }> } };

export type ProjectListQueryVariables = Exact<{
  page: number;
  pageSize: number;
  search?: string | null | undefined;
  sortBy?: ProjectSortField | null | undefined;
  sortDirection?: SortDirection | null | undefined;
}>;


export type ProjectListQuery = { projects: { total: number, items: Array<{ id: number, title: string, description: string, status: ProjectStatus, dateStarted: string | null, dateEnded: string | null, link: string | null, projectPhotoUrl: string | null }> } };

export type CreateProjectMutationVariables = Exact<{
  input: CreateProjectInput;
  projectPhoto?: unknown;
}>;


export type CreateProjectMutation = { createProject: { id: number, title: string, description: string, status: ProjectStatus, dateStarted: string | null, dateEnded: string | null, link: string | null, projectPhotoUrl: string | null } };

export type UpdateProjectMutationVariables = Exact<{
  id: number;
  input: UpdateProjectInput;
  projectPhoto?: unknown;
}>;


export type UpdateProjectMutation = { updateProject: { id: number, title: string, description: string, status: ProjectStatus, dateStarted: string | null, dateEnded: string | null, link: string | null, projectPhotoUrl: string | null } };

export type DeleteProjectMutationVariables = Exact<{
  id: number;
}>;


export type DeleteProjectMutation = { deleteProject: boolean };

export type ImportProblemFieldsFragment = { row: number | null, column: string | null, message: string };

export type ImportProgressFieldsFragment = { totalRows: number, status: InhabitantImportStatus, processedRows: number, failure: string | null, problemCount: number, problems: Array<{ row: number | null, column: string | null, message: string }>, summary: { inhabitants: number, households: number, puroks: number } | null };

export type InhabitantImportQueryVariables = Exact<{
  id: number;
}>;


export type InhabitantImportQuery = { inhabitantImport: { id: number, fileName: string, headerRow: number, totalRows: number, status: InhabitantImportStatus, processedRows: number, failure: string | null, problemCount: number, columns: Array<{ column: number, header: string, field: InhabitantImportField | null, samples: Array<string> }>, problems: Array<{ row: number | null, column: string | null, message: string }>, summary: { inhabitants: number, households: number, puroks: number } | null } };

export type InhabitantImportProgressQueryVariables = Exact<{
  id: number;
}>;


export type InhabitantImportProgressQuery = { inhabitantImport: { id: number, totalRows: number, status: InhabitantImportStatus, processedRows: number, failure: string | null, problemCount: number, problems: Array<{ row: number | null, column: string | null, message: string }>, summary: { inhabitants: number, households: number, puroks: number } | null } };

export type CheckInhabitantImportMutationVariables = Exact<{
  input: InhabitantImportInput;
}>;


export type CheckInhabitantImportMutation = { checkInhabitantImport: { rows: number, problemCount: number, duplicateCount: number, newHouseholds: number, existingHouseholds: number, newPuroks: number, problems: Array<{ row: number | null, column: string | null, message: string }>, duplicates: Array<{ row: number, name: string, birthdate: string, sameAsRow: number | null, inhabitantId: number | null, inhabitantName: string | null }> } };

export type StartInhabitantImportMutationVariables = Exact<{
  input: InhabitantImportInput;
}>;


export type StartInhabitantImportMutation = { startInhabitantImport: { id: number, status: InhabitantImportStatus, processedRows: number, totalRows: number } };

export type PurokFieldsFragment = { id: number, name: string };

export type HouseholdFieldsFragment = { id: number, householdNumber: string, address: string, purokId: number, purok: { id: number, name: string } };

export type InhabitantRowFieldsFragment = { id: number, firstName: string, middleName: string | null, lastName: string, suffix: string | null, fullName: string, age: number, sex: Gender, status: InhabitantStatus, statusDate: string | null, relationshipToHead: RelationshipToHead | null, isSeniorCitizen: boolean, isPwd: boolean, isSoloParent: boolean, isIndigenous: boolean, is4Ps: boolean, isOutOfSchoolYouth: boolean, household: { id: number, householdNumber: string, address: string, purok: { id: number, name: string } } | null };

export type InhabitantFieldsFragment = { address: string | null, birthdate: string, birthPlace: string, civilStatus: CivilStatus, citizenship: string, occupation: string | null, hasAccount: boolean, id: number, firstName: string, middleName: string | null, lastName: string, suffix: string | null, fullName: string, age: number, sex: Gender, status: InhabitantStatus, statusDate: string | null, relationshipToHead: RelationshipToHead | null, isSeniorCitizen: boolean, isPwd: boolean, isSoloParent: boolean, isIndigenous: boolean, is4Ps: boolean, isOutOfSchoolYouth: boolean, household: { id: number, householdNumber: string, address: string, purok: { id: number, name: string } } | null };

export type PuroksQueryVariables = Exact<{ [key: string]: never; }>;


export type PuroksQuery = { puroks: Array<{ id: number, name: string }> };

export type InhabitantsQueryVariables = Exact<{
  page: number;
  pageSize: number;
  search?: string | null | undefined;
  purokId?: number | null | undefined;
  householdId?: number | null | undefined;
  status?: InhabitantStatus | null | undefined;
  sector?: InhabitantSector | null | undefined;
}>;


export type InhabitantsQuery = { inhabitants: { page: number, pageSize: number, total: number, items: Array<{ id: number, firstName: string, middleName: string | null, lastName: string, suffix: string | null, fullName: string, age: number, sex: Gender, status: InhabitantStatus, statusDate: string | null, relationshipToHead: RelationshipToHead | null, isSeniorCitizen: boolean, isPwd: boolean, isSoloParent: boolean, isIndigenous: boolean, is4Ps: boolean, isOutOfSchoolYouth: boolean, household: { id: number, householdNumber: string, address: string, purok: { id: number, name: string } } | null }> } };

export type InhabitantQueryVariables = Exact<{
  id: number;
}>;


export type InhabitantQuery = { inhabitant: { address: string | null, birthdate: string, birthPlace: string, civilStatus: CivilStatus, citizenship: string, occupation: string | null, hasAccount: boolean, id: number, firstName: string, middleName: string | null, lastName: string, suffix: string | null, fullName: string, age: number, sex: Gender, status: InhabitantStatus, statusDate: string | null, relationshipToHead: RelationshipToHead | null, isSeniorCitizen: boolean, isPwd: boolean, isSoloParent: boolean, isIndigenous: boolean, is4Ps: boolean, isOutOfSchoolYouth: boolean, household: { id: number, householdNumber: string, address: string, purok: { id: number, name: string } } | null } };

export type HouseholdsQueryVariables = Exact<{
  page: number;
  pageSize: number;
  search?: string | null | undefined;
  purokId?: number | null | undefined;
}>;


export type HouseholdsQuery = { households: { page: number, pageSize: number, total: number, items: Array<{ id: number, householdNumber: string, address: string, purokId: number, purok: { id: number, name: string } }> } };

export type HouseholdQueryVariables = Exact<{
  id: number;
}>;


export type HouseholdQuery = { household: { id: number, householdNumber: string, address: string, purokId: number, members: Array<{ id: number, firstName: string, middleName: string | null, lastName: string, suffix: string | null, fullName: string, age: number, sex: Gender, status: InhabitantStatus, statusDate: string | null, relationshipToHead: RelationshipToHead | null, isSeniorCitizen: boolean, isPwd: boolean, isSoloParent: boolean, isIndigenous: boolean, is4Ps: boolean, isOutOfSchoolYouth: boolean, household: { id: number, householdNumber: string, address: string, purok: { id: number, name: string } } | null }>, purok: { id: number, name: string } } };

export type CreatePurokMutationVariables = Exact<{
  input: PurokInput;
}>;


export type CreatePurokMutation = { createPurok: { id: number, name: string } };

export type RenamePurokMutationVariables = Exact<{
  input: RenamePurokInput;
}>;


export type RenamePurokMutation = { renamePurok: { id: number, name: string } };

export type CreateHouseholdMutationVariables = Exact<{
  input: HouseholdInput;
}>;


export type CreateHouseholdMutation = { createHousehold: { id: number, householdNumber: string, address: string, purokId: number, purok: { id: number, name: string } } };

export type UpdateHouseholdMutationVariables = Exact<{
  input: UpdateHouseholdInput;
}>;


export type UpdateHouseholdMutation = { updateHousehold: { id: number, householdNumber: string, address: string, purokId: number, purok: { id: number, name: string } } };

export type CreateInhabitantMutationVariables = Exact<{
  input: InhabitantInput;
}>;


export type CreateInhabitantMutation = { createInhabitant: { address: string | null, birthdate: string, birthPlace: string, civilStatus: CivilStatus, citizenship: string, occupation: string | null, hasAccount: boolean, id: number, firstName: string, middleName: string | null, lastName: string, suffix: string | null, fullName: string, age: number, sex: Gender, status: InhabitantStatus, statusDate: string | null, relationshipToHead: RelationshipToHead | null, isSeniorCitizen: boolean, isPwd: boolean, isSoloParent: boolean, isIndigenous: boolean, is4Ps: boolean, isOutOfSchoolYouth: boolean, household: { id: number, householdNumber: string, address: string, purok: { id: number, name: string } } | null } };

export type UpdateInhabitantMutationVariables = Exact<{
  input: UpdateInhabitantInput;
}>;


export type UpdateInhabitantMutation = { updateInhabitant: { address: string | null, birthdate: string, birthPlace: string, civilStatus: CivilStatus, citizenship: string, occupation: string | null, hasAccount: boolean, id: number, firstName: string, middleName: string | null, lastName: string, suffix: string | null, fullName: string, age: number, sex: Gender, status: InhabitantStatus, statusDate: string | null, relationshipToHead: RelationshipToHead | null, isSeniorCitizen: boolean, isPwd: boolean, isSoloParent: boolean, isIndigenous: boolean, is4Ps: boolean, isOutOfSchoolYouth: boolean, household: { id: number, householdNumber: string, address: string, purok: { id: number, name: string } } | null } };

export type MoveInhabitantMutationVariables = Exact<{
  input: MoveInhabitantInput;
}>;


export type MoveInhabitantMutation = { moveInhabitant: { address: string | null, birthdate: string, birthPlace: string, civilStatus: CivilStatus, citizenship: string, occupation: string | null, hasAccount: boolean, id: number, firstName: string, middleName: string | null, lastName: string, suffix: string | null, fullName: string, age: number, sex: Gender, status: InhabitantStatus, statusDate: string | null, relationshipToHead: RelationshipToHead | null, isSeniorCitizen: boolean, isPwd: boolean, isSoloParent: boolean, isIndigenous: boolean, is4Ps: boolean, isOutOfSchoolYouth: boolean, household: { id: number, householdNumber: string, address: string, purok: { id: number, name: string } } | null } };

export type SetInhabitantStatusMutationVariables = Exact<{
  input: SetInhabitantStatusInput;
}>;


export type SetInhabitantStatusMutation = { setInhabitantStatus: { address: string | null, birthdate: string, birthPlace: string, civilStatus: CivilStatus, citizenship: string, occupation: string | null, hasAccount: boolean, id: number, firstName: string, middleName: string | null, lastName: string, suffix: string | null, fullName: string, age: number, sex: Gender, status: InhabitantStatus, statusDate: string | null, relationshipToHead: RelationshipToHead | null, isSeniorCitizen: boolean, isPwd: boolean, isSoloParent: boolean, isIndigenous: boolean, is4Ps: boolean, isOutOfSchoolYouth: boolean, household: { id: number, householdNumber: string, address: string, purok: { id: number, name: string } } | null } };

export type ServedBarangayQueryVariables = Exact<{ [key: string]: never; }>;


export type ServedBarangayQuery = { servedBarangay: { id: number, name: string, seal: { url: string, width: number | null, height: number | null, srcset: string | null } | null } };

export type BarangaySettingsFieldsFragment = { id: number, name: string, referencePrefix: string, emailSenderName: string | null, sealUrl: string | null, seal: { url: string, width: number | null, height: number | null, srcset: string | null } | null };

export type BarangaySettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type BarangaySettingsQuery = { barangaySettings: { id: number, name: string, referencePrefix: string, emailSenderName: string | null, sealUrl: string | null, seal: { url: string, width: number | null, height: number | null, srcset: string | null } | null } };

export type UpdateBarangaySettingsMutationVariables = Exact<{
  input: BarangaySettingsInput;
  seal?: unknown;
}>;


export type UpdateBarangaySettingsMutation = { updateBarangaySettings: { id: number, name: string, referencePrefix: string, emailSenderName: string | null, sealUrl: string | null, seal: { url: string, width: number | null, height: number | null, srcset: string | null } | null } };

export type StaffRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffRolesQuery = { roles: Array<{ id: number, name: string, permissions: Array<Permission>, builtIn: BuiltInRole | null, memberCount: number }> };

export type StaffMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffMembersQuery = { staffMembers: Array<{ id: number, email: string, firstName: string, lastName: string, active: boolean, mustChangePassword: boolean, role: { id: number, name: string } }> };

export type CreateRoleMutationVariables = Exact<{
  input: RoleInput;
}>;


export type CreateRoleMutation = { createRole: { id: number, name: string } };

export type UpdateRoleMutationVariables = Exact<{
  input: UpdateRoleInput;
}>;


export type UpdateRoleMutation = { updateRole: { id: number, name: string } };

export type DeleteRoleMutationVariables = Exact<{
  id: number;
}>;


export type DeleteRoleMutation = { deleteRole: boolean };

export type StaffPasswordHandoverFieldsFragment = { temporaryPassword: string | null, passwordLinkSent: boolean, member: { id: number, email: string, firstName: string, lastName: string } };

export type CreateStaffMemberMutationVariables = Exact<{
  input: CreateStaffMemberInput;
}>;


export type CreateStaffMemberMutation = { createStaffMember: { temporaryPassword: string | null, passwordLinkSent: boolean, member: { id: number, email: string, firstName: string, lastName: string } } };

export type ResetStaffMemberPasswordMutationVariables = Exact<{
  id: number;
}>;


export type ResetStaffMemberPasswordMutation = { resetStaffMemberPassword: { temporaryPassword: string | null, passwordLinkSent: boolean, member: { id: number, email: string, firstName: string, lastName: string } } };

export type UpdateStaffMemberMutationVariables = Exact<{
  input: UpdateStaffMemberInput;
}>;


export type UpdateStaffMemberMutation = { updateStaffMember: { id: number, active: boolean, role: { id: number, name: string } } };

export type StaffOfficialsQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffOfficialsQuery = { barangayOfficials: { items: Array<{ id: number, name: string, position: string, staffMemberId: number | null }> } };

export type LinkOfficialStaffMemberMutationVariables = Exact<{
  id: number;
  staffMemberId?: number | null | undefined;
}>;


export type LinkOfficialStaffMemberMutation = { linkOfficialStaffMember: { id: number, staffMemberId: number | null } };

export type ResidentTransferFieldsFragment = { id: number, status: ResidentTransferStatus, fromBarangayName: string, toBarangayName: string, toHostName: string | null, newAddress: string, declineReason: string | null, requestedAt: unknown, decidedAt: unknown };

export type MyTransferQueryVariables = Exact<{ [key: string]: never; }>;


export type MyTransferQuery = { transferDestinations: Array<{ id: number, name: string }>, myTransfer: { id: number, status: ResidentTransferStatus, fromBarangayName: string, toBarangayName: string, toHostName: string | null, newAddress: string, declineReason: string | null, requestedAt: unknown, decidedAt: unknown } | null };

export type RequestTransferMutationVariables = Exact<{
  input: RequestTransferInput;
}>;


export type RequestTransferMutation = { requestTransfer: { id: number, status: ResidentTransferStatus, fromBarangayName: string, toBarangayName: string, toHostName: string | null, newAddress: string, declineReason: string | null, requestedAt: unknown, decidedAt: unknown } };

export type CancelTransferMutationVariables = Exact<{
  id: number;
}>;


export type CancelTransferMutation = { cancelTransfer: { id: number, status: ResidentTransferStatus, fromBarangayName: string, toBarangayName: string, toHostName: string | null, newAddress: string, declineReason: string | null, requestedAt: unknown, decidedAt: unknown } };

export type IncomingTransfersQueryVariables = Exact<{ [key: string]: never; }>;


export type IncomingTransfersQuery = { incomingTransfers: Array<{ id: number, fromBarangayName: string, newAddress: string, requestedAt: unknown, resident: { id: number, firstName: string, lastName: string, email: string, idVerificationStatus: IdVerificationStatus } | null }> };

export type DecideTransferMutationVariables = Exact<{
  input: DecideTransferInput;
}>;


export type DecideTransferMutation = { decideTransfer: { id: number, status: ResidentTransferStatus, declineReason: string | null, decidedAt: unknown } };

export type EarlierDocumentRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type EarlierDocumentRequestsQuery = { earlierDocumentRequests: Array<{ id: number, referenceNumber: string, documentTypeName: string, status: DocumentRequestStatus, requestedAt: unknown, barangayName: string, certificateCode: string | null }> };

export type ProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileQuery = { me: { id: number, email: string, nickname: string, firstName: string, middleName: string, lastName: string, fullName: string, gender: Gender | null, birthdate: string | null, age: number | null, birthPlace: string | null, religion: string | null, address: string | null, contactNumber: string | null, civilStatus: CivilStatus | null, isVoter: boolean | null, isEmployed: boolean | null, idVerificationStatus: IdVerificationStatus, idImageRemoval: { outcome: IdVerificationOutcome, removedAt: unknown, retentionDays: number } | null } };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { id: number, address: string | null, contactNumber: string | null, civilStatus: CivilStatus | null, isVoter: boolean | null, isEmployed: boolean | null } };

export type UploadValidIdMutationVariables = Exact<{
  validId: unknown;
}>;


export type UploadValidIdMutation = { uploadValidId: { id: number, idVerificationStatus: IdVerificationStatus, idImageRemoval: { outcome: IdVerificationOutcome, removedAt: unknown, retentionDays: number } | null } };

export type ResidentsQueryVariables = Exact<{
  search?: string | null | undefined;
  idVerificationStatus?: IdVerificationStatus | null | undefined;
  sortBy: ResidentSortField;
  sortDirection: SortDirection;
  page: number;
  pageSize: number;
}>;


export type ResidentsQuery = { residents: { total: number, items: Array<{ id: number, firstName: string, lastName: string, fullName: string, email: string, age: number | null, idVerificationStatus: IdVerificationStatus }> } };

export type ResidentDetailsQueryVariables = Exact<{
  id: number;
}>;


export type ResidentDetailsQuery = { resident: { id: number, email: string, nickname: string, fullName: string, gender: Gender | null, birthdate: string | null, age: number | null, birthPlace: string | null, religion: string | null, address: string | null, contactNumber: string | null, civilStatus: CivilStatus | null, isVoter: boolean | null, isEmployed: boolean | null, idVerificationStatus: IdVerificationStatus, validIdUrl: string | null, validIdMediaType: string | null, idVerificationHistory: Array<{ decision: IdVerificationOutcome, decidedAt: unknown, decidedByName: string }> | null, idImageRemoval: { outcome: IdVerificationOutcome, removedAt: unknown, retentionDays: number } | null } };

export type DecideIdVerificationMutationVariables = Exact<{
  userId: number;
  decision: IdVerificationOutcome;
}>;


export type DecideIdVerificationMutation = { decideIdVerification: { id: number, idVerificationStatus: IdVerificationStatus, idVerificationHistory: Array<{ decision: IdVerificationOutcome, decidedAt: unknown, decidedByName: string }> | null } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { id: number, mustChangePassword: boolean, permissions: Array<Permission> } };

export type TwoFactorStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type TwoFactorStatusQuery = { twoFactorStatus: { enabled: boolean, required: boolean, recoveryCodesLeft: number } };

export type StartTwoFactorEnrolmentMutationVariables = Exact<{ [key: string]: never; }>;


export type StartTwoFactorEnrolmentMutation = { startTwoFactorEnrolment: { qrCodeDataUrl: string, secret: string } };

export type ConfirmTwoFactorEnrolmentMutationVariables = Exact<{
  input: ConfirmTwoFactorInput;
}>;


export type ConfirmTwoFactorEnrolmentMutation = { confirmTwoFactorEnrolment: { recoveryCodes: Array<string> } };

export type DisableTwoFactorMutationVariables = Exact<{
  input: DisableTwoFactorInput;
}>;


export type DisableTwoFactorMutation = { disableTwoFactor: boolean };

export type RegenerateRecoveryCodesMutationVariables = Exact<{
  input: RegenerateRecoveryCodesInput;
}>;


export type RegenerateRecoveryCodesMutation = { regenerateRecoveryCodes: Array<string> };

export type RegistryLinkFieldsFragment = { residentId: number, linkedAt: unknown, confirmed: boolean, linked: { id: number, fullName: string, birthdate: string, address: string | null, household: { id: number, householdNumber: string } | null } | null, matches: Array<{ id: number, fullName: string, birthdate: string, address: string | null, household: { id: number, householdNumber: string } | null }> };

export type RegistryLinkInhabitantFragment = { id: number, fullName: string, birthdate: string, address: string | null, household: { id: number, householdNumber: string } | null };

export type ResidentRegistryLinkQueryVariables = Exact<{
  userId: number;
}>;


export type ResidentRegistryLinkQuery = { residentRegistryLink: { residentId: number, linkedAt: unknown, confirmed: boolean, linked: { id: number, fullName: string, birthdate: string, address: string | null, household: { id: number, householdNumber: string } | null } | null, matches: Array<{ id: number, fullName: string, birthdate: string, address: string | null, household: { id: number, householdNumber: string } | null }> } };

export type LinkResidentToInhabitantMutationVariables = Exact<{
  userId: number;
  inhabitantId: number;
}>;


export type LinkResidentToInhabitantMutation = { linkResidentToInhabitant: { residentId: number, linkedAt: unknown, confirmed: boolean, linked: { id: number, fullName: string, birthdate: string, address: string | null, household: { id: number, householdNumber: string } | null } | null, matches: Array<{ id: number, fullName: string, birthdate: string, address: string | null, household: { id: number, householdNumber: string } | null }> } };

export type ConfirmResidentLinkMutationVariables = Exact<{
  userId: number;
}>;


export type ConfirmResidentLinkMutation = { confirmResidentLink: { residentId: number, linkedAt: unknown, confirmed: boolean, linked: { id: number, fullName: string, birthdate: string, address: string | null, household: { id: number, householdNumber: string } | null } | null, matches: Array<{ id: number, fullName: string, birthdate: string, address: string | null, household: { id: number, householdNumber: string } | null }> } };

export type UnlinkResidentMutationVariables = Exact<{
  userId: number;
}>;


export type UnlinkResidentMutation = { unlinkResident: { residentId: number, linkedAt: unknown, confirmed: boolean, linked: { id: number, fullName: string, birthdate: string, address: string | null, household: { id: number, householdNumber: string } | null } | null, matches: Array<{ id: number, fullName: string, birthdate: string, address: string | null, household: { id: number, householdNumber: string } | null }> } };

export type VerifyDocumentQueryVariables = Exact<{
  code: string;
}>;


export type VerifyDocumentQuery = { verifyDocument: { genuine: boolean, status: DocumentVerificationStatus, valid: boolean, revoked: boolean, issuedBy: string | null, documentTypeName: string | null, referenceNumber: string | null, issueDate: string | null, holderName: string | null, revokedAt: unknown, revocationReason: string | null, certifiedFields: Array<{ name: string, value: string }> } };

export type AccountLanguageQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountLanguageQuery = { me: { id: number, preferredLanguage: Language | null } };

export type ChoosePreferredLanguageMutationVariables = Exact<{
  language: Language;
}>;


export type ChoosePreferredLanguageMutation = { choosePreferredLanguage: { id: number, preferredLanguage: Language | null } };

export type StaffAccessQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffAccessQuery = { me: { id: number, mustChangePassword: boolean, permissions: Array<Permission>, cityRole: CityRole | null } };

export const RollupFiguresFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RollupFiguresFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RollupFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"residents"}},{"kind":"Field","name":{"kind":"Name","value":"openRequests"}},{"kind":"Field","name":{"kind":"Name","value":"overdueRequests"}},{"kind":"Field","name":{"kind":"Name","value":"readyRequests"}},{"kind":"Field","name":{"kind":"Name","value":"readyOnTime"}},{"kind":"Field","name":{"kind":"Name","value":"processingCompliance"}},{"kind":"Field","name":{"kind":"Name","value":"idVerificationsWaiting"}}]}}]} as unknown as DocumentNode<RollupFiguresFieldsFragment, unknown>;
export const BarangayRollupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BarangayRollupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarangayRollup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"barangayId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"psgcCode"}},{"kind":"Field","name":{"kind":"Name","value":"hostNames"}},{"kind":"Field","name":{"kind":"Name","value":"residents"}},{"kind":"Field","name":{"kind":"Name","value":"openRequests"}},{"kind":"Field","name":{"kind":"Name","value":"overdueRequests"}},{"kind":"Field","name":{"kind":"Name","value":"readyRequests"}},{"kind":"Field","name":{"kind":"Name","value":"readyOnTime"}},{"kind":"Field","name":{"kind":"Name","value":"processingCompliance"}},{"kind":"Field","name":{"kind":"Name","value":"idVerificationsWaiting"}}]}}]} as unknown as DocumentNode<BarangayRollupFieldsFragment, unknown>;
export const AccountHandoverFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountHandoverFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountHandover"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"temporaryPassword"}},{"kind":"Field","name":{"kind":"Name","value":"passwordLinkSent"}}]}}]} as unknown as DocumentNode<AccountHandoverFieldsFragment, unknown>;
export const CorrectionRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CorrectionRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CorrectionRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"currentValue"}},{"kind":"Field","name":{"kind":"Name","value":"requestedValue"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}}]}}]} as unknown as DocumentNode<CorrectionRequestFieldsFragment, unknown>;
export const RequestableTypeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequestableTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fieldType"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}}]}}]} as unknown as DocumentNode<RequestableTypeFieldsFragment, unknown>;
export const ErasurePlanLineFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErasurePlanLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErasurePlanLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"what"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"why"}}]}}]} as unknown as DocumentNode<ErasurePlanLineFieldsFragment, unknown>;
export const MyErasureRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyErasureRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErasureRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refusalReason"}}]}}]} as unknown as DocumentNode<MyErasureRequestFieldsFragment, unknown>;
export const EventCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"targetAudience"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"eventPhotoUrl"}}]}}]} as unknown as DocumentNode<EventCardFieldsFragment, unknown>;
export const EventFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"expectedNumberOfAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"actualAttendees"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"targetAudience"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"eventPhotoUrl"}}]}}]} as unknown as DocumentNode<EventFieldsFragment, unknown>;
export const NotificationItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<NotificationItemFragment, unknown>;
export const OfficialCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfficialCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarangayOfficial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"officialPictureUrl"}}]}}]} as unknown as DocumentNode<OfficialCardFieldsFragment, unknown>;
export const OfficialFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfficialFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarangayOfficial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfficialCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"termStart"}},{"kind":"Field","name":{"kind":"Name","value":"termEnd"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfficialCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarangayOfficial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"officialPictureUrl"}}]}}]} as unknown as DocumentNode<OfficialFieldsFragment, unknown>;
export const PrivacyNoticeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrivacyNoticeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrivacyNotice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrent"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"barangayName"}},{"kind":"Field","name":{"kind":"Name","value":"dataProtectionOfficer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<PrivacyNoticeFieldsFragment, unknown>;
export const ProjectFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dateStarted"}},{"kind":"Field","name":{"kind":"Name","value":"dateEnded"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"projectPhotoUrl"}}]}}]} as unknown as DocumentNode<ProjectFieldsFragment, unknown>;
export const ImportProblemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImportProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImportProblem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ImportProblemFieldsFragment, unknown>;
export const ImportProgressFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImportProgressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InhabitantImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"processedRows"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"problemCount"}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImportProblemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inhabitants"}},{"kind":"Field","name":{"kind":"Name","value":"households"}},{"kind":"Field","name":{"kind":"Name","value":"puroks"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImportProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImportProblem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ImportProgressFieldsFragment, unknown>;
export const PurokFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurokFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Purok"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<PurokFieldsFragment, unknown>;
export const HouseholdFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HouseholdFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Household"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"householdNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"purokId"}},{"kind":"Field","name":{"kind":"Name","value":"purok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurokFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurokFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Purok"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<HouseholdFieldsFragment, unknown>;
export const InhabitantRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InhabitantRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Inhabitant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"suffix"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDate"}},{"kind":"Field","name":{"kind":"Name","value":"relationshipToHead"}},{"kind":"Field","name":{"kind":"Name","value":"isSeniorCitizen"}},{"kind":"Field","name":{"kind":"Name","value":"isPwd"}},{"kind":"Field","name":{"kind":"Name","value":"isSoloParent"}},{"kind":"Field","name":{"kind":"Name","value":"isIndigenous"}},{"kind":"Field","name":{"kind":"Name","value":"is4Ps"}},{"kind":"Field","name":{"kind":"Name","value":"isOutOfSchoolYouth"}},{"kind":"Field","name":{"kind":"Name","value":"household"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"householdNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"purok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurokFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurokFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Purok"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<InhabitantRowFieldsFragment, unknown>;
export const InhabitantFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InhabitantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Inhabitant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InhabitantRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"birthPlace"}},{"kind":"Field","name":{"kind":"Name","value":"civilStatus"}},{"kind":"Field","name":{"kind":"Name","value":"citizenship"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"hasAccount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurokFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Purok"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InhabitantRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Inhabitant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"suffix"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDate"}},{"kind":"Field","name":{"kind":"Name","value":"relationshipToHead"}},{"kind":"Field","name":{"kind":"Name","value":"isSeniorCitizen"}},{"kind":"Field","name":{"kind":"Name","value":"isPwd"}},{"kind":"Field","name":{"kind":"Name","value":"isSoloParent"}},{"kind":"Field","name":{"kind":"Name","value":"isIndigenous"}},{"kind":"Field","name":{"kind":"Name","value":"is4Ps"}},{"kind":"Field","name":{"kind":"Name","value":"isOutOfSchoolYouth"}},{"kind":"Field","name":{"kind":"Name","value":"household"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"householdNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"purok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurokFields"}}]}}]}}]}}]} as unknown as DocumentNode<InhabitantFieldsFragment, unknown>;
export const BarangaySettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BarangaySettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarangaySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"referencePrefix"}},{"kind":"Field","name":{"kind":"Name","value":"emailSenderName"}},{"kind":"Field","name":{"kind":"Name","value":"sealUrl"}},{"kind":"Field","name":{"kind":"Name","value":"seal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}}]}}]}}]} as unknown as DocumentNode<BarangaySettingsFieldsFragment, unknown>;
export const StaffPasswordHandoverFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffPasswordHandoverFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffPasswordHandover"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"temporaryPassword"}},{"kind":"Field","name":{"kind":"Name","value":"passwordLinkSent"}}]}}]} as unknown as DocumentNode<StaffPasswordHandoverFieldsFragment, unknown>;
export const ResidentTransferFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResidentTransferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResidentTransfer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fromBarangayName"}},{"kind":"Field","name":{"kind":"Name","value":"toBarangayName"}},{"kind":"Field","name":{"kind":"Name","value":"toHostName"}},{"kind":"Field","name":{"kind":"Name","value":"newAddress"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]} as unknown as DocumentNode<ResidentTransferFieldsFragment, unknown>;
export const RegistryLinkInhabitantFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistryLinkInhabitant"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Inhabitant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"household"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"householdNumber"}}]}}]}}]} as unknown as DocumentNode<RegistryLinkInhabitantFragment, unknown>;
export const RegistryLinkFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistryLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResidentRegistryLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"residentId"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"linked"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistryLinkInhabitant"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistryLinkInhabitant"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistryLinkInhabitant"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Inhabitant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"household"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"householdNumber"}}]}}]}}]} as unknown as DocumentNode<RegistryLinkFieldsFragment, unknown>;
export const AnnouncementListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnnouncementList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnnouncementSortField"}}},"defaultValue":{"kind":"EnumValue","value":"CREATED_AT"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},"defaultValue":{"kind":"EnumValue","value":"DESC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"announcements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<AnnouncementListQuery, AnnouncementListQueryVariables>;
export const FeaturedAnnouncementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeaturedAnnouncements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"announcements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"featured"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"CREATED_AT"}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"EnumValue","value":"DESC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<FeaturedAnnouncementsQuery, FeaturedAnnouncementsQueryVariables>;
export const CreateAnnouncementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAnnouncement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAnnouncementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAnnouncement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<CreateAnnouncementMutation, CreateAnnouncementMutationVariables>;
export const UpdateAnnouncementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAnnouncement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAnnouncementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAnnouncement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<UpdateAnnouncementMutation, UpdateAnnouncementMutationVariables>;
export const DeleteAnnouncementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAnnouncement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAnnouncement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteAnnouncementMutation, DeleteAnnouncementMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"refresh"}},{"kind":"Field","name":{"kind":"Name","value":"isResident"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mfaRequired"}},{"kind":"Field","name":{"kind":"Name","value":"mfaEnrolmentRequired"}},{"kind":"Field","name":{"kind":"Name","value":"mfaToken"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LoginWithTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginWithTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TwoFactorLoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginWithTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"refresh"}},{"kind":"Field","name":{"kind":"Name","value":"isResident"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<LoginWithTwoFactorMutation, LoginWithTwoFactorMutationVariables>;
export const StartSignInEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartSignInEnrolment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mfaToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTwoFactorEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mfaToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mfaToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"qrCodeDataUrl"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}}]}}]} as unknown as DocumentNode<StartSignInEnrolmentMutation, StartSignInEnrolmentMutationVariables>;
export const ConfirmSignInEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmSignInEnrolment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmTwoFactorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmTwoFactorEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"refresh"}},{"kind":"Field","name":{"kind":"Name","value":"isResident"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<ConfirmSignInEnrolmentMutation, ConfirmSignInEnrolmentMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const RegistrationPrivacyNoticeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistrationPrivacyNotice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"privacyNotice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<RegistrationPrivacyNoticeQuery, RegistrationPrivacyNoticeQueryVariables>;
export const RefreshTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refresh"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"refresh"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refresh"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"refresh"}},{"kind":"Field","name":{"kind":"Name","value":"isResident"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<RefreshTokenMutation, RefreshTokenMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refresh"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"refresh"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refresh"}}}]}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const CurrentUserGreetingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUserGreeting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<CurrentUserGreetingQuery, CurrentUserGreetingQueryVariables>;
export const SetStaffPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetStaffPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetStaffPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setStaffPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SetStaffPasswordMutation, SetStaffPasswordMutationVariables>;
export const CityRollupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CityRollup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cityRollup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"complianceWindowDays"}},{"kind":"Field","name":{"kind":"Name","value":"barangays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarangayRollupFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RollupFiguresFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BarangayRollupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarangayRollup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"barangayId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"psgcCode"}},{"kind":"Field","name":{"kind":"Name","value":"hostNames"}},{"kind":"Field","name":{"kind":"Name","value":"residents"}},{"kind":"Field","name":{"kind":"Name","value":"openRequests"}},{"kind":"Field","name":{"kind":"Name","value":"overdueRequests"}},{"kind":"Field","name":{"kind":"Name","value":"readyRequests"}},{"kind":"Field","name":{"kind":"Name","value":"readyOnTime"}},{"kind":"Field","name":{"kind":"Name","value":"processingCompliance"}},{"kind":"Field","name":{"kind":"Name","value":"idVerificationsWaiting"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RollupFiguresFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RollupFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"residents"}},{"kind":"Field","name":{"kind":"Name","value":"openRequests"}},{"kind":"Field","name":{"kind":"Name","value":"overdueRequests"}},{"kind":"Field","name":{"kind":"Name","value":"readyRequests"}},{"kind":"Field","name":{"kind":"Name","value":"readyOnTime"}},{"kind":"Field","name":{"kind":"Name","value":"processingCompliance"}},{"kind":"Field","name":{"kind":"Name","value":"idVerificationsWaiting"}}]}}]} as unknown as DocumentNode<CityRollupQuery, CityRollupQueryVariables>;
export const CreateBarangayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBarangay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBarangayInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBarangay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"barangay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarangayRollupFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"punongBarangay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountHandoverFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BarangayRollupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarangayRollup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"barangayId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"psgcCode"}},{"kind":"Field","name":{"kind":"Name","value":"hostNames"}},{"kind":"Field","name":{"kind":"Name","value":"residents"}},{"kind":"Field","name":{"kind":"Name","value":"openRequests"}},{"kind":"Field","name":{"kind":"Name","value":"overdueRequests"}},{"kind":"Field","name":{"kind":"Name","value":"readyRequests"}},{"kind":"Field","name":{"kind":"Name","value":"readyOnTime"}},{"kind":"Field","name":{"kind":"Name","value":"processingCompliance"}},{"kind":"Field","name":{"kind":"Name","value":"idVerificationsWaiting"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountHandoverFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountHandover"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"temporaryPassword"}},{"kind":"Field","name":{"kind":"Name","value":"passwordLinkSent"}}]}}]} as unknown as DocumentNode<CreateBarangayMutation, CreateBarangayMutationVariables>;
export const CityAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CityAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cityAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"cityRole"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}}]}}]}}]} as unknown as DocumentNode<CityAccountsQuery, CityAccountsQueryVariables>;
export const CreateCityAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCityAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCityAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCityAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountHandoverFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountHandoverFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountHandover"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"temporaryPassword"}},{"kind":"Field","name":{"kind":"Name","value":"passwordLinkSent"}}]}}]} as unknown as DocumentNode<CreateCityAccountMutation, CreateCityAccountMutationVariables>;
export const SetBarangayHostNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetBarangayHostNames"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetBarangayHostNamesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBarangayHostNames"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarangayRollupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BarangayRollupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarangayRollup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"barangayId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"psgcCode"}},{"kind":"Field","name":{"kind":"Name","value":"hostNames"}},{"kind":"Field","name":{"kind":"Name","value":"residents"}},{"kind":"Field","name":{"kind":"Name","value":"openRequests"}},{"kind":"Field","name":{"kind":"Name","value":"overdueRequests"}},{"kind":"Field","name":{"kind":"Name","value":"readyRequests"}},{"kind":"Field","name":{"kind":"Name","value":"readyOnTime"}},{"kind":"Field","name":{"kind":"Name","value":"processingCompliance"}},{"kind":"Field","name":{"kind":"Name","value":"idVerificationsWaiting"}}]}}]} as unknown as DocumentNode<SetBarangayHostNamesMutation, SetBarangayHostNamesMutationVariables>;
export const ContactDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"facebookPagee"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]} as unknown as DocumentNode<ContactDetailsQuery, ContactDetailsQueryVariables>;
export const SaveContactDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveContactDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveContactDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"facebookPagee"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]} as unknown as DocumentNode<SaveContactDetailsMutation, SaveContactDetailsMutationVariables>;
export const MyCorrectionRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCorrectionRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"birthPlace"}},{"kind":"Field","name":{"kind":"Name","value":"religion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myCorrectionRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CorrectionRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CorrectionRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CorrectionRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"currentValue"}},{"kind":"Field","name":{"kind":"Name","value":"requestedValue"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}}]}}]} as unknown as DocumentNode<MyCorrectionRequestsQuery, MyCorrectionRequestsQueryVariables>;
export const RequestCorrectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestCorrection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestCorrectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestCorrection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CorrectionRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CorrectionRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CorrectionRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"currentValue"}},{"kind":"Field","name":{"kind":"Name","value":"requestedValue"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}}]}}]} as unknown as DocumentNode<RequestCorrectionMutation, RequestCorrectionMutationVariables>;
export const WithdrawCorrectionRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawCorrectionRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawCorrectionRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CorrectionRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CorrectionRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CorrectionRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"currentValue"}},{"kind":"Field","name":{"kind":"Name","value":"requestedValue"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}}]}}]} as unknown as DocumentNode<WithdrawCorrectionRequestMutation, WithdrawCorrectionRequestMutationVariables>;
export const CorrectionRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CorrectionRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CorrectionRequestStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correctionRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"currentValue"}},{"kind":"Field","name":{"kind":"Name","value":"requestedValue"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"residentId"}},{"kind":"Field","name":{"kind":"Name","value":"residentName"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}}]}}]}}]}}]} as unknown as DocumentNode<CorrectionRequestsQuery, CorrectionRequestsQueryVariables>;
export const ApproveCorrectionRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveCorrectionRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveCorrectionRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}}]}}]}}]} as unknown as DocumentNode<ApproveCorrectionRequestMutation, ApproveCorrectionRequestMutationVariables>;
export const RejectCorrectionRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectCorrectionRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RejectCorrectionRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectCorrectionRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}}]}}]}}]} as unknown as DocumentNode<RejectCorrectionRequestMutation, RejectCorrectionRequestMutationVariables>;
export const DashboardStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attendanceEventId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"attendanceEventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attendanceEventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"residents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"male"}},{"kind":"Field","name":{"kind":"Name","value":"female"}},{"kind":"Field","name":{"kind":"Name","value":"teen"}},{"kind":"Field","name":{"kind":"Name","value":"adult"}},{"kind":"Field","name":{"kind":"Name","value":"seniorCitizen"}},{"kind":"Field","name":{"kind":"Name","value":"ageChart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teen"}},{"kind":"Field","name":{"kind":"Name","value":"adult"}},{"kind":"Field","name":{"kind":"Name","value":"senior"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"employment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employed"}},{"kind":"Field","name":{"kind":"Name","value":"unemployed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"voters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voters"}},{"kind":"Field","name":{"kind":"Name","value":"nonVoters"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}},{"kind":"Field","name":{"kind":"Name","value":"attendance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}},{"kind":"Field","name":{"kind":"Name","value":"actual"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"documentRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"canceled"}},{"kind":"Field","name":{"kind":"Name","value":"processing"}},{"kind":"Field","name":{"kind":"Name","value":"forPickup"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"released"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueDocumentTypes"}},{"kind":"Field","name":{"kind":"Name","value":"medianHoursToPickup"}},{"kind":"Field","name":{"kind":"Name","value":"perDocumentType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DashboardStatsQuery, DashboardStatsQueryVariables>;
export const AttendanceEventOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttendanceEventOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<AttendanceEventOptionsQuery, AttendanceEventOptionsQueryVariables>;
export const InhabitantsOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InhabitantsOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inhabitantsOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"living"}},{"kind":"Field","name":{"kind":"Name","value":"households"}},{"kind":"Field","name":{"kind":"Name","value":"male"}},{"kind":"Field","name":{"kind":"Name","value":"female"}},{"kind":"Field","name":{"kind":"Name","value":"withAccount"}},{"kind":"Field","name":{"kind":"Name","value":"ageGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"male"}},{"kind":"Field","name":{"kind":"Name","value":"female"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sectors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<InhabitantsOverviewQuery, InhabitantsOverviewQueryVariables>;
export const MyDataAccessesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyDataAccesses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDataAccesses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerName"}},{"kind":"Field","name":{"kind":"Name","value":"viewerOffice"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<MyDataAccessesQuery, MyDataAccessesQueryVariables>;
export const DataAccessLedgerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DataAccessLedger"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"staff"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DataAccessKind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataAccessLedger"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"staff"},"value":{"kind":"Variable","name":{"kind":"Name","value":"staff"}}},{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewerName"}},{"kind":"Field","name":{"kind":"Name","value":"viewerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"viewerOffice"}},{"kind":"Field","name":{"kind":"Name","value":"subjectName"}},{"kind":"Field","name":{"kind":"Name","value":"residentId"}},{"kind":"Field","name":{"kind":"Name","value":"inhabitantId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<DataAccessLedgerQuery, DataAccessLedgerQueryVariables>;
export const DocumentRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentRequestStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentRequestSortField"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"documentTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"requestor"}},{"kind":"Field","name":{"kind":"Name","value":"takenAtCounter"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allowedNextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"waitingWorkingDays"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"certificateUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<DocumentRequestsQuery, DocumentRequestsQueryVariables>;
export const DocumentRequestDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentRequestDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"documentTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"requestor"}},{"kind":"Field","name":{"kind":"Name","value":"takenAtCounter"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fieldData"}},{"kind":"Field","name":{"kind":"Name","value":"documentTypeFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fieldType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allowedNextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"targetProcessingDays"}},{"kind":"Field","name":{"kind":"Name","value":"waitingWorkingDays"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"certificateUrl"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verificationCode"}},{"kind":"Field","name":{"kind":"Name","value":"verificationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revocationReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}}]}}]}}]}}]} as unknown as DocumentNode<DocumentRequestDetailsQuery, DocumentRequestDetailsQueryVariables>;
export const ChangeDocumentRequestStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeDocumentRequestStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentRequestStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeDocumentRequestStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allowedNextStatuses"}}]}}]}}]} as unknown as DocumentNode<ChangeDocumentRequestStatusMutation, ChangeDocumentRequestStatusMutationVariables>;
export const DocumentRequestCertificateUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentRequestCertificateUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"certificateUrl"}}]}}]}}]} as unknown as DocumentNode<DocumentRequestCertificateUrlQuery, DocumentRequestCertificateUrlQueryVariables>;
export const RevokeCertificateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeCertificate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeCertificateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeCertificate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"verificationCode"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revocationReason"}}]}}]}}]} as unknown as DocumentNode<RevokeCertificateMutation, RevokeCertificateMutationVariables>;
export const RequestDocumentOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestDocumentOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idVerificationStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documentRequestAllowance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openCount"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"canSubmit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documentTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"NAME"}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"EnumValue","value":"ASC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RequestableTypeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequestableTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fieldType"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}}]}}]} as unknown as DocumentNode<RequestDocumentOptionsQuery, RequestDocumentOptionsQueryVariables>;
export const SubmitDocumentRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitDocumentRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitDocumentRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitDocumentRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SubmitDocumentRequestMutation, SubmitDocumentRequestMutationVariables>;
export const CounterDocumentTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CounterDocumentTypes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"NAME"}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"EnumValue","value":"ASC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RequestableTypeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequestableTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fieldType"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}}]}}]} as unknown as DocumentNode<CounterDocumentTypesQuery, CounterDocumentTypesQueryVariables>;
export const CounterInhabitantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CounterInhabitants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"counterInhabitants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"householdNumber"}},{"kind":"Field","name":{"kind":"Name","value":"hasAccount"}}]}}]}}]} as unknown as DocumentNode<CounterInhabitantsQuery, CounterInhabitantsQueryVariables>;
export const SubmitDocumentRequestAtCounterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitDocumentRequestAtCounter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CounterDocumentRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitDocumentRequestAtCounter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"requestor"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SubmitDocumentRequestAtCounterMutation, SubmitDocumentRequestAtCounterMutationVariables>;
export const DocumentTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentTypes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentTypeSortField"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"fieldCount"}},{"kind":"Field","name":{"kind":"Name","value":"targetProcessingDays"}},{"kind":"Field","name":{"kind":"Name","value":"certificateTitle"}},{"kind":"Field","name":{"kind":"Name","value":"certificateBody"}},{"kind":"Field","name":{"kind":"Name","value":"certificatePlaceholders"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCertificateTitle"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCertificateBody"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fieldType"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<DocumentTypesQuery, DocumentTypesQueryVariables>;
export const CreateDocumentTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDocumentType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDocumentType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateDocumentTypeMutation, CreateDocumentTypeMutationVariables>;
export const UpdateDocumentTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDocumentType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDocumentType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdateDocumentTypeMutation, UpdateDocumentTypeMutationVariables>;
export const DeleteDocumentTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDocumentType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDocumentType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]}}]} as unknown as DocumentNode<DeleteDocumentTypeMutation, DeleteDocumentTypeMutationVariables>;
export const MyErasureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyErasure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"erasurePlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"erased"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErasurePlanLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kept"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErasurePlanLineFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myErasureRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyErasureRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErasurePlanLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErasurePlanLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"what"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"why"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyErasureRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErasureRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refusalReason"}}]}}]} as unknown as DocumentNode<MyErasureQuery, MyErasureQueryVariables>;
export const RequestErasureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestErasure"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestErasureInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestErasure"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyErasureRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyErasureRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErasureRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refusalReason"}}]}}]} as unknown as DocumentNode<RequestErasureMutation, RequestErasureMutationVariables>;
export const WithdrawErasureRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawErasureRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawErasureRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyErasureRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyErasureRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErasureRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refusalReason"}}]}}]} as unknown as DocumentNode<WithdrawErasureRequestMutation, WithdrawErasureRequestMutationVariables>;
export const ErasureRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ErasureRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ErasureRequestStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"erasureRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refusalReason"}},{"kind":"Field","name":{"kind":"Name","value":"residentId"}},{"kind":"Field","name":{"kind":"Name","value":"residentName"}},{"kind":"Field","name":{"kind":"Name","value":"residentErased"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"held"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErasurePlanLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"erased"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErasurePlanLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kept"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErasurePlanLineFields"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErasurePlanLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErasurePlanLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"what"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"why"}}]}}]} as unknown as DocumentNode<ErasureRequestsQuery, ErasureRequestsQueryVariables>;
export const ProcessErasureRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProcessErasureRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processErasureRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"residentName"}}]}}]}}]} as unknown as DocumentNode<ProcessErasureRequestMutation, ProcessErasureRequestMutationVariables>;
export const RefuseErasureRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefuseErasureRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefuseErasureRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refuseErasureRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"refusalReason"}}]}}]}}]} as unknown as DocumentNode<RefuseErasureRequestMutation, RefuseErasureRequestMutationVariables>;
export const EventGalleryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventGallery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"withPhoto"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"EVENT_DATE"}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"EnumValue","value":"DESC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"eventPhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"targetAudience"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"eventPhotoUrl"}}]}}]} as unknown as DocumentNode<EventGalleryQuery, EventGalleryQueryVariables>;
export const EventListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EventSortField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"targetAudience"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"eventPhotoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"expectedNumberOfAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"actualAttendees"}}]}}]} as unknown as DocumentNode<EventListQuery, EventListQueryVariables>;
export const CreateEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEventInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventPhoto"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"eventPhoto"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventPhoto"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"targetAudience"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"eventPhotoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"expectedNumberOfAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"actualAttendees"}}]}}]} as unknown as DocumentNode<CreateEventMutation, CreateEventMutationVariables>;
export const UpdateEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateEventInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventPhoto"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"eventPhoto"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventPhoto"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"targetAudience"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"eventPhotoUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"expectedNumberOfAttendees"}},{"kind":"Field","name":{"kind":"Name","value":"actualAttendees"}}]}}]} as unknown as DocumentNode<UpdateEventMutation, UpdateEventMutationVariables>;
export const DeleteEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteEventMutation, DeleteEventMutationVariables>;
export const UnreadNotificationCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnreadNotificationCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}}]}}]} as unknown as DocumentNode<UnreadNotificationCountQuery, UnreadNotificationCountQueryVariables>;
export const NotificationListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<NotificationListQuery, NotificationListQueryVariables>;
export const MarkNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationsRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationsRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marked"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]}}]} as unknown as DocumentNode<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;
export const MarkAllNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkAllNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAllNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marked"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]}}]} as unknown as DocumentNode<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>;
export const NotificationAddedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NotificationAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<NotificationAddedSubscription, NotificationAddedSubscriptionVariables>;
export const OfficialListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfficialList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BarangayOfficialSortField"}}},"defaultValue":{"kind":"EnumValue","value":"CREATED_AT"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},"defaultValue":{"kind":"EnumValue","value":"ASC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"barangayOfficials"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfficialFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfficialCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarangayOfficial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"officialPictureUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfficialFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarangayOfficial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfficialCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"termStart"}},{"kind":"Field","name":{"kind":"Name","value":"termEnd"}}]}}]} as unknown as DocumentNode<OfficialListQuery, OfficialListQueryVariables>;
export const OfficialsGridDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfficialsGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"barangayOfficials"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfficialCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"officialPicture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfficialCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarangayOfficial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"officialPictureUrl"}}]}}]} as unknown as DocumentNode<OfficialsGridQuery, OfficialsGridQueryVariables>;
export const CreateOfficialDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOfficial"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBarangayOfficialInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"officialPicture"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBarangayOfficial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"officialPicture"},"value":{"kind":"Variable","name":{"kind":"Name","value":"officialPicture"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfficialFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfficialCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarangayOfficial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"officialPictureUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfficialFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarangayOfficial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfficialCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"termStart"}},{"kind":"Field","name":{"kind":"Name","value":"termEnd"}}]}}]} as unknown as DocumentNode<CreateOfficialMutation, CreateOfficialMutationVariables>;
export const UpdateOfficialDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOfficial"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBarangayOfficialInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"officialPicture"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBarangayOfficial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"officialPicture"},"value":{"kind":"Variable","name":{"kind":"Name","value":"officialPicture"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfficialFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfficialCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarangayOfficial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"officialPictureUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfficialFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarangayOfficial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfficialCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"termStart"}},{"kind":"Field","name":{"kind":"Name","value":"termEnd"}}]}}]} as unknown as DocumentNode<UpdateOfficialMutation, UpdateOfficialMutationVariables>;
export const DeleteOfficialDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteOfficial"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBarangayOfficial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteOfficialMutation, DeleteOfficialMutationVariables>;
export const PrivacyNoticeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrivacyNotice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"privacyNotice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrivacyNoticeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrivacyNoticeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrivacyNotice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrent"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"barangayName"}},{"kind":"Field","name":{"kind":"Name","value":"dataProtectionOfficer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<PrivacyNoticeQuery, PrivacyNoticeQueryVariables>;
export const MyPrivacyConsentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPrivacyConsent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPrivacyConsent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"consentedAt"}},{"kind":"Field","name":{"kind":"Name","value":"needsConsent"}}]}}]}}]} as unknown as DocumentNode<MyPrivacyConsentQuery, MyPrivacyConsentQueryVariables>;
export const AcceptPrivacyNoticeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptPrivacyNotice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptPrivacyNotice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"consentedAt"}},{"kind":"Field","name":{"kind":"Name","value":"needsConsent"}}]}}]}}]} as unknown as DocumentNode<AcceptPrivacyNoticeMutation, AcceptPrivacyNoticeMutationVariables>;
export const PrivacyNoticeVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrivacyNoticeVersions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"privacyNoticeVersions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedBy"}}]}}]}}]} as unknown as DocumentNode<PrivacyNoticeVersionsQuery, PrivacyNoticeVersionsQueryVariables>;
export const PublishPrivacyNoticeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishPrivacyNotice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PublishPrivacyNoticeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishPrivacyNotice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrivacyNoticeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrivacyNoticeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrivacyNotice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrent"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"barangayName"}},{"kind":"Field","name":{"kind":"Name","value":"dataProtectionOfficer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<PublishPrivacyNoticeMutation, PublishPrivacyNoticeMutationVariables>;
export const SaveDataProtectionOfficerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveDataProtectionOfficer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DataProtectionOfficerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveDataProtectionOfficer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<SaveDataProtectionOfficerMutation, SaveDataProtectionOfficerMutationVariables>;
export const ProjectCarouselDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectCarousel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"withPhoto"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"CREATED_AT"}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"EnumValue","value":"DESC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectFields"}},{"kind":"Field","name":{"kind":"Name","value":"projectPhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dateStarted"}},{"kind":"Field","name":{"kind":"Name","value":"dateEnded"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"projectPhotoUrl"}}]}}]} as unknown as DocumentNode<ProjectCarouselQuery, ProjectCarouselQueryVariables>;
export const ProjectGalleryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectGallery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"withPhoto"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"CREATED_AT"}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"EnumValue","value":"DESC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectFields"}},{"kind":"Field","name":{"kind":"Name","value":"projectPhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dateStarted"}},{"kind":"Field","name":{"kind":"Name","value":"dateEnded"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"projectPhotoUrl"}}]}}]} as unknown as DocumentNode<ProjectGalleryQuery, ProjectGalleryQueryVariables>;
export const ProjectListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectSortField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dateStarted"}},{"kind":"Field","name":{"kind":"Name","value":"dateEnded"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"projectPhotoUrl"}}]}}]} as unknown as DocumentNode<ProjectListQuery, ProjectListQueryVariables>;
export const CreateProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProjectInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectPhoto"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"projectPhoto"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectPhoto"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dateStarted"}},{"kind":"Field","name":{"kind":"Name","value":"dateEnded"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"projectPhotoUrl"}}]}}]} as unknown as DocumentNode<CreateProjectMutation, CreateProjectMutationVariables>;
export const UpdateProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProjectInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"projectPhoto"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"projectPhoto"},"value":{"kind":"Variable","name":{"kind":"Name","value":"projectPhoto"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dateStarted"}},{"kind":"Field","name":{"kind":"Name","value":"dateEnded"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"projectPhotoUrl"}}]}}]} as unknown as DocumentNode<UpdateProjectMutation, UpdateProjectMutationVariables>;
export const DeleteProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteProjectMutation, DeleteProjectMutationVariables>;
export const InhabitantImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InhabitantImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inhabitantImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"headerRow"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImportProgressFields"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"samples"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImportProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImportProblem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImportProgressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InhabitantImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"processedRows"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"problemCount"}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImportProblemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inhabitants"}},{"kind":"Field","name":{"kind":"Name","value":"households"}},{"kind":"Field","name":{"kind":"Name","value":"puroks"}}]}}]}}]} as unknown as DocumentNode<InhabitantImportQuery, InhabitantImportQueryVariables>;
export const InhabitantImportProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InhabitantImportProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inhabitantImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImportProgressFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImportProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImportProblem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImportProgressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InhabitantImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"processedRows"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"problemCount"}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImportProblemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inhabitants"}},{"kind":"Field","name":{"kind":"Name","value":"households"}},{"kind":"Field","name":{"kind":"Name","value":"puroks"}}]}}]}}]} as unknown as DocumentNode<InhabitantImportProgressQuery, InhabitantImportProgressQueryVariables>;
export const CheckInhabitantImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckInhabitantImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InhabitantImportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkInhabitantImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"problemCount"}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImportProblemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"duplicateCount"}},{"kind":"Field","name":{"kind":"Name","value":"duplicates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"sameAsRow"}},{"kind":"Field","name":{"kind":"Name","value":"inhabitantId"}},{"kind":"Field","name":{"kind":"Name","value":"inhabitantName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newHouseholds"}},{"kind":"Field","name":{"kind":"Name","value":"existingHouseholds"}},{"kind":"Field","name":{"kind":"Name","value":"newPuroks"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImportProblemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImportProblem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<CheckInhabitantImportMutation, CheckInhabitantImportMutationVariables>;
export const StartInhabitantImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartInhabitantImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InhabitantImportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startInhabitantImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"processedRows"}},{"kind":"Field","name":{"kind":"Name","value":"totalRows"}}]}}]}}]} as unknown as DocumentNode<StartInhabitantImportMutation, StartInhabitantImportMutationVariables>;
export const PuroksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Puroks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"puroks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurokFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurokFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Purok"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<PuroksQuery, PuroksQueryVariables>;
export const InhabitantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Inhabitants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"purokId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"householdId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InhabitantStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sector"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InhabitantSector"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inhabitants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"purokId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"purokId"}}},{"kind":"Argument","name":{"kind":"Name","value":"householdId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"householdId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"sector"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sector"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InhabitantRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurokFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Purok"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InhabitantRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Inhabitant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"suffix"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDate"}},{"kind":"Field","name":{"kind":"Name","value":"relationshipToHead"}},{"kind":"Field","name":{"kind":"Name","value":"isSeniorCitizen"}},{"kind":"Field","name":{"kind":"Name","value":"isPwd"}},{"kind":"Field","name":{"kind":"Name","value":"isSoloParent"}},{"kind":"Field","name":{"kind":"Name","value":"isIndigenous"}},{"kind":"Field","name":{"kind":"Name","value":"is4Ps"}},{"kind":"Field","name":{"kind":"Name","value":"isOutOfSchoolYouth"}},{"kind":"Field","name":{"kind":"Name","value":"household"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"householdNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"purok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurokFields"}}]}}]}}]}}]} as unknown as DocumentNode<InhabitantsQuery, InhabitantsQueryVariables>;
export const InhabitantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Inhabitant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inhabitant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InhabitantFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurokFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Purok"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InhabitantRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Inhabitant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"suffix"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDate"}},{"kind":"Field","name":{"kind":"Name","value":"relationshipToHead"}},{"kind":"Field","name":{"kind":"Name","value":"isSeniorCitizen"}},{"kind":"Field","name":{"kind":"Name","value":"isPwd"}},{"kind":"Field","name":{"kind":"Name","value":"isSoloParent"}},{"kind":"Field","name":{"kind":"Name","value":"isIndigenous"}},{"kind":"Field","name":{"kind":"Name","value":"is4Ps"}},{"kind":"Field","name":{"kind":"Name","value":"isOutOfSchoolYouth"}},{"kind":"Field","name":{"kind":"Name","value":"household"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"householdNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"purok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurokFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InhabitantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Inhabitant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InhabitantRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"birthPlace"}},{"kind":"Field","name":{"kind":"Name","value":"civilStatus"}},{"kind":"Field","name":{"kind":"Name","value":"citizenship"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"hasAccount"}}]}}]} as unknown as DocumentNode<InhabitantQuery, InhabitantQueryVariables>;
export const HouseholdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Households"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"purokId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"households"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"purokId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"purokId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HouseholdFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurokFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Purok"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HouseholdFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Household"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"householdNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"purokId"}},{"kind":"Field","name":{"kind":"Name","value":"purok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurokFields"}}]}}]}}]} as unknown as DocumentNode<HouseholdsQuery, HouseholdsQueryVariables>;
export const HouseholdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Household"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"household"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HouseholdFields"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InhabitantRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurokFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Purok"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HouseholdFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Household"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"householdNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"purokId"}},{"kind":"Field","name":{"kind":"Name","value":"purok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurokFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InhabitantRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Inhabitant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"suffix"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDate"}},{"kind":"Field","name":{"kind":"Name","value":"relationshipToHead"}},{"kind":"Field","name":{"kind":"Name","value":"isSeniorCitizen"}},{"kind":"Field","name":{"kind":"Name","value":"isPwd"}},{"kind":"Field","name":{"kind":"Name","value":"isSoloParent"}},{"kind":"Field","name":{"kind":"Name","value":"isIndigenous"}},{"kind":"Field","name":{"kind":"Name","value":"is4Ps"}},{"kind":"Field","name":{"kind":"Name","value":"isOutOfSchoolYouth"}},{"kind":"Field","name":{"kind":"Name","value":"household"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"householdNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"purok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurokFields"}}]}}]}}]}}]} as unknown as DocumentNode<HouseholdQuery, HouseholdQueryVariables>;
export const CreatePurokDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePurok"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PurokInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPurok"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurokFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurokFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Purok"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<CreatePurokMutation, CreatePurokMutationVariables>;
export const RenamePurokDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenamePurok"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenamePurokInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renamePurok"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurokFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurokFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Purok"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<RenamePurokMutation, RenamePurokMutationVariables>;
export const CreateHouseholdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateHousehold"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HouseholdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createHousehold"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HouseholdFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurokFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Purok"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HouseholdFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Household"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"householdNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"purokId"}},{"kind":"Field","name":{"kind":"Name","value":"purok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurokFields"}}]}}]}}]} as unknown as DocumentNode<CreateHouseholdMutation, CreateHouseholdMutationVariables>;
export const UpdateHouseholdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateHousehold"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateHouseholdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHousehold"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HouseholdFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurokFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Purok"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HouseholdFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Household"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"householdNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"purokId"}},{"kind":"Field","name":{"kind":"Name","value":"purok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurokFields"}}]}}]}}]} as unknown as DocumentNode<UpdateHouseholdMutation, UpdateHouseholdMutationVariables>;
export const CreateInhabitantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateInhabitant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InhabitantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInhabitant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InhabitantFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurokFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Purok"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InhabitantRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Inhabitant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"suffix"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDate"}},{"kind":"Field","name":{"kind":"Name","value":"relationshipToHead"}},{"kind":"Field","name":{"kind":"Name","value":"isSeniorCitizen"}},{"kind":"Field","name":{"kind":"Name","value":"isPwd"}},{"kind":"Field","name":{"kind":"Name","value":"isSoloParent"}},{"kind":"Field","name":{"kind":"Name","value":"isIndigenous"}},{"kind":"Field","name":{"kind":"Name","value":"is4Ps"}},{"kind":"Field","name":{"kind":"Name","value":"isOutOfSchoolYouth"}},{"kind":"Field","name":{"kind":"Name","value":"household"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"householdNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"purok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurokFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InhabitantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Inhabitant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InhabitantRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"birthPlace"}},{"kind":"Field","name":{"kind":"Name","value":"civilStatus"}},{"kind":"Field","name":{"kind":"Name","value":"citizenship"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"hasAccount"}}]}}]} as unknown as DocumentNode<CreateInhabitantMutation, CreateInhabitantMutationVariables>;
export const UpdateInhabitantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInhabitant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateInhabitantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInhabitant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InhabitantFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurokFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Purok"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InhabitantRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Inhabitant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"suffix"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDate"}},{"kind":"Field","name":{"kind":"Name","value":"relationshipToHead"}},{"kind":"Field","name":{"kind":"Name","value":"isSeniorCitizen"}},{"kind":"Field","name":{"kind":"Name","value":"isPwd"}},{"kind":"Field","name":{"kind":"Name","value":"isSoloParent"}},{"kind":"Field","name":{"kind":"Name","value":"isIndigenous"}},{"kind":"Field","name":{"kind":"Name","value":"is4Ps"}},{"kind":"Field","name":{"kind":"Name","value":"isOutOfSchoolYouth"}},{"kind":"Field","name":{"kind":"Name","value":"household"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"householdNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"purok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurokFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InhabitantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Inhabitant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InhabitantRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"birthPlace"}},{"kind":"Field","name":{"kind":"Name","value":"civilStatus"}},{"kind":"Field","name":{"kind":"Name","value":"citizenship"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"hasAccount"}}]}}]} as unknown as DocumentNode<UpdateInhabitantMutation, UpdateInhabitantMutationVariables>;
export const MoveInhabitantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveInhabitant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveInhabitantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveInhabitant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InhabitantFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurokFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Purok"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InhabitantRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Inhabitant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"suffix"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDate"}},{"kind":"Field","name":{"kind":"Name","value":"relationshipToHead"}},{"kind":"Field","name":{"kind":"Name","value":"isSeniorCitizen"}},{"kind":"Field","name":{"kind":"Name","value":"isPwd"}},{"kind":"Field","name":{"kind":"Name","value":"isSoloParent"}},{"kind":"Field","name":{"kind":"Name","value":"isIndigenous"}},{"kind":"Field","name":{"kind":"Name","value":"is4Ps"}},{"kind":"Field","name":{"kind":"Name","value":"isOutOfSchoolYouth"}},{"kind":"Field","name":{"kind":"Name","value":"household"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"householdNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"purok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurokFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InhabitantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Inhabitant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InhabitantRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"birthPlace"}},{"kind":"Field","name":{"kind":"Name","value":"civilStatus"}},{"kind":"Field","name":{"kind":"Name","value":"citizenship"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"hasAccount"}}]}}]} as unknown as DocumentNode<MoveInhabitantMutation, MoveInhabitantMutationVariables>;
export const SetInhabitantStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetInhabitantStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetInhabitantStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setInhabitantStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InhabitantFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurokFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Purok"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InhabitantRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Inhabitant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"suffix"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"sex"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDate"}},{"kind":"Field","name":{"kind":"Name","value":"relationshipToHead"}},{"kind":"Field","name":{"kind":"Name","value":"isSeniorCitizen"}},{"kind":"Field","name":{"kind":"Name","value":"isPwd"}},{"kind":"Field","name":{"kind":"Name","value":"isSoloParent"}},{"kind":"Field","name":{"kind":"Name","value":"isIndigenous"}},{"kind":"Field","name":{"kind":"Name","value":"is4Ps"}},{"kind":"Field","name":{"kind":"Name","value":"isOutOfSchoolYouth"}},{"kind":"Field","name":{"kind":"Name","value":"household"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"householdNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"purok"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurokFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InhabitantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Inhabitant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InhabitantRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"birthPlace"}},{"kind":"Field","name":{"kind":"Name","value":"civilStatus"}},{"kind":"Field","name":{"kind":"Name","value":"citizenship"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"hasAccount"}}]}}]} as unknown as DocumentNode<SetInhabitantStatusMutation, SetInhabitantStatusMutationVariables>;
export const ServedBarangayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServedBarangay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"servedBarangay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"seal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}}]}}]}}]}}]} as unknown as DocumentNode<ServedBarangayQuery, ServedBarangayQueryVariables>;
export const BarangaySettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BarangaySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"barangaySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarangaySettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BarangaySettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarangaySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"referencePrefix"}},{"kind":"Field","name":{"kind":"Name","value":"emailSenderName"}},{"kind":"Field","name":{"kind":"Name","value":"sealUrl"}},{"kind":"Field","name":{"kind":"Name","value":"seal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}}]}}]}}]} as unknown as DocumentNode<BarangaySettingsQuery, BarangaySettingsQueryVariables>;
export const UpdateBarangaySettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBarangaySettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BarangaySettingsInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"seal"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBarangaySettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"seal"},"value":{"kind":"Variable","name":{"kind":"Name","value":"seal"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarangaySettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BarangaySettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarangaySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"referencePrefix"}},{"kind":"Field","name":{"kind":"Name","value":"emailSenderName"}},{"kind":"Field","name":{"kind":"Name","value":"sealUrl"}},{"kind":"Field","name":{"kind":"Name","value":"seal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"srcset"}}]}}]}}]} as unknown as DocumentNode<UpdateBarangaySettingsMutation, UpdateBarangaySettingsMutationVariables>;
export const StaffRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"builtIn"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}}]}}]}}]} as unknown as DocumentNode<StaffRolesQuery, StaffRolesQueryVariables>;
export const StaffMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}}]}}]}}]} as unknown as DocumentNode<StaffMembersQuery, StaffMembersQueryVariables>;
export const CreateRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateRoleMutation, CreateRoleMutationVariables>;
export const UpdateRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdateRoleMutation, UpdateRoleMutationVariables>;
export const DeleteRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteRoleMutation, DeleteRoleMutationVariables>;
export const CreateStaffMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateStaffMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateStaffMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStaffMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffPasswordHandoverFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffPasswordHandoverFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffPasswordHandover"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"temporaryPassword"}},{"kind":"Field","name":{"kind":"Name","value":"passwordLinkSent"}}]}}]} as unknown as DocumentNode<CreateStaffMemberMutation, CreateStaffMemberMutationVariables>;
export const ResetStaffMemberPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetStaffMemberPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetStaffMemberPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffPasswordHandoverFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffPasswordHandoverFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffPasswordHandover"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"temporaryPassword"}},{"kind":"Field","name":{"kind":"Name","value":"passwordLinkSent"}}]}}]} as unknown as DocumentNode<ResetStaffMemberPasswordMutation, ResetStaffMemberPasswordMutationVariables>;
export const UpdateStaffMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStaffMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateStaffMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStaffMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateStaffMemberMutation, UpdateStaffMemberMutationVariables>;
export const StaffOfficialsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffOfficials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"barangayOfficials"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"NAME"}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"EnumValue","value":"ASC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"staffMemberId"}}]}}]}}]}}]} as unknown as DocumentNode<StaffOfficialsQuery, StaffOfficialsQueryVariables>;
export const LinkOfficialStaffMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LinkOfficialStaffMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"staffMemberId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkOfficialStaffMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"staffMemberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"staffMemberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"staffMemberId"}}]}}]}}]} as unknown as DocumentNode<LinkOfficialStaffMemberMutation, LinkOfficialStaffMemberMutationVariables>;
export const MyTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyTransfer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferDestinations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myTransfer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResidentTransferFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResidentTransferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResidentTransfer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fromBarangayName"}},{"kind":"Field","name":{"kind":"Name","value":"toBarangayName"}},{"kind":"Field","name":{"kind":"Name","value":"toHostName"}},{"kind":"Field","name":{"kind":"Name","value":"newAddress"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]} as unknown as DocumentNode<MyTransferQuery, MyTransferQueryVariables>;
export const RequestTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestTransferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResidentTransferFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResidentTransferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResidentTransfer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fromBarangayName"}},{"kind":"Field","name":{"kind":"Name","value":"toBarangayName"}},{"kind":"Field","name":{"kind":"Name","value":"toHostName"}},{"kind":"Field","name":{"kind":"Name","value":"newAddress"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]} as unknown as DocumentNode<RequestTransferMutation, RequestTransferMutationVariables>;
export const CancelTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResidentTransferFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResidentTransferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResidentTransfer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fromBarangayName"}},{"kind":"Field","name":{"kind":"Name","value":"toBarangayName"}},{"kind":"Field","name":{"kind":"Name","value":"toHostName"}},{"kind":"Field","name":{"kind":"Name","value":"newAddress"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]} as unknown as DocumentNode<CancelTransferMutation, CancelTransferMutationVariables>;
export const IncomingTransfersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IncomingTransfers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incomingTransfers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromBarangayName"}},{"kind":"Field","name":{"kind":"Name","value":"newAddress"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resident"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"idVerificationStatus"}}]}}]}}]}}]} as unknown as DocumentNode<IncomingTransfersQuery, IncomingTransfersQueryVariables>;
export const DecideTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideTransferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]} as unknown as DocumentNode<DecideTransferMutation, DecideTransferMutationVariables>;
export const EarlierDocumentRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EarlierDocumentRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"earlierDocumentRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"documentTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"barangayName"}},{"kind":"Field","name":{"kind":"Name","value":"certificateCode"}}]}}]}}]} as unknown as DocumentNode<EarlierDocumentRequestsQuery, EarlierDocumentRequestsQueryVariables>;
export const ProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"birthPlace"}},{"kind":"Field","name":{"kind":"Name","value":"religion"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"civilStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isVoter"}},{"kind":"Field","name":{"kind":"Name","value":"isEmployed"}},{"kind":"Field","name":{"kind":"Name","value":"idVerificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"idImageRemoval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"removedAt"}},{"kind":"Field","name":{"kind":"Name","value":"retentionDays"}}]}}]}}]}}]} as unknown as DocumentNode<ProfileQuery, ProfileQueryVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"civilStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isVoter"}},{"kind":"Field","name":{"kind":"Name","value":"isEmployed"}}]}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const UploadValidIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadValidId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"validId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadValidId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"validId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"validId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idVerificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"idImageRemoval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"removedAt"}},{"kind":"Field","name":{"kind":"Name","value":"retentionDays"}}]}}]}}]}}]} as unknown as DocumentNode<UploadValidIdMutation, UploadValidIdMutationVariables>;
export const ResidentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Residents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idVerificationStatus"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"IdVerificationStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResidentSortField"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"residents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"idVerificationStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idVerificationStatus"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"idVerificationStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<ResidentsQuery, ResidentsQueryVariables>;
export const ResidentDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResidentDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resident"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"birthPlace"}},{"kind":"Field","name":{"kind":"Name","value":"religion"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"civilStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isVoter"}},{"kind":"Field","name":{"kind":"Name","value":"isEmployed"}},{"kind":"Field","name":{"kind":"Name","value":"idVerificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"validIdUrl"}},{"kind":"Field","name":{"kind":"Name","value":"validIdMediaType"}},{"kind":"Field","name":{"kind":"Name","value":"idVerificationHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedByName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"idImageRemoval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"removedAt"}},{"kind":"Field","name":{"kind":"Name","value":"retentionDays"}}]}}]}}]}}]} as unknown as DocumentNode<ResidentDetailsQuery, ResidentDetailsQueryVariables>;
export const DecideIdVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideIdVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IdVerificationOutcome"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideIdVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idVerificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"idVerificationHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedByName"}}]}}]}}]}}]} as unknown as DocumentNode<DecideIdVerificationMutation, DecideIdVerificationMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const TwoFactorStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TwoFactorStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"twoFactorStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}}]}}]} as unknown as DocumentNode<TwoFactorStatusQuery, TwoFactorStatusQueryVariables>;
export const StartTwoFactorEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartTwoFactorEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTwoFactorEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"qrCodeDataUrl"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}}]}}]} as unknown as DocumentNode<StartTwoFactorEnrolmentMutation, StartTwoFactorEnrolmentMutationVariables>;
export const ConfirmTwoFactorEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmTwoFactorEnrolment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmTwoFactorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmTwoFactorEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}}]}}]}}]} as unknown as DocumentNode<ConfirmTwoFactorEnrolmentMutation, ConfirmTwoFactorEnrolmentMutationVariables>;
export const DisableTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DisableTwoFactorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<DisableTwoFactorMutation, DisableTwoFactorMutationVariables>;
export const RegenerateRecoveryCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegenerateRecoveryCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegenerateRecoveryCodesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regenerateRecoveryCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RegenerateRecoveryCodesMutation, RegenerateRecoveryCodesMutationVariables>;
export const ResidentRegistryLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResidentRegistryLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"residentRegistryLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistryLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistryLinkInhabitant"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Inhabitant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"household"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"householdNumber"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistryLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResidentRegistryLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"residentId"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"linked"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistryLinkInhabitant"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistryLinkInhabitant"}}]}}]}}]} as unknown as DocumentNode<ResidentRegistryLinkQuery, ResidentRegistryLinkQueryVariables>;
export const LinkResidentToInhabitantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LinkResidentToInhabitant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inhabitantId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkResidentToInhabitant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"inhabitantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inhabitantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistryLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistryLinkInhabitant"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Inhabitant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"household"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"householdNumber"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistryLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResidentRegistryLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"residentId"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"linked"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistryLinkInhabitant"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistryLinkInhabitant"}}]}}]}}]} as unknown as DocumentNode<LinkResidentToInhabitantMutation, LinkResidentToInhabitantMutationVariables>;
export const ConfirmResidentLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmResidentLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmResidentLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistryLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistryLinkInhabitant"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Inhabitant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"household"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"householdNumber"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistryLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResidentRegistryLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"residentId"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"linked"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistryLinkInhabitant"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistryLinkInhabitant"}}]}}]}}]} as unknown as DocumentNode<ConfirmResidentLinkMutation, ConfirmResidentLinkMutationVariables>;
export const UnlinkResidentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnlinkResident"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlinkResident"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistryLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistryLinkInhabitant"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Inhabitant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"household"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"householdNumber"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistryLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResidentRegistryLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"residentId"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"linked"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistryLinkInhabitant"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistryLinkInhabitant"}}]}}]}}]} as unknown as DocumentNode<UnlinkResidentMutation, UnlinkResidentMutationVariables>;
export const VerifyDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerifyDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"genuine"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}},{"kind":"Field","name":{"kind":"Name","value":"issuedBy"}},{"kind":"Field","name":{"kind":"Name","value":"documentTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revocationReason"}}]}}]}}]} as unknown as DocumentNode<VerifyDocumentQuery, VerifyDocumentQueryVariables>;
export const AccountLanguageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountLanguage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"preferredLanguage"}}]}}]}}]} as unknown as DocumentNode<AccountLanguageQuery, AccountLanguageQueryVariables>;
export const ChoosePreferredLanguageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChoosePreferredLanguage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"choosePreferredLanguage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"preferredLanguage"}}]}}]}}]} as unknown as DocumentNode<ChoosePreferredLanguageMutation, ChoosePreferredLanguageMutationVariables>;
export const StaffAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"cityRole"}}]}}]}}]} as unknown as DocumentNode<StaffAccessQuery, StaffAccessQueryVariables>;