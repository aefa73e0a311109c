import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Button, Page } from '../../../ui';
import { StyledErrorText } from './styled-error-text';

/** /404-not-found and every unknown path (docs/rules/screens.md#not-found-page). */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Page title="Page Not Found">
      <StyledErrorText>404: the page you are looking for does not exist or has been moved.</StyledErrorText>
      <Button onClick={() => void navigate(paths.root)}>Take me home</Button>
    </Page>
  );
}
