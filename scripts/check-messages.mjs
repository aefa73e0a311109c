// The message catalogues and the texts on screen (docs/architecture/languages.md#check). Fails when:
// - a language's catalogue lacks a namespace or key of en.json, or has one en.json does not; when a message is not
//   valid ICU, or names other arguments than its English original (a translation that drops `{date}` would
//   show a sentence with a hole);
// - a client component holds text a person reads that is not from the catalogue: JSX text (oxlint's
//   react/jsx-no-literals) or a string literal in a reading attribute (aria-label, title, label, ...).
// Prints the number of messages per language. Part of `npm run check`.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@messageformat/parser';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CATALOGUES = path.join(root, 'packages/domain/src/i18n/catalogues');
const LOCALES = ['en', 'fil'];
const CLIENT_SOURCE = 'client/src';
/** Attributes whose value a person reads or hears. */
const READ_ATTRIBUTES = ['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label', 'legend', 'description', 'hint', 'heading', 'text', 'confirmLabel', 'cancelLabel', 'emptyText', 'emptyMessage'];
const READ_ATTRIBUTE = new RegExp(`\\s(?:${READ_ATTRIBUTES.join('|')})=(?:"[^"]*[A-Za-z][^"]*"|'[^']*[A-Za-z][^']*'|\\{'[^']*[A-Za-z][^']*'\\})`, 'g');

const problems = [];

/** The argument names a message uses, sorted: `{name}`, `{count, plural, ...}` and those inside its cases. */
function argumentsOf(tokens, found = new Set()) {
  for (const token of tokens) {
    if ('arg' in token) found.add(token.arg);
    for (const choice of token.cases ?? []) argumentsOf(choice.tokens, found);
  }
  return found;
}

/** The catalogue files are exactly the domain's LOCALES (the client's build finds the languages by the files). */
function checkLanguages() {
  const source = readFileSync(path.join(root, 'packages/domain/src/i18n/locales.ts'), 'utf8');
  const declared = /export const LOCALES = \[([^\]]*)\]/.exec(source)?.[1].match(/'([^']+)'/g)?.map((quoted) => quoted.slice(1, -1)).sort().join(', ');
  const files = readdirSync(CATALOGUES).filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -5)).sort().join(', ');
  if (declared !== files || declared !== [...LOCALES].sort().join(', ')) problems.push(`languages: LOCALES says ${declared}, catalogues/ holds ${files}`);
}

function checkCatalogues() {
  const catalogues = Object.fromEntries(LOCALES.map((locale) => [locale, JSON.parse(readFileSync(path.join(CATALOGUES, `${locale}.json`), 'utf8'))]));
  const english = catalogues.en;
  const counts = {};
  for (const locale of LOCALES) {
    const catalogue = catalogues[locale];
    let count = 0;
    for (const namespace of new Set([...Object.keys(english), ...Object.keys(catalogue)])) {
      const source = english[namespace] ?? {};
      const translated = catalogue[namespace] ?? {};
      for (const key of new Set([...Object.keys(source), ...Object.keys(translated)])) {
        const id = `${locale}.json ${namespace}.${key}`;
        if (!(key in translated)) { problems.push(`${id}: missing (en.json has it)`); continue; }
        if (!(key in source)) { problems.push(`${id}: not in en.json`); continue; }
        count += 1;
        let tokens;
        try {
          tokens = parse(translated[key]);
        } catch (error) {
          problems.push(`${id}: not a valid ICU message (${error.message})`);
          continue;
        }
        const expected = [...argumentsOf(parse(source[key]))].sort().join(', ');
        const actual = [...argumentsOf(tokens)].sort().join(', ');
        if (actual !== expected) problems.push(`${id}: arguments {${actual}}, en.json has {${expected}}`);
      }
    }
    counts[locale] = count;
  }
  return counts;
}

/** client/src files (no tests) with JSX text, by oxlint, and with literal reading attributes. */
function filesWithLiteralText() {
  const files = new Map();
  const note = (file, what) => files.set(file, [...(files.get(file) ?? []), what]);
  let output = '';
  try {
    output = execFileSync('npx', ['oxlint', '-c', 'scripts/untranslated-text.oxlintrc.json', '--format=unix', CLIENT_SOURCE], { cwd: root, encoding: 'utf8' });
  } catch (error) {
    output = error.stdout ?? '';
  }
  for (const line of output.split('\n')) {
    const match = /^(.+?\.tsx?):(\d+):\d+:/.exec(line);
    if (match && line.includes('jsx-no-literals') && !/\.test\.tsx?$/.test(match[1])) note(path.relative(root, path.resolve(root, match[1])), `line ${match[2]}: JSX text`);
  }
  const tsx = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', `${CLIENT_SOURCE}/**/*.tsx`], { cwd: root, encoding: 'utf8' })
    .split('\n').filter((file) => file && !/\.test\.tsx$/.test(file) && !file.startsWith(`${CLIENT_SOURCE}/gql/`));
  for (const file of tsx) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const match of text.matchAll(READ_ATTRIBUTE)) {
      note(file, `line ${text.slice(0, match.index).split('\n').length}:${match[0]}`);
    }
  }
  return files;
}

function checkScreens() {
  for (const [file, places] of filesWithLiteralText()) {
    problems.push(`${file}: text not from the catalogue (${places.slice(0, 3).join('; ')}${places.length > 3 ? `; ${places.length - 3} more` : ''})`);
  }
}

checkLanguages();
const counts = checkCatalogues();
checkScreens();
console.log(`messages: ${LOCALES.map((locale) => `${counts[locale]} ${locale}`).join(', ')}`);
if (problems.length > 0) {
  console.error(problems.map((problem) => `  ${problem}`).join('\n'));
  console.error(`check-messages: ${problems.length} problem(s) (docs/architecture/languages.md#check)`);
  process.exit(1);
}
