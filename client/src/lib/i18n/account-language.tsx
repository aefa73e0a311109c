import { isLocale, type Locale } from '@barangay-portal/domain';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import type { Language } from '../../gql/graphql';
import { useSession } from '../session-context';
import { AccountLanguageQuery, ChoosePreferredLanguageMutation } from './account-language.graphql';
import { useLanguageStore } from './language-context';

const LANGUAGE_OF: Readonly<Record<Locale, Language>> = { en: 'EN', fil: 'FIL' };

/**
 * A signed-in account's language follows it to every device (docs/architecture/languages.md#choosing): on sign-in
 * the page takes the account's preference, and a switch made while signed in becomes the preference.
 */
export function AccountLanguage() {
  const store = useLanguageStore();
  const signedIn = useSession().status === 'logged-in';
  const { data } = useQuery(AccountLanguageQuery, { skip: !signedIn });
  const [choose] = useMutation(ChoosePreferredLanguageMutation);
  const preferred = signedIn ? data?.me.preferredLanguage?.toLowerCase() : undefined;

  useEffect(() => {
    if (isLocale(preferred)) void store.choose(preferred, 'account');
  }, [preferred, store]);

  useEffect(() => {
    if (!signedIn) return undefined;
    return store.onChosen((locale) => {
      void choose({ variables: { language: LANGUAGE_OF[locale] } }).catch(() => {
        // The page is in the new language either way; the account keeps its old preference until the next switch.
      });
    });
  }, [signedIn, store, choose]);

  return null;
}
