import type { AuthText } from './messages';

/** 'Welcome, ' and the nickname, or the part of the e-mail before the at-sign without one (docs/rules/screens.md#side-menu). */
export function welcomeText(t: AuthText, nickname: string | null | undefined, email: string | null | undefined): string {
  const name = nickname?.trim() || (email ?? '').split('@')[0];
  return t('welcome', { name });
}
