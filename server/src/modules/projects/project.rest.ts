import type { Router } from 'express';
import { SortDirection } from '../../common/pagination';
import { contentRestRouter, everyRowOf, pictureUrlShape } from '../../rest/content-router';
import { formText, lowerCased } from '../../rest/form-fields';
import { restProjection } from '../../rest/projection';
import type { RestOptions } from '../../rest/rest-options';
import { Project } from './project.entity';
import { CreateProjectInput, ProjectsArgs, ProjectSortField, UpdateProjectInput } from './project.inputs';
import { projectPolicy } from './project.policy';
import type { ProjectService } from './project.service';

/** The GraphQL Project's fields; REST's project_photo is projectPhotoUrl as an absolute URL. */
export const projectToJson = restProjection(Project, pictureUrlShape('projectPhoto'));

/** /api/projects/ (docs/rules/rest-api.md#rest-paths): public reads, administrator writes, multipart for the photo. */
export function projectRestRouter(services: { projects: ProjectService }, options: RestOptions): Router {
  return contentRestRouter({
    service: services.projects, policy: projectPolicy, toJson: projectToJson, CreateInput: CreateProjectInput, UpdateInput: UpdateProjectInput,
    // The REST clients send the status in any letter case.
    body: { values: { status: (body) => lowerCased(formText(body, 'status')) } },
    // Newest first.
    everyRow: () => everyRowOf(ProjectsArgs, { sortBy: ProjectSortField.CREATED_AT, sortDirection: SortDirection.DESC }),
    picture: { field: 'projectPhoto' },
  }, options);
}
