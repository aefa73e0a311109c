import { Router } from 'express';
import { validatedInput } from '../../common/validate-input';
import { Body, bodyOf, formText, pictureFrom } from '../../rest/form-fields';
import { callerOf, requireRole } from '../../rest/handler';
import { idParam } from '../../rest/params';
import type { RestOptions } from '../../rest/rest-options';
import type { Services } from '../../services';
import { mediaUrl, requestOrigin } from '../../uploads/public-url';
import { PICTURE_FORM, refuseMultipart, restForm } from '../../uploads/rest-multipart';
import type { BarangayOfficial } from './barangay-official.entity';
import { CreateBarangayOfficialInput, UpdateBarangayOfficialInput } from './barangay-official.inputs';

/** The picture may arrive under its own name or as photo, src or image (docs/rules/rest-api.md#rest-picture-aliases). */
const PICTURE_FIELDS = ['official_picture', 'photo', 'src', 'image'] as const;

export function officialToJson(official: BarangayOfficial, origin: string) {
  return {
    id: official.id,
    official_picture: mediaUrl(origin, official.officialPictureKey),
    position: official.position,
    name: official.name,
    contact_number: official.contactNumber,
    address: official.address,
    term_start: official.termStart,
    term_end: official.termEnd,
  };
}

/** The non-empty fields of a REST body; empty ones are left out (docs/rules/rest-api.md#rest-filled-fields: non-empty fields only). */
function officialFields(body: Body): UpdateBarangayOfficialInput {
  return {
    position: formText(body, 'position'),
    name: formText(body, 'name'),
    contactNumber: formText(body, 'contact_number'),
    address: formText(body, 'address'),
    termStart: formText(body, 'term_start'),
    termEnd: formText(body, 'term_end'),
  };
}

/** /api/barangay-officials/ (docs/rules/rest-api.md#rest-paths): public reads, administrator writes, multipart for the picture. */
export function officialRestRouter(services: Services, options: RestOptions): Router {
  const router = Router();
  const officials = services.officials;
  // Read after the role check: nobody else's body is read.
  const picture = restForm(options.uploads, PICTURE_FORM);

  router.post('/', requireRole('ADMIN'), picture, async (req, res) => {
    const input = await validatedInput(CreateBarangayOfficialInput, officialFields(bodyOf(req)) as Partial<CreateBarangayOfficialInput>);
    const official = await officials.create(callerOf(res), input, pictureFrom(req, PICTURE_FIELDS, 'officialPicture'));
    res.status(201).json(officialToJson(official, requestOrigin(req, options.publicUrl)));
  });

  router.put('/:id/', requireRole('ADMIN'), picture, async (req, res) => {
    const id = idParam(req);
    const changes = await validatedInput(UpdateBarangayOfficialInput, officialFields(bodyOf(req)));
    const official = await officials.update(callerOf(res), id, changes, pictureFrom(req, PICTURE_FIELDS, 'officialPicture'));
    res.json(officialToJson(official, requestOrigin(req, options.publicUrl)));
  });

  // The routes above are the only ones here that take files.
  router.use(refuseMultipart());

  router.get('/', async (req, res) => {
    const origin = requestOrigin(req, options.publicUrl);
    res.json((await officials.listAll()).map((official) => officialToJson(official, origin)));
  });

  router.get('/:id/', async (req, res) => {
    res.json(officialToJson(await officials.get(idParam(req)), requestOrigin(req, options.publicUrl)));
  });

  router.delete('/:id/', requireRole('ADMIN'), async (req, res) => {
    await officials.delete(callerOf(res), idParam(req));
    res.status(204).end();
  });

  return router;
}
