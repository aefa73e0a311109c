import { Link } from 'react-router-dom';
import { useMessages } from '../../../lib/i18n/language-context';
import { TextWithLink } from '../../../ui';
import { authPaths } from '../paths';
import { StyledAuthColumn, StyledAuthFooter, StyledAuthTitle } from '../components/auth-form-layout';
import { RegisterWizard } from '../components/register-wizard';
import { authMessages } from '../messages';

export function RegisterPage() {
  const t = useMessages(authMessages);
  return (
    <StyledAuthColumn>
      <StyledAuthTitle>{t('register.title')}</StyledAuthTitle>
      <RegisterWizard />
      <StyledAuthFooter>
        <TextWithLink text={(link) => t('register.haveAccount', { link })} link={<Link to={authPaths.login}>{t('register.loginLink')}</Link>} />
      </StyledAuthFooter>
    </StyledAuthColumn>
  );
}
