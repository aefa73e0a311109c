import type { Locale, MessageKey, Namespace } from '@barangay-portal/domain';
import type { Messages } from '@lingui/core';

/** One namespace of the catalogue as `virtual:portal-messages/<namespace>` gives it (client/vite-plugin-messages.ts). */
export interface NamespaceCatalogue {
  namespace: string;
  /** The default language's messages, bundled with the code that uses them. */
  en: Messages;
  /** Every other language's messages, each its own chunk. */
  load: Partial<Record<Locale, () => Promise<Messages>>>;
}

/** A namespace whose keys the type checker knows (from en.json), so a misspelt key fails the build. */
export interface TypedNamespace<N extends Namespace> extends NamespaceCatalogue {
  namespace: N;
  /** Never set: carries N for the type checker. */
  readonly keys?: MessageKey<N>;
}

/**
 * A feature's messages: `export const homeMessages = namespaceOf<'home'>(home)` beside
 * `import home from 'virtual:portal-messages/home'`.
 */
export function namespaceOf<N extends Namespace>(catalogue: NamespaceCatalogue): TypedNamespace<N> {
  return catalogue as TypedNamespace<N>;
}

/** A namespace as `virtual:portal-messages/lazy/<namespace>` gives it: every language, the default's too, loaded on demand. */
export interface LazyNamespaceCatalogue {
  namespace: string;
  load: Record<Locale, () => Promise<Messages>>;
}
