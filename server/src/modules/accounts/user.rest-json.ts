import type { RequestContext } from '../../http/request-context';
import { absoluteUrl, restProjection } from '../../rest/projection';
import type { IdViewPurpose } from '../data-access';
import { IdImageRemoval } from './id-image-removal.entity';
import { User } from './user.entity';
import type { UsersService } from './users.service';

/** A deleted ID image as REST shows it: `outcome`, `decided_at`, `removed_at`, `retention_days`. */
const idImageRemovalToJson = restProjection(IdImageRemoval);

/** A user as REST answers it; `idViewPurpose`: why the caller opens the `valid_id` links of the answer (a request's ?purpose=). */
export type UserToJson = (user: User, ctx: RequestContext, idViewPurpose?: IdViewPurpose) => Promise<Record<string, unknown>>;

/**
 * A user as the REST layer shows it (docs/rules/rest-api.md#rest-user): the GraphQL User's fields in the legacy order, never the
 * password or the ID file's storage key. `valid_id` is an image URL (docs/rules/rest-api.md#rest-valid-id-url): the absolute form of
 * `validIdUrl`, a short-lived link bound to the caller's session that an <img> can load without an Authorization header, with the
 * purpose staff view it for (UsersService.validIdUrlWithPurpose); null when there is no file or the caller may not see it.
 * `id_image_removal` follows it: why there is no image any more, when the retention rule deleted it
 * (docs/architecture.md#privacy-retention). Every REST answer about an account goes through this one function.
 */
export function userRestProjection(users: UsersService): UserToJson {
  const byPurpose = new Map<IdViewPurpose | undefined, (user: User, ctx: RequestContext) => Promise<Record<string, unknown>>>();
  const projectionFor = (purpose: IdViewPurpose | undefined) => restProjection(User, {
    // Not a field of spec §7's user: the portal's own client reads it through GraphQL.
    omit: ['mustChangePassword', 'cityRole', 'preferredLanguage'],
    names: { validIdUrl: 'valid_id' },
    before: { gender: ['fullName'], contactNumber: ['age'], idVerificationStatus: ['validIdUrl', 'idImageRemoval'] },
    values: {
      validIdUrl: async (user, ctx) => absoluteUrl(ctx, await users.validIdUrlWithPurpose(ctx, user, purpose)),
      idImageRemoval: async (user, ctx) => {
        const removal = await users.idImageRemoval(ctx, user);
        return removal && await idImageRemovalToJson(removal, ctx);
      },
    },
  });
  return async (user, ctx, idViewPurpose) => {
    let projection = byPurpose.get(idViewPurpose);
    if (!projection) byPurpose.set(idViewPurpose, projection = projectionFor(idViewPurpose));
    return await projection(user, ctx);
  };
}
