import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n/language-context';
import { Button, Page } from '../../../ui';
import { errorsMessages } from '../messages';
import { StyledErrorText } from './styled-error-text';

/** /404-not-found and every unknown path (docs/rules/screens.md#not-found-page). */
export function NotFoundPage() {
  const navigate = useNavigate();
  const t = useMessages(errorsMessages);
  return (
    <Page title={t('notFound.title')}>
      <StyledErrorText>{t('notFound.text')}</StyledErrorText>
      <Button onClick={() => void navigate(paths.root)}>{t('notFound.action')}</Button>
    </Page>
  );
}
