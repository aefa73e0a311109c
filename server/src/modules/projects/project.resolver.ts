import { contentResolver } from '../../graphql/content-resolver';
import { Project } from './project.entity';
import { CreateProjectInput, ProjectPage, ProjectsArgs, UpdateProjectInput } from './project.inputs';
import { projectPolicy } from './project.policy';
import type { ProjectService } from './project.service';

/** projects, project, createProject, updateProject, deleteProject. */
export const ProjectResolver = contentResolver({
  type: Project, Page: ProjectPage, Args: ProjectsArgs, CreateInput: CreateProjectInput, UpdateInput: UpdateProjectInput,
  policy: projectPolicy, service: (own: { projects: ProjectService }) => own.projects,
  picture: { arg: 'projectPhoto', description: 'The project photo: a JPEG, PNG, WebP or GIF image of at most 5 MB.' },
  describe: {
    list: 'Projects, paged, searched by title and sorted. Public.',
    one: 'One project. Public.',
    create: 'Adds a project, with an optional photo. Administrators only.',
    update: 'Changes the given fields of a project; a new photo replaces the old one. Administrators only.',
    delete: 'Deletes a project and its photo; true when done. Administrators only.',
    id: 'Project id.',
    input: 'The project.',
  },
});
