import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Allowed } from '../../graphql/allowed';
import type { GraphQLContext } from '../../graphql/context';
import { projectPolicy } from './project.policy';
import { readPicture } from '../../uploads/public-picture';
import { Upload, type UploadArg } from '../../uploads/upload-scalar';
import { Project } from './project.entity';
import { CreateProjectInput, ProjectPage, ProjectsArgs, UpdateProjectInput } from './project.inputs';

// Not a class-validator input: FileStorage checks the file's content and size instead.
const PHOTO = { nullable: true, validate: false, description: 'The project photo: a JPEG, PNG, WebP or GIF image of at most 5 MB.' };

@Resolver(() => Project)
export class ProjectResolver {
  @Allowed(projectPolicy.view)
  @Query(() => ProjectPage, { description: 'Projects, paged, searched by title and sorted. Public.' })
  async projects(@Args(() => ProjectsArgs) args: ProjectsArgs, @Ctx() ctx: GraphQLContext): Promise<ProjectPage> {
    return await ctx.services.projects.list(ctx, args);
  }

  @Allowed(projectPolicy.view)
  @Query(() => Project, { description: 'One project. Public.' })
  async project(@Arg('id', () => Int, { description: 'Project id.' }) id: number, @Ctx() ctx: GraphQLContext): Promise<Project> {
    return await ctx.services.projects.get(ctx, id);
  }

  @Allowed(projectPolicy.create)
  @Mutation(() => Project, { description: 'Adds a project, with an optional photo. Administrators only.' })
  async createProject(
    @Arg('input', () => CreateProjectInput, { description: 'The project.' }) input: CreateProjectInput,
    @Arg('projectPhoto', () => Upload, PHOTO) projectPhoto: UploadArg | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Project> {
    return await ctx.services.projects.create(ctx, input, await readPicture(projectPhoto, 'projectPhoto'));
  }

  @Allowed(projectPolicy.update)
  @Mutation(() => Project, { description: 'Changes the given fields of a project; a new photo replaces the old one. Administrators only.' })
  async updateProject(
    @Arg('id', () => Int, { description: 'Project id.' }) id: number,
    @Arg('input', () => UpdateProjectInput, { description: 'The fields to change.' }) input: UpdateProjectInput,
    @Arg('projectPhoto', () => Upload, PHOTO) projectPhoto: UploadArg | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Project> {
    return await ctx.services.projects.update(ctx, id, input, await readPicture(projectPhoto, 'projectPhoto'));
  }

  @Allowed(projectPolicy.delete)
  @Mutation(() => Boolean, { description: 'Deletes a project and its photo; true when done. Administrators only.' })
  async deleteProject(@Arg('id', () => Int, { description: 'Project id.' }) id: number, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.projects.delete(ctx, id);
    return true;
  }
}
