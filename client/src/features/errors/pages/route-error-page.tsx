import { DEFAULT_LOCALE } from '@barangay-portal/domain';
import { Component, type ReactNode } from 'react';
import { LanguageProvider, useMessages } from '../../../lib/i18n/language-context';
import { createLanguageStore } from '../../../lib/i18n/language-store';
import { Button, Page } from '../../../ui';
import { errorsMessages } from '../messages';
import { StyledErrorText } from './styled-error-text';

/** The default language's messages come with the code that uses them: nothing needs fetching. */
const DEFAULT_LANGUAGE = createLanguageStore(DEFAULT_LOCALE);

/**
 * What failed to load (a deploy in between) may as well be the chunk of this page's own messages in the page's
 * language: then the page is said in the default language rather than not at all.
 */
class InDefaultLanguageOnFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed
      ? <LanguageProvider store={DEFAULT_LANGUAGE}>{this.props.children}</LanguageProvider>
      : this.props.children;
  }
}

function RouteError() {
  const t = useMessages(errorsMessages);
  return (
    <Page title={t('routeError.title')}>
      <StyledErrorText>{t('routeError.text')}</StyledErrorText>
      <Button onClick={() => window.location.reload()}>{t('routeError.action')}</Button>
    </Page>
  );
}

/** Shown when a screen fails to load or render (e.g. a lazy chunk is unreachable after a deploy). */
export function RouteErrorPage() {
  return (
    <InDefaultLanguageOnFailure>
      <RouteError />
    </InDefaultLanguageOnFailure>
  );
}
