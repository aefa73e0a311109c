/** The e-mail pattern (docs/rules/accounts.md#registration): text, at-sign, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmailAddress = (value: string): boolean => EMAIL_PATTERN.test(value);

/** What an e-mail field that does not match EMAIL_PATTERN says. */
export const INVALID_EMAIL_MESSAGE = 'Enter a valid email address.';

/**
 * Top-level domains no mail is ever delivered to (RFC 6761): `.invalid` never resolves, and the portal gives an erased
 * account a placeholder address under it, so no account may take one; `.localhost` is the machine itself. The test and
 * documentation names (`.test`, `.example`, example.com) stay accepted: they are what tests and demonstrations sign up with.
 */
export const UNDELIVERABLE_EMAIL_DOMAINS = ['invalid', 'localhost'] as const;

/** Whether `value`'s domain (letter case and a final dot aside) is, or ends in, one of UNDELIVERABLE_EMAIL_DOMAINS. */
export function isUndeliverableEmail(value: string): boolean {
  const domain = value.slice(value.lastIndexOf('@') + 1).trim().toLowerCase().replace(/\.+$/, '');
  return UNDELIVERABLE_EMAIL_DOMAINS.some((reserved) => domain === reserved || domain.endsWith(`.${reserved}`));
}

/** What an account's e-mail field says when its domain is one of UNDELIVERABLE_EMAIL_DOMAINS. */
export const UNDELIVERABLE_EMAIL_MESSAGE = 'Addresses ending in .invalid or .localhost never receive e-mail: enter the address you read your mail at.';

/** The longest texts each kind of field takes: the same numbers on both APIs and in the browser's forms. */
export const TEXT_LIMITS = {
  name: 100,
  address: 300,
  phone: 50,
  email: 254,
  title: 200,
  url: 2000,
  freeText: 2000,
} as const;

/** The barangay hall's contact number (contact details) is at most 11 characters (docs/rules/content.md#contact-details). */
export const CONTACT_NUMBER_MAX_LENGTH = 11;

/**
 * Refused in every text: C0 controls, DEL, C1 controls, and the bidirectional embedding, override and
 * isolate characters that can make stored text read differently from what it is (a name that displays
 * reversed, a file name that hides its real ending). Multi-line text may keep tab, line feed and carriage return.
 */
function isRefusedCharacter(code: number, multiline: boolean): boolean {
  if (multiline && (code === 0x09 || code === 0x0a || code === 0x0d)) return false;
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f) || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
}

export interface TextRule {
  /** Most characters allowed. */
  max: number;
  /** The field's name as the person filling the form knows it, starting the message. */
  label: string;
  /** Whether line breaks and tabs belong in it (an announcement's content, a description). */
  multiline?: boolean;
}

/** What is wrong with a text under `rule`, as the field message; undefined when nothing is. */
export function textProblem(value: string, { max, label, multiline = false }: TextRule): string | undefined {
  // Counted as a browser's maxLength counts (UTF-16 units), so a form that fits its limit fits here.
  if (value.length > max) return `${label} must be at most ${max} characters.`;
  for (let index = 0; index < value.length; index += 1) {
    // Every refused character is in the Basic Multilingual Plane, so one UTF-16 unit tells.
    if (isRefusedCharacter(value.charCodeAt(index), multiline)) return `${label} contains characters that are not allowed.`;
  }
  return undefined;
}
