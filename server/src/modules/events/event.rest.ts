import { Router } from 'express';
import { validatedInput } from '../../common/validate-input';
import { Body, bodyOf, formInteger, formText, pictureFrom } from '../../rest/form-fields';
import { callerOf, requireRole } from '../../rest/handler';
import { idParam } from '../../rest/params';
import type { RestOptions } from '../../rest/rest-options';
import type { Services } from '../../services';
import { mediaUrl, requestOrigin } from '../../uploads/public-url';
import { PICTURE_FORM, refuseMultipart, restForm } from '../../uploads/rest-multipart';
import type { Event } from './event.entity';
import { CreateEventInput, UpdateEventInput } from './event.inputs';

/** The photo may arrive under its own name or as photo, src or image (docs/rules/rest-api.md#rest-picture-aliases). */
const PHOTO_FIELDS = ['event_photo', 'photo', 'src', 'image'] as const;

export function eventToJson(event: Event, origin: string) {
  return {
    id: event.id,
    event_name: event.eventName,
    target_audience: event.targetAudience,
    event_date: event.eventDate,
    expected_number_of_attendees: event.expectedNumberOfAttendees,
    actual_attendees: event.actualAttendees,
    status: event.status,
    event_photo: mediaUrl(origin, event.eventPhotoKey),
  };
}

/** The non-empty fields of a REST body (numbers may come as multipart text); empty ones are left out. */
function eventFields(body: Body): UpdateEventInput {
  return {
    eventName: formText(body, 'event_name'),
    targetAudience: formText(body, 'target_audience'),
    eventDate: formText(body, 'event_date'),
    expectedNumberOfAttendees: formInteger(body, 'expected_number_of_attendees'),
    actualAttendees: formInteger(body, 'actual_attendees'),
    status: formText(body, 'status'),
  };
}

/** /api/events/ (docs/rules/rest-api.md#rest-paths): public reads, administrator writes, multipart for the photo. */
export function eventRestRouter(services: Services, options: RestOptions): Router {
  const router = Router();
  const events = services.events;
  // Read after the role check: nobody else's body is read.
  const picture = restForm(options.uploads, PICTURE_FORM);

  router.post('/', requireRole('ADMIN'), picture, async (req, res) => {
    const input = await validatedInput(CreateEventInput, eventFields(bodyOf(req)) as Partial<CreateEventInput>);
    const event = await events.create(callerOf(res), input, pictureFrom(req, PHOTO_FIELDS, 'eventPhoto'));
    res.status(201).json(eventToJson(event, requestOrigin(req, options.publicUrl)));
  });

  router.put('/:id/', requireRole('ADMIN'), picture, async (req, res) => {
    const id = idParam(req);
    const changes = await validatedInput(UpdateEventInput, eventFields(bodyOf(req)));
    const event = await events.update(callerOf(res), id, changes, pictureFrom(req, PHOTO_FIELDS, 'eventPhoto'));
    res.json(eventToJson(event, requestOrigin(req, options.publicUrl)));
  });

  // The routes above are the only ones here that take files.
  router.use(refuseMultipart());

  router.get('/', async (req, res) => {
    const origin = requestOrigin(req, options.publicUrl);
    res.json((await events.listAll()).map((event) => eventToJson(event, origin)));
  });

  router.get('/:id/', async (req, res) => {
    res.json(eventToJson(await events.get(idParam(req)), requestOrigin(req, options.publicUrl)));
  });

  router.delete('/:id/', requireRole('ADMIN'), async (req, res) => {
    await events.delete(callerOf(res), idParam(req));
    res.status(204).end();
  });

  return router;
}
