import type { Router } from 'express';
import { SortDirection } from '../../common/pagination';
import { contentRestRouter, everyRowOf } from '../../rest/content-router';
import { Body, formText, lowerCased } from '../../rest/form-fields';
import { absoluteUrl, restProjection } from '../../rest/projection';
import type { RestOptions } from '../../rest/rest-options';
import type { Services } from '../../services';
import { Project, type ProjectStatus } from './project.entity';
import { CreateProjectInput, ProjectsArgs, ProjectSortField, UpdateProjectInput } from './project.inputs';
import { projectPolicy } from './project.policy';

/** The GraphQL Project's fields; REST's project_photo is projectPhotoUrl as an absolute URL. */
export const projectToJson = restProjection(Project, {
  names: { projectPhotoUrl: 'project_photo' },
  values: { projectPhotoUrl: (project, ctx) => absoluteUrl(ctx, project.projectPhotoUrl) },
});

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
  return contentRestRouter({
    service: services.projects, policy: projectPolicy, toJson: projectToJson, fields: projectFields, CreateInput: CreateProjectInput, UpdateInput: UpdateProjectInput,
    // Newest first.
    everyRow: () => everyRowOf(ProjectsArgs, { sortBy: ProjectSortField.CREATED_AT, sortDirection: SortDirection.DESC }),
    picture: { field: 'projectPhoto', aliases: ['project_photo', 'photo', 'src', 'image'] },
  }, options);
}
