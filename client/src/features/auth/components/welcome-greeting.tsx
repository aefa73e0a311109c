import { useQuery } from '@apollo/client/react';
import { useMessages } from '../../../lib/i18n/language-context';
import { CurrentUserGreetingQuery } from '../api/auth.graphql';
import { welcomeText } from '../greeting';
import { authMessages } from '../messages';

/**
 * The side menu's greeting. Until the profile arrives (or if it cannot be loaded) the e-mail from the
 * session stands in, so the menu never shows an empty name.
 */
export function WelcomeGreeting({ email }: { email: string | null }) {
  const t = useMessages(authMessages);
  const { data } = useQuery(CurrentUserGreetingQuery);
  return <>{welcomeText(t, data?.me.nickname, data?.me.email ?? email)}</>;
}
