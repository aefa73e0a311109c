import { Button, Page } from '../../../ui';
import { StyledErrorText } from './styled-error-text';

/** Shown when a screen fails to load or render (e.g. a lazy chunk is unreachable after a deploy). */
export function RouteErrorPage() {
  return (
    <Page title="Something went wrong">
      <StyledErrorText>This page could not be shown. Please reload and try again.</StyledErrorText>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </Page>
  );
}
