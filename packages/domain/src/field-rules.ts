import { CONTACT_NUMBER_MAX_LENGTH, TEXT_LIMITS, type TextRule } from './text';

/**
 * The records' text fields as both sides check them: the server's input classes and the browser's forms
 * take the limits and messages from here, so a message reads the same whichever side said it.
 */

/** A text field's rule, with what it says when left empty (or only spaces). */
export interface RequiredTextRule extends TextRule {
  required: string;
}

const requiredRule = (max: number, label: string, required: string, multiline = false): RequiredTextRule =>
  ({ max, label, required, multiline });

/** An announcement (docs/rules/content.md#announcement-fields). */
export const ANNOUNCEMENT_FIELDS = {
  title: requiredRule(TEXT_LIMITS.title, 'Title', 'Title is required'),
  content: requiredRule(TEXT_LIMITS.freeText, 'Content', 'Content is required', true),
} as const;

/** A barangay official (docs/rules/content.md#official-fields). */
export const OFFICIAL_FIELDS = {
  position: requiredRule(TEXT_LIMITS.name, 'Position', 'Position is required'),
  name: requiredRule(TEXT_LIMITS.name, 'Name', 'Name is required'),
  contactNumber: requiredRule(TEXT_LIMITS.phone, 'Contact number', 'Contact number is required'),
  address: requiredRule(TEXT_LIMITS.address, 'Address', 'Address is required'),
} as const;

export const TERM_END_BEFORE_START_MESSAGE = 'Term end cannot be before term start.';

/** The barangay hall's contact details (docs/rules/content.md#contact-details). */
export const CONTACT_FIELDS = {
  contactNumber: requiredRule(CONTACT_NUMBER_MAX_LENGTH, 'Contact number', 'Contact number is required'),
  facebookPage: requiredRule(TEXT_LIMITS.url, 'Facebook page', 'Facebook page is required'),
  email: requiredRule(TEXT_LIMITS.email, 'Email', 'Email is required'),
  address: requiredRule(TEXT_LIMITS.address, 'Address', 'Address is required'),
} as const;

/** What a link that is not an absolute http(s) URL with a real host says. */
export const INVALID_URL_MESSAGE = 'Enter a valid URL.';

/** A project (docs/rules/content.md#project-fields). */
export const PROJECT_FIELDS = {
  title: requiredRule(TEXT_LIMITS.title, 'Title', 'Title is required'),
  statusRequired: 'Status is required',
  dateEndedBeforeStarted: 'Date Ended cannot be before Date Started.',
} as const;

/** An event (docs/rules/content.md#event-fields). */
export const EVENT_FIELDS = {
  eventName: requiredRule(TEXT_LIMITS.title, 'Event name', 'Event name is required'),
  targetAudienceRequired: 'Target audience is required',
  eventDateRequired: 'Event date is required',
  statusRequired: 'Status is required',
} as const;

/** A staff role's name (docs/rules/accounts.md#staff-roles). */
export const STAFF_ROLE_NAME: RequiredTextRule = requiredRule(TEXT_LIMITS.name, 'Role name', 'Role name is required');

/** A document type's name (docs/rules/documents.md#document-type-fields). */
export const DOCUMENT_TYPE_NAME: RequiredTextRule = requiredRule(TEXT_LIMITS.title, 'Name', 'Name is required');

/** Why a certificate is revoked, shown on its public verification page (docs/rules/certificates.md#certificate-revocation). */
export const REVOCATION_REASON: RequiredTextRule = requiredRule(500, 'Reason', 'A reason is required.', true);

/** A resident's account and profile (docs/rules/accounts.md#registration-messages). */
export const RESIDENT_FIELDS = {
  email: requiredRule(TEXT_LIMITS.email, 'Email', 'Email is required'),
  nickname: requiredRule(TEXT_LIMITS.name, 'Nickname', 'Nickname is required'),
  middleName: requiredRule(TEXT_LIMITS.name, 'Middle Name', 'Middle Name is required'),
  lastName: requiredRule(TEXT_LIMITS.name, 'Last Name', 'Last Name is required'),
  firstName: requiredRule(TEXT_LIMITS.name, 'First Name', 'First Name is required'),
  address: requiredRule(TEXT_LIMITS.address, 'Address', 'Address is required'),
  birthPlace: requiredRule(TEXT_LIMITS.address, 'Birthplace', 'Birthplace is required'),
  contactNumber: requiredRule(TEXT_LIMITS.phone, 'Contact Number', 'Contact Number is required'),
  religion: requiredRule(TEXT_LIMITS.name, 'Religion', 'Religion is required'),
} as const;

/** What the resident's choices say when left unanswered (docs/rules/accounts.md#registration-messages). */
export const RESIDENT_CHOICE_REQUIRED = {
  gender: 'Gender is required',
  civilStatus: 'Civil Status is required',
  birthdate: 'Birthdate is required',
  isVoter: 'Voter Status is required',
  isEmployed: 'Employment Status is required',
} as const;

/** What a resident's gender or birthdate says when the value given is not acceptable (docs/rules/accounts.md#registration-messages). */
export const RESIDENT_CHOICE_INVALID = {
  gender: 'Gender must be male or female.',
  birthdate: 'Birthdate must be a real date, written YYYY-MM-DD, and not in the future.',
} as const;

/** What a document reference-number prefix may be: the "BRGY" of "BRGY-2026-000123". */
export const REFERENCE_PREFIX_PATTERN = /^[A-Z0-9]{1,12}$/;

/** A prefix as it is kept: trimmed and in capitals (lower case is accepted); null when it is not 1 to 12 letters or digits. */
export function referencePrefixOf(value: string): string | null {
  const prefix = value.trim().toUpperCase();
  return REFERENCE_PREFIX_PATTERN.test(prefix) ? prefix : null;
}

/** A barangay's own settings (docs/architecture.md#tenancy). */
export const BARANGAY_SETTINGS_FIELDS = {
  name: requiredRule(TEXT_LIMITS.name, 'Barangay name', 'Barangay name is required'),
  emailSenderName: { max: TEXT_LIMITS.name, label: 'E-mail sender name' } satisfies TextRule,
  referencePrefixRequired: 'Reference prefix is required',
  referencePrefixInvalid: 'Reference prefix must be 1 to 12 capital letters or digits.',
} as const;
