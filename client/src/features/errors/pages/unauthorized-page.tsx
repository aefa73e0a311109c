import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Button, Page } from '../../../ui';
import { StyledErrorText } from './styled-error-text';

/** Where the root redirect sends a user who is neither an administrator nor a resident (docs/rules/screens.md#unauthorized-page). */
export function UnauthorizedPage() {
  const navigate = useNavigate();
  return (
    <Page title="Unauthorized Access">
      <StyledErrorText>You do not have permission to view this page.</StyledErrorText>
      <Button onClick={() => void navigate(paths.root)}>Return Home</Button>
    </Page>
  );
}
