import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { BarangayOwnedEntity } from '../../common/base.entity';
import { describedEnum, type EnumValue } from '../../common/graphql-enum';
import type { PictureSizes } from '../../uploads/picture-variants';
import { mediaUrl } from '../../uploads/public-url';
import { ResponsivePicture, responsivePicture } from '../../uploads/responsive-picture';

export const ProjectStatus = describedEnum('ProjectStatus', 'ONGOING or FINISHED.', {
  ONGOING: ['ongoing', 'Work is under way (shown orange).'],
  FINISHED: ['finished', 'Completed; the project then has an end date (shown green).'],
});
export type ProjectStatus = EnumValue<typeof ProjectStatus>;

@ObjectType({ description: 'A barangay project shown in the galleries and the Project Manager.' })
@Entity({ name: 'project' })
export class Project extends BarangayOwnedEntity {
  @Field({ description: 'Project title.' })
  @Column({ type: 'text' })
  title: string;

  @Field({ description: 'Project description.' })
  @Column({ type: 'text', default: '' })
  description: string;

  @Field(() => ProjectStatus, { description: 'ONGOING or FINISHED.' })
  @Column({ type: 'enum', enum: ProjectStatus, enumName: 'project_status' })
  status: ProjectStatus;

  @Field(() => String, { nullable: true, description: 'Start date, YYYY-MM-DD.' })
  @Column({ name: 'date_started', type: 'date', nullable: true })
  dateStarted: string | null;

  @Field(() => String, { nullable: true, description: 'End date, YYYY-MM-DD; required when FINISHED.' })
  @Column({ name: 'date_ended', type: 'date', nullable: true })
  dateEnded: string | null;

  @Field(() => String, { nullable: true, description: 'Optional link to more about the project.' })
  @Column({ type: 'text', nullable: true })
  link: string | null;

  /** Storage key of the public project photo. */
  @Column({ name: 'project_photo', type: 'text', nullable: true })
  projectPhotoKey: string | null;

  /** The picture's size and resized copies (uploads/picture-variants.ts); null until they are made. */
  @Column({ name: 'project_photo_sizes', type: 'jsonb', nullable: true })
  projectPhotoSizes: PictureSizes | null;

  @Field(() => String, { nullable: true, description: 'Path of the project photo under /media/ on this server; empty when there is none.' })
  get projectPhotoUrl(): string | null {
    return mediaUrl('', this.projectPhotoKey);
  }

  @Field(() => ResponsivePicture, { nullable: true, description: 'The same picture with its size and resized copies, for a responsive <img>; empty when there is none.' })
  get projectPhoto(): ResponsivePicture | null {
    return responsivePicture(this.projectPhotoKey, this.projectPhotoSizes);
  }
}
