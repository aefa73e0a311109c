import { Router } from 'express';
import { validatedInput } from '../../common/validate-input';
import { Body, bodyOf, formBoolean, formText } from '../../rest/form-fields';
import { callerOf, requireRole } from '../../rest/handler';
import { idParam } from '../../rest/params';
import type { Services } from '../../services';
import type { Announcement } from './announcement.entity';
import { CreateAnnouncementInput, UpdateAnnouncementInput } from './announcement.inputs';

export function announcementToJson(announcement: Announcement) {
  return {
    id: announcement.id,
    title: announcement.title,
    content: announcement.content,
    featured: announcement.featured,
    created_at: announcement.createdAt.toISOString(),
    updated_at: announcement.updatedAt.toISOString(),
  };
}

/** The non-empty fields of a REST body (JSON, or form text "true"/"false" for featured). */
function announcementFields(body: Body): UpdateAnnouncementInput {
  return {
    title: formText(body, 'title'),
    content: formText(body, 'content'),
    featured: formBoolean(body, 'featured'),
  };
}

/** /api/announcements/ (docs/rules/rest-api.md#rest-paths): public reads, administrator writes. */
export function announcementRestRouter(services: Services): Router {
  const router = Router();
  const announcements = services.announcements;

  router.get('/', async (_req, res) => {
    res.json((await announcements.listAll()).map(announcementToJson));
  });

  router.get('/:id/', async (req, res) => {
    res.json(announcementToJson(await announcements.get(idParam(req))));
  });

  router.post('/', requireRole('ADMIN'), async (req, res) => {
    const input = await validatedInput(CreateAnnouncementInput, announcementFields(bodyOf(req)) as Partial<CreateAnnouncementInput>);
    res.status(201).json(announcementToJson(await announcements.create(callerOf(res), input)));
  });

  router.put('/:id/', requireRole('ADMIN'), async (req, res) => {
    const id = idParam(req);
    const changes = await validatedInput(UpdateAnnouncementInput, announcementFields(bodyOf(req)));
    res.json(announcementToJson(await announcements.update(callerOf(res), id, changes)));
  });

  router.delete('/:id/', requireRole('ADMIN'), async (req, res) => {
    await announcements.delete(callerOf(res), idParam(req));
    res.status(204).end();
  });

  return router;
}
