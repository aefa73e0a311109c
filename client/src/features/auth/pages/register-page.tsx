import { Link } from 'react-router-dom';
import { authPaths } from '../paths';
import { StyledAuthColumn, StyledAuthFooter, StyledAuthTitle } from '../components/auth-form-layout';
import { RegisterWizard } from '../components/register-wizard';

export function RegisterPage() {
  return (
    <StyledAuthColumn>
      <StyledAuthTitle>Register</StyledAuthTitle>
      <RegisterWizard />
      <StyledAuthFooter>
        Already have an account? <Link to={authPaths.login}>Login</Link>
      </StyledAuthFooter>
    </StyledAuthColumn>
  );
}
