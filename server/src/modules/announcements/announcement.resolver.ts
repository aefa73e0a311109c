import { contentResolver } from '../../graphql/content-resolver';
import { Announcement } from './announcement.entity';
import { AnnouncementPage, AnnouncementsArgs, CreateAnnouncementInput, UpdateAnnouncementInput } from './announcement.inputs';
import { announcementPolicy } from './announcement.policy';
import type { AnnouncementService } from './announcement.service';

/** announcements, announcement, createAnnouncement, updateAnnouncement, deleteAnnouncement. */
export const AnnouncementResolver = contentResolver({
  type: Announcement, Page: AnnouncementPage, Args: AnnouncementsArgs, CreateInput: CreateAnnouncementInput, UpdateInput: UpdateAnnouncementInput,
  policy: announcementPolicy, service: (own: { announcements: AnnouncementService }) => own.announcements,
  describe: {
    list: 'Announcements, paged, searched, optionally only the featured ones, and sorted. Public.',
    one: 'One announcement. Public.',
    create: 'Posts an announcement. Administrators only.',
    update: 'Changes the given fields of an announcement. Administrators only.',
    delete: 'Deletes an announcement; true when done. Administrators only.',
    id: 'Announcement id.',
    input: 'The announcement.',
  },
});
