import { useQuery } from '@apollo/client/react';
import { CurrentUserGreetingQuery } from '../api/auth.graphql';
import { welcomeText } from '../greeting';

/**
 * The side menu's greeting. Until the profile arrives (or if it cannot be loaded) the e-mail from the
 * session stands in, so the menu never shows an empty name.
 */
export function WelcomeGreeting({ email }: { email: string | null }) {
  const { data } = useQuery(CurrentUserGreetingQuery);
  return <>{welcomeText(data?.me.nickname, data?.me.email ?? email)}</>;
}
