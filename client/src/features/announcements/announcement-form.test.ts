import { describe, expect, it } from 'vitest';
import { truncate } from '../../ui';
import { ANNOUNCEMENT_MESSAGES, CONTENT_CELL_LENGTH, announcementInput, validateAnnouncement } from './announcement-form';

describe('announcement form rules', () => {
  it('requires a title and a content', () => {
    expect(validateAnnouncement({ title: '', content: '  \n ', featured: false })).toEqual({
      title: ANNOUNCEMENT_MESSAGES.titleRequired,
      content: ANNOUNCEMENT_MESSAGES.contentRequired,
    });
    expect(validateAnnouncement({ title: 'Clean-up drive', content: 'Bring gloves.', featured: false })).toEqual({});
  });

  it("keeps the server's length limits", () => {
    expect(validateAnnouncement({ title: 'x'.repeat(201), content: 'ok', featured: true }).title)
      .toBe('Title must be at most 200 characters.');
    expect(validateAnnouncement({ title: 'x'.repeat(200), content: 'ok', featured: true })).toEqual({});
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
