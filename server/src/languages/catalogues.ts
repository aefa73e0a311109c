import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, type Catalogue, type Locale } from '@barangay-portal/domain';

/**
 * The message catalogues (docs/architecture/languages.md#catalogues), read from the domain package's folder as
 * they are: the server compiles what it uses when it first uses it (the client's build compiles its own ahead).
 */
const CATALOGUES_DIR = path.join(path.dirname(require.resolve('@barangay-portal/domain/package.json')), 'src/i18n/catalogues');

let catalogues: Readonly<Record<Locale, Catalogue>> | undefined;

export function readCatalogues(): Readonly<Record<Locale, Catalogue>> {
  catalogues ??= Object.fromEntries(LOCALES.map((locale) => [
    locale,
    JSON.parse(readFileSync(path.join(CATALOGUES_DIR, `${locale}.json`), 'utf8')) as Catalogue,
  ])) as Record<Locale, Catalogue>;
  return catalogues;
}
