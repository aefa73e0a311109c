import type { DataSource } from 'typeorm';
import type { AuthThrottle } from '../../limits/auth-throttle';
import { verifyPassword } from '../../identity/passwords';
import type { Logger } from '../../common/logger';
import { securityEvent } from '../../common/security-events';
import { AuthErrors } from './auth.errors';
import { User } from './user.entity';
import { UsersErrors } from './users.errors';

/**
 * The current password given as proof before a change to the account (a new password, two-factor sign-in
 * turned off). A wrong one is a guess like a wrong sign-in: it slows the account down across all addresses,
 * and is refused while the slowdown runs (docs/rules/accounts.md#password-policy).
 */
export class CurrentPasswordCheck {
  constructor(private readonly db: DataSource, private readonly throttle: AuthThrottle, private readonly logger: Logger) {}

  /** The account with its stored hash (the hash a change then compares and sets). */
  async account(userId: number): Promise<User> {
    const user = await this.db.getRepository(User).createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.id = :id', { id: userId })
      .getOne();
    if (!user) throw AuthErrors.accountGone();
    return user;
  }

  /** Throws the field error on the current password unless `given` is the password of `account` (loaded by `account`). */
  async assertMatches(account: User, given: string | null | undefined, clientAddress: string): Promise<void> {
    await this.throttle.assertPasswordCheckAllowed(account.email, clientAddress);
    const matches = typeof given === 'string' && given !== '' && await verifyPassword(account.passwordHash, given);
    if (!matches) {
      await this.throttle.passwordCheckFailed(account.email);
      securityEvent(this.logger, 'auth.password.change.failed', { accountId: account.id, clientAddress });
      throw UsersErrors.wrongCurrentPassword();
    }
    await this.throttle.passwordCheckSucceeded(account.email);
  }
}
