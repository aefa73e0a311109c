import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n/language-context';
import { Button, Page } from '../../../ui';
import { errorsMessages } from '../messages';
import { StyledErrorText } from './styled-error-text';

/** Where the root redirect sends a user who is neither an administrator nor a resident (docs/rules/screens.md#unauthorized-page). */
export function UnauthorizedPage() {
  const navigate = useNavigate();
  const t = useMessages(errorsMessages);
  return (
    <Page title={t('unauthorized.title')}>
      <StyledErrorText>{t('unauthorized.text')}</StyledErrorText>
      <Button onClick={() => void navigate(paths.root)}>{t('unauthorized.action')}</Button>
    </Page>
  );
}
