import type english from './catalogues/en.json';

/**
 * The message catalogue's shape (docs/architecture/languages.md#catalogues): one JSON file per language in
 * ./catalogues, grouped by namespace (a screen's feature, the shell, the server's e-mails), each message an ICU
 * MessageFormat text. English is the source: a namespace or key exists when en.json has it, and every other
 * language must have exactly the same keys with the same arguments (scripts/check-messages.mjs).
 */
export type Catalogue = typeof english;
export type Namespace = Extract<keyof Catalogue, string>;
export type MessageKey<N extends Namespace> = Extract<keyof Catalogue[N], string>;

/** The values an ICU message's arguments take. */
export type MessageValues = Readonly<Record<string, string | number | Date>>;
