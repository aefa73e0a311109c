import { absoluteUrl, restProjection } from '../../rest/projection';
import { User } from './user.entity';
import type { UsersService } from './users.service';

/**
 * A user as the REST layer shows it (docs/rules/rest-api.md#rest-user): the GraphQL User's fields in the legacy order, never the
 * password or the ID file's storage key. `valid_id` is an image URL (docs/rules/rest-api.md#rest-valid-id-url): the absolute form of
 * `validIdUrl`, a short-lived link bound to the caller's session that an <img> can load without an Authorization header; null when
 * there is no file or the caller may not see it.
 */
export function userRestProjection(users: UsersService) {
  return restProjection(User, {
    // Not a field of spec §7's user: the portal's own client reads it through GraphQL.
    omit: ['mustChangePassword', 'cityRole'],
    names: { validIdUrl: 'valid_id' },
    before: { gender: ['fullName'], contactNumber: ['age'], idVerificationStatus: ['validIdUrl'] },
    values: { validIdUrl: async (user, ctx) => absoluteUrl(ctx, await users.validIdUrl(ctx, user)) },
  });
}
