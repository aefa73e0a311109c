import { useNavigate } from 'react-router-dom';
import { useMessages } from '../../../lib/i18n/language-context';
import { Button, Page } from '../../../ui';
import { errorsMessages } from '../messages';
import { StyledErrorText } from './styled-error-text';

/**
 * A staff screen outside the member's role (docs/rules/accounts.md#staff-roles): said plainly, with the way to the
 * first screen the role opens (`firstScreen`), never a blank page.
 */
export function MissingPermissionPage({ firstScreen }: { firstScreen: string }) {
  const navigate = useNavigate();
  const t = useMessages(errorsMessages);
  return (
    <Page title={t('missingPermission.title')}>
      <StyledErrorText role="alert">{t('missingPermission.text')}</StyledErrorText>
      <Button onClick={() => void navigate(firstScreen)}>{t('missingPermission.action')}</Button>
    </Page>
  );
}
