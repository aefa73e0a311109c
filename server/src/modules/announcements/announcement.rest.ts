import type { Router } from 'express';
import { SortDirection } from '../../common/pagination';
import { contentRestRouter, everyRowOf } from '../../rest/content-router';
import { restProjection } from '../../rest/projection';
import type { RestOptions } from '../../rest/rest-options';
import { Announcement } from './announcement.entity';
import { AnnouncementsArgs, AnnouncementSortField, CreateAnnouncementInput, UpdateAnnouncementInput } from './announcement.inputs';
import { announcementPolicy } from './announcement.policy';
import type { AnnouncementService } from './announcement.service';

/** The GraphQL Announcement's fields, with its timestamps (field resolvers there) last. */
export const announcementToJson = restProjection(Announcement, { after: ['createdAt', 'updatedAt'] });

/** /api/announcements/ (docs/rules/rest-api.md#rest-paths): public reads, administrator writes. */
export function announcementRestRouter(services: { announcements: AnnouncementService }, options: RestOptions): Router {
  return contentRestRouter({
    service: services.announcements, policy: announcementPolicy, toJson: announcementToJson, CreateInput: CreateAnnouncementInput, UpdateInput: UpdateAnnouncementInput,
    // Newest first.
    everyRow: () => everyRowOf(AnnouncementsArgs, { sortBy: AnnouncementSortField.CREATED_AT, sortDirection: SortDirection.DESC }),
  }, options);
}
