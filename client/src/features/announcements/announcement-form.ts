import { ANNOUNCEMENT_FIELDS } from '@barangay-portal/domain';
import { z } from '../../ui/form/zod';
import { fieldErrorsOf, requiredText, sameNames, unchecked, type FormSchema } from '../../ui';

/** The announcement form's values and rules (docs/rules/content.md#announcement-fields); the text rule is the server's own. */

export interface AnnouncementFormValues {
  title: string;
  content: string;
  featured: boolean;
}

export type AnnouncementField = keyof AnnouncementFormValues;
export type AnnouncementFormErrors = Partial<Record<AnnouncementField, string>>;

const { title: TITLE, content: CONTENT } = ANNOUNCEMENT_FIELDS;

export const ANNOUNCEMENT_MESSAGES = {
  titleRequired: TITLE.required,
  contentRequired: CONTENT.required,
} as const;

export const EMPTY_ANNOUNCEMENT: AnnouncementFormValues = { title: '', content: '', featured: false };

export const announcementFormSchema: FormSchema<AnnouncementFormValues> = z.object({
  title: requiredText(ANNOUNCEMENT_MESSAGES.titleRequired, TITLE),
  content: requiredText(ANNOUNCEMENT_MESSAGES.contentRequired, CONTENT),
  featured: unchecked<boolean>(),
});

/** Field messages for the values; an empty object when they can be sent. */
export const validateAnnouncement = (values: AnnouncementFormValues): AnnouncementFormErrors =>
  fieldErrorsOf(announcementFormSchema, values);

/** The server's input fields are the form's. */
export const ANNOUNCEMENT_SERVER_FIELDS = sameNames<AnnouncementFormValues>('title', 'content', 'featured');

/** The GraphQL input: text trimmed (the line breaks inside the content stay). */
export function announcementInput(values: AnnouncementFormValues) {
  return { title: values.title.trim(), content: values.content.trim(), featured: values.featured };
}

/** The texts (docs/rules/content.md#announcement-messages) of the Announcement Management screen. */
export const ANNOUNCEMENT_TEXTS = {
  added: 'Announcement added.',
  updated: 'Announcement updated.',
  deleted: 'Announcement deleted.',
  loadFailed: 'Failed to load announcements.',
  deleteFailed: 'Delete failed.',
  saveFailed: 'Save failed.',
  confirmDelete: 'Are you sure you want to delete this announcement?',
  deleteLabel: 'Delete Announcement',
  keepLabel: 'Keep Announcement',
  empty: 'No announcements available.',
} as const;

/** Rows per page of the admin table (docs/rules/content.md#announcement-manager-screen). */
export const ANNOUNCEMENTS_PAGE_SIZE = 5;

/** Announcements per page on the residents' screen (the spec leaves it open; the admin page size). */
export const RESIDENT_ANNOUNCEMENTS_PAGE_SIZE = 5;

/** Characters of content shown in the admin table (docs/rules/common.md#text-cut). */
export const CONTENT_CELL_LENGTH = 100;
