import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-context';
import { Banner, Button, PasswordField, TextField } from '../../../ui';
import { LoginMutation } from '../api/auth.graphql';
import {
  StyledAuthColumn, StyledAuthFooter, StyledAuthForm, StyledAuthTitle,
} from '../components/auth-form-layout';
import { LOGIN_MESSAGES, loginErrorMessage } from '../login-error';
import { cameFromRegistration } from '../login-navigation';

export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [login, { loading }] = useMutation(LoginMutation);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    try {
      const { data } = await login({ variables: { input: { email: email.trim(), password } } });
      if (!data) throw new Error('login answered without data');
      if (session.login(data.login).status !== 'logged-in') {
        // The answer's flags contradict its own token: nothing usable was stored.
        setError(LOGIN_MESSAGES.fallback);
        return;
      }
      // The root redirect picks the screen for the role.
      void navigate(paths.root, { replace: true });
    } catch (caught) {
      setError(loginErrorMessage(caught));
    }
  };

  return (
    <StyledAuthColumn>
      <StyledAuthTitle>Login</StyledAuthTitle>
      {cameFromRegistration(location.state) && <Banner variant="success">{LOGIN_MESSAGES.registered}</Banner>}
      {error && <Banner variant="error">{error}</Banner>}
      <StyledAuthForm onSubmit={(event) => void handleSubmit(event)} aria-label="Login">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={setEmail}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
        />
        <Button type="submit" fullWidth disabled={loading}>
          {loading ? 'Logging in...' : 'Login'}
        </Button>
      </StyledAuthForm>
      <StyledAuthFooter>
        Don&apos;t have an account? <Link to={paths.register}>Register</Link>
      </StyledAuthFooter>
    </StyledAuthColumn>
  );
}
