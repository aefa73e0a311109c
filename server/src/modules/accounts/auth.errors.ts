import { DomainError, ErrorKind } from '../../common/domain-error';

export const AuthErrors = {
  emailTaken: () =>
    DomainError.invalid('EMAIL_TAKEN', { email: ['A user with that email already exists.'] }),
  /** One answer for an unknown e-mail and a wrong password, so logins cannot probe for accounts. */
  invalidCredentials: () =>
    new DomainError(ErrorKind.Unauthenticated, 'INVALID_CREDENTIALS', 'No active account found with the given credentials'),
  invalidRefreshToken: () =>
    new DomainError(ErrorKind.Unauthenticated, 'INVALID_REFRESH_TOKEN', 'Token is invalid or expired'),
  accountGone: () =>
    new DomainError(ErrorKind.Unauthenticated, 'ACCOUNT_GONE', 'User not found'),
};
