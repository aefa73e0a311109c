import { Router } from 'express';
import { validatedInput } from '../../common/validate-input';
import { Body, bodyOf, formText, lowerCased, pictureFrom } from '../../rest/form-fields';
import { callerOf, requireRole } from '../../rest/handler';
import { idParam } from '../../rest/params';
import type { RestOptions } from '../../rest/rest-options';
import type { Services } from '../../services';
import { mediaUrl, requestOrigin } from '../../uploads/public-url';
import { PICTURE_FORM, refuseMultipart, restForm } from '../../uploads/rest-multipart';
import type { Project, ProjectStatus } from './project.entity';
import { CreateProjectInput, UpdateProjectInput } from './project.inputs';

/** The photo may arrive under its own name or as photo, src or image (docs/rules/rest-api.md#rest-picture-aliases). */
const PHOTO_FIELDS = ['project_photo', 'photo', 'src', 'image'] as const;

export function projectToJson(project: Project, origin: string) {
  return {
    id: project.id,
    title: project.title,
    description: project.description,
    status: project.status,
    date_started: project.dateStarted,
    date_ended: project.dateEnded,
    link: project.link,
    project_photo: mediaUrl(origin, project.projectPhotoKey),
  };
}

/** The non-empty fields of a REST body; empty ones are left out, so an update keeps those values. */
function projectFields(body: Body): UpdateProjectInput {
  return {
    title: formText(body, 'title'),
    description: formText(body, 'description'),
    status: lowerCased(formText(body, 'status')) as ProjectStatus | undefined,
    dateStarted: formText(body, 'date_started'),
    dateEnded: formText(body, 'date_ended'),
    link: formText(body, 'link'),
  };
}

/** /api/projects/ (docs/rules/rest-api.md#rest-paths): public reads, administrator writes, multipart for the photo. */
export function projectRestRouter(services: Services, options: RestOptions): Router {
  const router = Router();
  const projects = services.projects;
  // Read after the role check: nobody else's body is read.
  const picture = restForm(options.uploads, PICTURE_FORM);

  router.post('/', requireRole('ADMIN'), picture, async (req, res) => {
    const input = await validatedInput(CreateProjectInput, projectFields(bodyOf(req)) as Partial<CreateProjectInput>);
    const project = await projects.create(callerOf(res), input, pictureFrom(req, PHOTO_FIELDS, 'projectPhoto'));
    res.status(201).json(projectToJson(project, requestOrigin(req, options.publicUrl)));
  });

  router.put('/:id/', requireRole('ADMIN'), picture, async (req, res) => {
    const id = idParam(req);
    const changes = await validatedInput(UpdateProjectInput, projectFields(bodyOf(req)));
    const project = await projects.update(callerOf(res), id, changes, pictureFrom(req, PHOTO_FIELDS, 'projectPhoto'));
    res.json(projectToJson(project, requestOrigin(req, options.publicUrl)));
  });

  // The routes above are the only ones here that take files.
  router.use(refuseMultipart());

  router.get('/', async (req, res) => {
    const origin = requestOrigin(req, options.publicUrl);
    res.json((await projects.listAll()).map((project) => projectToJson(project, origin)));
  });

  router.get('/:id/', async (req, res) => {
    res.json(projectToJson(await projects.get(idParam(req)), requestOrigin(req, options.publicUrl)));
  });

  router.delete('/:id/', requireRole('ADMIN'), async (req, res) => {
    await projects.delete(callerOf(res), idParam(req));
    res.status(204).end();
  });

  return router;
}
