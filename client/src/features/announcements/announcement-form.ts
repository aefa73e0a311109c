import { ANNOUNCEMENT_FIELDS, textProblem, type TextRule } from '@barangay-portal/domain';
import { z } from '../../ui/form/zod';
import { checked, fieldErrorsOf, sameNames, unchecked, type FormSchema } from '../../ui';
import type { AnnouncementsTranslate } from './messages';

/** The announcement form's values and rules (docs/rules/content.md#announcement-fields); the text rule is the server's own. */

export interface AnnouncementFormValues {
  title: string;
  content: string;
  featured: boolean;
}

export type AnnouncementField = keyof AnnouncementFormValues;
export type AnnouncementFormErrors = Partial<Record<AnnouncementField, string>>;

const { title: TITLE, content: CONTENT } = ANNOUNCEMENT_FIELDS;

export const EMPTY_ANNOUNCEMENT: AnnouncementFormValues = { title: '', content: '', featured: false };

/**
 * Text that must be filled and keep to the server's rule: the rule decides, the field's own messages (the
 * server's, in the page's language) say why.
 */
const ruledText = (t: AnnouncementsTranslate, field: 'title' | 'content', rule: TextRule) => checked<string>((value) => {
  const text = value.trim();
  if (text === '') return t(`fields.${field}.required`);
  if (textProblem(text, rule) === undefined) return undefined;
  return text.length > rule.max ? t(`fields.${field}.tooLong`, { max: rule.max }) : t(`fields.${field}.refused`);
});

export const announcementFormSchema = (t: AnnouncementsTranslate): FormSchema<AnnouncementFormValues> => z.object({
  title: ruledText(t, 'title', TITLE),
  content: ruledText(t, 'content', CONTENT),
  featured: unchecked<boolean>(),
});

/** Field messages for the values; an empty object when they can be sent. */
export const validateAnnouncement = (values: AnnouncementFormValues, t: AnnouncementsTranslate): AnnouncementFormErrors =>
  fieldErrorsOf(announcementFormSchema(t), values);

/** The server's input fields are the form's. */
export const ANNOUNCEMENT_SERVER_FIELDS = sameNames<AnnouncementFormValues>('title', 'content', 'featured');

/** The GraphQL input: text trimmed (the line breaks inside the content stay). */
export function announcementInput(values: AnnouncementFormValues) {
  return { title: values.title.trim(), content: values.content.trim(), featured: values.featured };
}

/** Rows per page of the admin table (docs/rules/content.md#announcement-manager-screen). */
export const ANNOUNCEMENTS_PAGE_SIZE = 5;

/** Announcements per page on the residents' screen (the spec leaves it open; the admin page size). */
export const RESIDENT_ANNOUNCEMENTS_PAGE_SIZE = 5;

/** Characters of content shown in the admin table (docs/rules/common.md#text-cut). */
export const CONTENT_CELL_LENGTH = 100;
