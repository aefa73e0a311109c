import { INVALID_URL_MESSAGE, PROJECT_FIELDS, TEXT_LIMITS } from '@barangay-portal/domain';
import { IsDefined, IsEnum, IsOptional, IsString } from 'class-validator';
import { ArgsType, Field, InputType, ObjectType } from 'type-graphql';
import { composeDecorators } from '../../common/compose-decorators';
import { IsOptionalDate, IsOptionalOrEmpty, IsWebUrl } from '../../common/field-validators';
import { describedEnum, type EnumValue } from '../../common/graphql-enum';
import { ListArgs, WithPhotoFilter } from '../../common/list-args';
import { PaginatedResponse, SortDirection } from '../../common/pagination';
import { IsRequiredText, IsText } from '../../common/validators';
import { Project, ProjectStatus } from './project.entity';

const DESCRIPTION = { max: TEXT_LIMITS.freeText, label: 'Description', multiline: true };
const LINK = { max: TEXT_LIMITS.url, label: 'Link' };

/*
 * Create and update are separate inputs because what is required differs: an update applies only the
 * fields it carries (null or omitted keeps the stored value), then the service checks the merged record.
 * Each field's rule is written once, below, and both inputs use it (docs/rules/content.md#project-fields).
 */
const IsProjectDescription = () => composeDecorators(IsOptional(), IsString({ message: 'Description must be text.' }), IsText(DESCRIPTION));
const IsProjectStatus = () => IsEnum(ProjectStatus, { message: 'Status must be ongoing or finished.' });
const IsProjectLink = () => composeDecorators(IsOptionalOrEmpty(), IsText(LINK), IsWebUrl(INVALID_URL_MESSAGE));

@InputType({ description: 'A new project.' })
export class CreateProjectInput {
  @Field({ description: 'Project title.' })
  @IsRequiredText(PROJECT_FIELDS.title)
  title: string;

  @Field(() => String, { nullable: true, description: 'Description; empty when omitted.' })
  @IsProjectDescription()
  description?: string | null;

  @Field(() => ProjectStatus, { description: 'ONGOING or FINISHED.' })
  @IsProjectStatus()
  @IsDefined({ message: PROJECT_FIELDS.statusRequired })
  status: ProjectStatus;

  @Field(() => String, { nullable: true, description: 'Start date, YYYY-MM-DD.' })
  @IsOptionalDate()
  dateStarted?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'End date, YYYY-MM-DD, not before the start date. Required when FINISHED; not kept for an ONGOING project.',
  })
  @IsOptionalDate()
  dateEnded?: string | null;

  @Field(() => String, { nullable: true, description: 'Optional http(s) link to more about the project.' })
  @IsProjectLink()
  link?: string | null;
}

@InputType({ description: 'Changes to a project: only the fields given (not null) are changed.' })
export class UpdateProjectInput {
  @Field(() => String, { nullable: true, description: 'Project title.' })
  @IsOptional()
  @IsRequiredText(PROJECT_FIELDS.title)
  title?: string | null;

  @Field(() => String, { nullable: true, description: 'Description; empty text empties it.' })
  @IsProjectDescription()
  description?: string | null;

  @Field(() => ProjectStatus, { nullable: true, description: 'ONGOING or FINISHED; ONGOING clears the end date.' })
  @IsOptional()
  @IsProjectStatus()
  status?: ProjectStatus | null;

  @Field(() => String, { nullable: true, description: 'Start date, YYYY-MM-DD; empty text removes it.' })
  @IsOptionalDate()
  dateStarted?: string | null;

  @Field(() => String, { nullable: true, description: 'End date, YYYY-MM-DD; required while FINISHED.' })
  @IsOptionalDate()
  dateEnded?: string | null;

  @Field(() => String, { nullable: true, description: 'http(s) link; empty text removes it.' })
  @IsProjectLink()
  link?: string | null;
}

export const ProjectSortField = describedEnum('ProjectSortField', 'Sortable columns of the projects table.', {
  TITLE: ['title', 'Title, A to Z without regard to case.'],
  STATUS: ['status', 'Status (ONGOING before FINISHED).'],
  DATE_STARTED: ['dateStarted', 'Start date; projects without one come last.'],
  CREATED_AT: ['createdAt', 'When the project was added.'],
});
export type ProjectSortField = EnumValue<typeof ProjectSortField>;

@ArgsType()
export class ProjectsArgs extends ListArgs(ProjectSortField, {
  search: 'Part of the title, any letter case.',
  sortBy: ProjectSortField.CREATED_AT,
  sortDirection: SortDirection.DESC,
  sortByDescription: 'Sort column; newest first by default.',
}) {
  @WithPhotoFilter('projects')
  withPhoto?: boolean | null;
}

@ObjectType({ description: 'A page of projects.' })
export class ProjectPage extends PaginatedResponse(Project) {}
