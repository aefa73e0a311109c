import { ANNOUNCEMENT_FIELDS } from '@barangay-portal/domain';
import { IsBoolean, IsOptional } from 'class-validator';
import { ArgsType, Field, InputType, ObjectType } from 'type-graphql';
import { composeDecorators } from '../../common/compose-decorators';
import { describedEnum, type EnumValue } from '../../common/graphql-enum';
import { ListArgs } from '../../common/list-args';
import { PaginatedResponse, SortDirection } from '../../common/pagination';
import { IsRequiredText } from '../../common/validators';
import { Announcement } from './announcement.entity';

const { title: TITLE, content: CONTENT } = ANNOUNCEMENT_FIELDS;
/** The featured flag's rule, written once for both inputs: it may be left out. */
const IsFeaturedFlag = () => composeDecorators(IsOptional(), IsBoolean({ message: 'Featured must be true or false.' }));

@InputType({ description: 'A new announcement.' })
export class CreateAnnouncementInput {
  @Field({ description: 'Title.' })
  @IsRequiredText(TITLE)
  title: string;

  @Field({ description: 'Content; may span several lines.' })
  @IsRequiredText(CONTENT)
  content: string;

  @Field(() => Boolean, { nullable: true, description: 'Show it among the featured announcements; false when omitted.' })
  @IsFeaturedFlag()
  featured?: boolean | null;
}

@InputType({ description: 'Changes to an announcement: only the fields given (not null) are changed.' })
export class UpdateAnnouncementInput {
  @Field(() => String, { nullable: true, description: 'Title.' })
  @IsOptional()
  @IsRequiredText(TITLE)
  title?: string | null;

  @Field(() => String, { nullable: true, description: 'Content.' })
  @IsOptional()
  @IsRequiredText(CONTENT)
  content?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Featured or not.' })
  @IsFeaturedFlag()
  featured?: boolean | null;
}

export const AnnouncementSortField = describedEnum('AnnouncementSortField', 'Sortable columns of the announcements table.', {
  TITLE: ['title', 'Title, A to Z without regard to case.'],
  FEATURED: ['featured', 'Featured flag (not featured before featured, ascending).'],
  CREATED_AT: ['createdAt', 'When it was posted.'],
  UPDATED_AT: ['updatedAt', 'When it was last changed.'],
});
export type AnnouncementSortField = EnumValue<typeof AnnouncementSortField>;

@ArgsType()
export class AnnouncementsArgs extends ListArgs(AnnouncementSortField, {
  search: 'Part of the title or content, any letter case.',
  sortBy: AnnouncementSortField.CREATED_AT,
  sortDirection: SortDirection.DESC,
  sortByDescription: 'Sort column; newest first by default.',
}) {
  @Field(() => Boolean, { nullable: true, description: 'True: only featured announcements (the contact page); false: only the others.' })
  @IsOptional()
  @IsBoolean()
  featured?: boolean | null;
}

@ObjectType({ description: 'A page of announcements.' })
export class AnnouncementPage extends PaginatedResponse(Announcement) {}
