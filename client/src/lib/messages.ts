import common from 'virtual:portal-messages/common';
import { namespaceOf } from './i18n/catalogue';
import type { Translate } from './i18n/language-context';

/** The texts lib/ itself words for any screen (the word for a missing value), beside the shared UI pieces' `ui`. */
export const commonMessages = namespaceOf<'common'>(common);

export type CommonText = Translate<'common'>;
