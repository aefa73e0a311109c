import { useNavigate } from 'react-router-dom';
import { Button, Page } from '../../../ui';
import { StyledErrorText } from './styled-error-text';

/**
 * A staff screen outside the member's role (docs/rules/accounts.md#staff-roles): said plainly, with the way to the
 * first screen the role opens (`firstScreen`), never a blank page.
 */
export function MissingPermissionPage({ firstScreen }: { firstScreen: string }) {
  const navigate = useNavigate();
  return (
    <Page title="Not part of your role">
      <StyledErrorText role="alert">
        Your role does not include this screen. Ask the Punong Barangay or whoever manages staff if you need it.
      </StyledErrorText>
      <Button onClick={() => void navigate(firstScreen)}>Go to my first screen</Button>
    </Page>
  );
}
