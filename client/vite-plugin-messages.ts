import { readdirSync, readFileSync } from 'node:fs';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const VIRTUAL_PREFIX = 'virtual:portal-messages/';

type CatalogueFile = Record<string, Record<string, string>>;

/**
 * The source language, bundled with the code: DEFAULT_LOCALE of packages/domain/src/i18n/locales.ts (not imported:
 * Vite loads its config's imports as CommonJS, which the domain's source is not). The other languages are the
 * catalogue files beside en.json; scripts/check-messages.mjs holds both to the domain's LOCALES.
 */
const DEFAULT_LOCALE = 'en';

/**
 * The message catalogues (docs/architecture/languages.md#catalogues), compiled as the client imports them:
 * - `virtual:portal-messages/<namespace>`: a namespace's messages in the default language (bundled with the
 *   screen that imports it) and, for every other language, a loader of its own chunk: a browser downloads
 *   only the language it shows, and only the namespaces of the screens it opens.
 * - `virtual:portal-messages/lazy/<namespace>`: a loader of each language's chunk, the default's too, for texts
 *   only another language needs (the shared rules' messages, translated from their English: lib/i18n/rule-texts.ts).
 * - `virtual:portal-messages/<locale>/<namespace>`: one namespace of one language, each ICU text compiled
 *   ahead (the browser ships Lingui's small runtime, no parser); keys are `<namespace>.<key>`.
 * A message that does not parse fails the build.
 */
export function portalMessages({ cataloguesDir }: { cataloguesDir: string }): Plugin {
  const LOCALES = readdirSync(cataloguesDir).filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -'.json'.length));
  if (!LOCALES.includes(DEFAULT_LOCALE)) throw new Error(`portal-messages: no ${DEFAULT_LOCALE}.json in ${cataloguesDir}`);
  const catalogueFile = (locale: string) => `${cataloguesDir}/${locale}.json`;
  const readCatalogue = (locale: string) => JSON.parse(readFileSync(catalogueFile(locale), 'utf8')) as CatalogueFile;

  const namespaceModule = (namespace: string) => {
    const others = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)
      .map((locale) => `${locale}: () => import(${JSON.stringify(`${VIRTUAL_PREFIX}${locale}/${namespace}`)}).then((m) => m.default)`);
    return [
      `import messages from ${JSON.stringify(`${VIRTUAL_PREFIX}${DEFAULT_LOCALE}/${namespace}`)};`,
      `export default { namespace: ${JSON.stringify(namespace)}, ${DEFAULT_LOCALE}: messages, load: { ${others.join(', ')} } };`,
    ].join('\n');
  };

  const lazyModule = (namespace: string) => {
    const loaders = LOCALES.map((locale) => `${locale}: () => import(${JSON.stringify(`${VIRTUAL_PREFIX}${locale}/${namespace}`)}).then((m) => m.default)`);
    return `export default { namespace: ${JSON.stringify(namespace)}, load: { ${loaders.join(', ')} } };`;
  };

  const compiledModule = (locale: string, namespace: string) => {
    const messages = readCatalogue(locale)[namespace];
    if (!messages) throw new Error(`portal-messages: ${locale}.json has no namespace "${namespace}"`);
    const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => {
      try {
        return [`${namespace}.${key}`, compileMessageOrThrow(text)];
      } catch (error) {
        throw new Error(`portal-messages: ${locale}.json ${namespace}.${key} is not a valid ICU message: ${String(error)}`);
      }
    }));
    return `export default ${JSON.stringify(compiled)};`;
  };

  return {
    name: 'portal-messages',
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL_PREFIX}`)) return null;
      const parts = id.slice(VIRTUAL_PREFIX.length + 1).split('/');
      for (const locale of LOCALES) this.addWatchFile(catalogueFile(locale));
      if (parts.length === 1) return namespaceModule(parts[0]);
      const [locale, namespace] = parts;
      if (locale === 'lazy') return lazyModule(namespace);
      if (!LOCALES.includes(locale)) throw new Error(`portal-messages: no language "${locale}"`);
      return compiledModule(locale, namespace);
    },
  };
}
