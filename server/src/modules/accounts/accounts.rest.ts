import { Request, Response, Router } from 'express';
import { admits } from '../../identity/audience';
import { validatedInput } from '../../common/validate-input';
import { frameableBySameOrigin } from '../../http/security-headers';
import { AS_SENT, bodyInput } from '../../rest/body-input';
import { contextOf, guard } from '../../rest/handler';
import { sendJsonArray } from '../../rest/json-array-stream';
import { idParam } from '../../rest/params';
import type { RestOptions } from '../../rest/rest-options';
import { fileFrom, ID_DOCUMENT_FORM, refuseMultipart, restForm } from '../../uploads/rest-multipart';
import { type IdViewPurpose, requiredIdViewPurpose } from '../data-access';
import type { User } from './user.entity';
import { userRestProjection } from './user.rest-json';
import { ChangePasswordInput, IdDecisionByEmailInput, UpdateProfileInput } from './users.inputs';
import { userPolicy } from './users.policy';
import type { UsersService } from './users.service';

type Body = Record<string, unknown>;

/**
 * Only the editable fields (docs/rules/accounts.md#profile-edit) are read; whatever else the body carries (first_name, email,
 * id_verification_status, ...) is never looked at. `repeat_password` is optional because the original
 * client checks it in the browser and sends only `password`; `current_password` is required with a new one.
 */
const profileInputFrom = bodyInput(UpdateProfileInput, { readers: AS_SENT });

/** An administrator's password change: password, repeat_password, current_password. */
const passwordChangeFrom = bodyInput(ChangePasswordInput, { readers: AS_SENT });

/**
 * Why staff open the ID images an answer links to (`?purpose=`, one of IdViewPurpose; anything else 400): every
 * `valid_id` of the answer carries it. Absent: the links carry verify_identity while a resident's verification is pending.
 */
function idViewPurposeAsked(req: Request): IdViewPurpose | undefined {
  if (req.query.purpose === undefined) return undefined;
  return requiredIdViewPurpose(typeof req.query.purpose === 'string' ? req.query.purpose : undefined);
}

/** /api/auth/user/...: the caller's own profile and valid ID, ID verification, and the administrators' user list. */
export function accountsRestRouter(services: { users: UsersService }, options: RestOptions): Router {
  const router = Router();
  const userToJson = userRestProjection(services.users);
  const toJson = async (res: Response, user: User, idViewPurpose?: IdViewPurpose) => await userToJson(user, contextOf(res), idViewPurpose);

  // The original client also sends id_verification_status=pending; it is ignored: an upload always means pending.
  // The body is read only once the caller is known to be a resident.
  router.patch('/user/upload-id/', guard(userPolicy.uploadValidId), restForm(options.uploads, ID_DOCUMENT_FORM), async (req, res) => {
    const user = await services.users.uploadValidId(contextOf(res), fileFrom(req.files, ['valid_id']));
    res.json(await toJson(res, user));
  });

  // The route above is the only one here that takes files.
  router.use(refuseMultipart());

  // Written as it is read from the database (every account of a barangay of 200,000 would not fit in memory), each
  // account by the same projection as every other answer here.
  router.get('/user/', async (req, res) => {
    const idViewPurpose = idViewPurposeAsked(req);
    await sendJsonArray(res, async (write) => {
      await services.users.listAll(contextOf(res), async (batch) => await write(await Promise.all(batch.map((user) => toJson(res, user, idViewPurpose)))));
    });
  });

  router.get('/user/me/', async (_req, res) => {
    res.json(await toJson(res, await services.users.me(contextOf(res))));
  });

  // Who is calling is settled before the body is read, so a guest hears 401 whatever they sent. A resident
  // edits the profile (docs/rules/accounts.md#profile-edit); an administrator has no profile to edit here, only the password.
  router.patch('/user/me/', guard(userPolicy.changePassword), async (req, res) => {
    const body = (req.body ?? {}) as Body;
    const context = contextOf(res);
    if (!admits(userPolicy.updateProfile, context.caller.user)) {
      const input = await validatedInput(ChangePasswordInput, passwordChangeFrom(body));
      res.json(await toJson(res, await services.users.changePassword(context, input)));
      return;
    }
    const input = await validatedInput(UpdateProfileInput, profileInputFrom(body));
    res.json(await toJson(res, await services.users.updateProfile(context, input)));
  });

  // One resident's full profile, for staff who see residents (a view the access ledger records).
  router.get('/user/:id/', async (req, res) => {
    const idViewPurpose = idViewPurposeAsked(req);
    res.json(await toJson(res, await services.users.resident(contextOf(res), idParam(req)), idViewPurpose));
  });

  router.patch('/user/verify-id/', guard(userPolicy.decideIdVerification), async (req, res) => {
    const body = (req.body ?? {}) as Body;
    const input = await validatedInput(IdDecisionByEmailInput, {
      email: body.email as string,
      idVerificationStatus: body.id_verification_status as IdDecisionByEmailInput['idVerificationStatus'],
    });
    const user = await services.users.decideIdVerification(contextOf(res), { email: input.email }, input.idVerificationStatus);
    res.json(await toJson(res, user));
  });

  // The private file: a Bearer token of the owner or an administrator, or ?token= from User.validIdUrl (REST: valid_id);
  // staff opening someone else's add ?purpose= (docs/architecture.md#privacy-access-ledger).
  // The administrator's details dialog shows a PDF in a frame, so this answer may be framed by the portal.
  router.get('/user/:id/valid-id/', frameableBySameOrigin(), async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : undefined;
    const purpose = typeof req.query.purpose === 'string' ? req.query.purpose : undefined;
    const file = await services.users.validIdFile(contextOf(res), idParam(req), token, purpose);
    res.set({
      'Content-Type': file.mediaType,
      'Content-Length': String(file.bytes.length),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
      // The URL may carry a link token: never pass it on to another site.
      'Referrer-Policy': 'no-referrer',
    });
    res.end(file.bytes);
  });

  return router;
}
