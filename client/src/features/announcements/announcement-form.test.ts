import { ANNOUNCEMENT_FIELDS, textProblem } from '@barangay-portal/domain';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMessages } from '../../lib/i18n/language-context';
import { truncate } from '../../ui';
import {
  CONTENT_CELL_LENGTH, announcementInput, validateAnnouncement as validateIn, type AnnouncementFormValues,
} from './announcement-form';
import { announcementsMessages } from './messages';

// The form's messages in English, the default language.
const t = renderHook(() => useMessages(announcementsMessages)).result.current;
const validateAnnouncement = (values: AnnouncementFormValues) => validateIn(values, t);

describe('announcement form rules', () => {
  it('requires a title and a content', () => {
    expect(validateAnnouncement({ title: '', content: '  \n ', featured: false })).toEqual({
      title: 'Title is required',
      content: 'Content is required',
    });
    expect(validateAnnouncement({ title: 'Clean-up drive', content: 'Bring gloves.', featured: false })).toEqual({});
  });

  it("keeps the server's length limits", () => {
    expect(validateAnnouncement({ title: 'x'.repeat(201), content: 'ok', featured: true }).title)
      .toBe('Title must be at most 200 characters.');
    expect(validateAnnouncement({ title: 'x'.repeat(200), content: 'ok', featured: true })).toEqual({});
    expect(validateAnnouncement({ title: 'Bell\u0007', content: 'ok\u202e', featured: true })).toEqual({
      title: 'Title contains characters that are not allowed.',
      content: 'Content contains characters that are not allowed.',
    });
  });

  it('says in English what the server says', () => {
    const { title, content } = ANNOUNCEMENT_FIELDS;
    expect(validateAnnouncement({ title: ' ', content: '', featured: false })).toEqual({ title: title.required, content: content.required });
    const long = 'x'.repeat(content.max + 1);
    expect(validateAnnouncement({ title: 'x\u0000', content: long, featured: false })).toEqual({
      title: textProblem('x\u0000', title),
      content: textProblem(long, content),
    });
  });

  it('trims the text but keeps the line breaks inside the content', () => {
    expect(announcementInput({ title: '  Water interruption ', content: '\nLine one\n\nLine two\n', featured: true }))
      .toEqual({ title: 'Water interruption', content: 'Line one\n\nLine two', featured: true });
  });

  it('cuts the content cell at 100 characters', () => {
    expect(CONTENT_CELL_LENGTH).toBe(100);
    expect(truncate('a'.repeat(150), CONTENT_CELL_LENGTH)).toBe(`${'a'.repeat(100)}...`);
  });
});
