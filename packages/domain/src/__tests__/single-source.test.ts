import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The rules of this package are written once. A copy of one in the server or the client (a label typed
 * again, a second e-mail pattern, the database's own date) fails here, naming the file and line; import the
 * rule from '@barangay-portal/domain' instead.
 */
const repoRoot = path.resolve(__dirname, '../../../..');

/** Not searched: tests (they state the expected texts), generated code, migrations (the schema as it was) and demo data. */
const isSearched = (file: string): boolean =>
  /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.seed.ts')
  && !['__tests__', 'client/src/gql', 'server/src/db/migrations', 'server/src/db/seeds'].some((part) => file.includes(part));

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (isSearched(path.relative(repoRoot, full))) yield full;
  }
}

interface Copy {
  rule: string;
  pattern: RegExp;
  /** Where it must not appear; both sides unless said. */
  in?: 'server/src' | 'client/src';
}

const COPIES: readonly Copy[] = [
  { rule: 'the e-mail pattern and its message (EMAIL_PATTERN, INVALID_EMAIL_MESSAGE)', pattern: /\[\^\\s@\]\+@|Enter a valid email address/ },
  { rule: "a request status's label (REQUEST_STATUS_LABELS)", pattern: /['"`]For Pickup['"`]/ },
  { rule: 'the final statuses and their notes (FINAL_STATUS_NOTES)', pattern: /cannot be modified\.|has already been released\./ },
  { rule: 'the open-request limit (MAX_OPEN_REQUESTS, tooManyOpenMessage)', pattern: /pending document requests\. Please wait|MAX_OPEN_REQUESTS\s*=/ },
  { rule: 'the legacy approved read as pickup (readRequestStatus)', pattern: /'approved'.*pickup|pickup.*'approved'/i },
  { rule: 'the checks of document field values (fieldValueProblem)', pattern: /must be a date \(YYYY-MM-DD\)|must be an e-mail address\.|must be a number\./ },
  { rule: 'the password lengths (PASSWORD_MESSAGES, passwordLengthRefusal)', pattern: /Password must be at (least|most)|PASSWORD_M(IN|AX)_LENGTH\s*=/ },
  { rule: 'the civil statuses (CivilStatus)', pattern: /'separated'|'divorced'/ },
  { rule: 'the upload limits (MAX_PICTURE_BYTES, MAX_ID_DOCUMENT_BYTES, PICTURE_DESCRIPTION)', pattern: /\b(5|10) \* 1024 \* 1024\b|[Aa]n image \(JPEG/ },
  {
    rule: "the records' required-field messages and cross-field rules (field-rules.ts: ANNOUNCEMENT_FIELDS, RESIDENT_FIELDS, ...)",
    pattern: new RegExp(
      "['\"`](Title|Content|Position|Name|Contact number|Facebook page|Email|Address|Event name|Target audience|Event date|Status"
      + '|Nickname|Middle Name|Last Name|First Name|Birthplace|Contact Number|Religion|Gender|Civil Status|Birthdate|Voter Status'
      + "|Employment Status) is required['\"`]|A reason is required\\.|Term end cannot be before|Date Ended cannot be before|Enter a valid URL\\.",
    ),
  },
  {
    rule: "a barangay's settings rules (BARANGAY_SETTINGS_FIELDS, REFERENCE_PREFIX_PATTERN)",
    pattern: /Barangay name is required|Reference prefix (is required|must be)|\[A-Z0-9\]\{1,12\}/,
  },
  { rule: 'the event audiences (EventAudience)', pattern: /'Adults'|'Senior Citizens'/ },
  { rule: 'the event statuses (EventStatus)', pattern: /'Upcoming'|'Cancelled'/ },
  { rule: "the barangay's time zone (BARANGAY_TIME_ZONE)", pattern: /Asia\/Manila/ },
  { rule: 'an error code or reason as a string literal (ErrorCode, ErrorReason)', pattern: /\b(code|reason)\b\)?\s*[!=]==?\s*'[A-Z_]+'/, in: 'client/src' },
  { rule: "the database's date instead of barangayToday() as a parameter", pattern: /\bcurrent_date\b|now\(\)::date/i, in: 'server/src' },
];

/** Lines of code, without comments: a comment may name a rule. */
function codeLines(file: string): Array<[number, string]> {
  return readFileSync(file, 'utf8').split('\n')
    .map((line, index): [number, string] => [index + 1, line])
    .filter(([, line]) => !/^\s*(\/\/|\/\*|\*)/.test(line));
}

const files = ['server/src', 'client/src'].flatMap((root) => [...sourceFiles(path.join(repoRoot, root))]);

describe('the shared rules are written once', () => {
  it('finds the server and the client sources', () => {
    expect(files.length).toBeGreaterThan(200);
  });

  it.each(COPIES.map((copy) => [copy.rule, copy] as const))('no copy of %s', (_rule, copy) => {
    const found = files
      .filter((file) => !copy.in || path.relative(repoRoot, file).startsWith(copy.in))
      .flatMap((file) => codeLines(file)
        .filter(([, line]) => copy.pattern.test(line))
        .map(([number, line]) => `${path.relative(repoRoot, file)}:${number}: ${line.trim()}`));
    expect(found).toEqual([]);
  });
});
