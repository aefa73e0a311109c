import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMessages } from '../../lib/i18n/language-context';
import {
  CONTACT_MESSAGES, EMPTY_CONTACT, isWebUrl, orMissing, saveMessages, telHref, validateContactDetails,
} from './contact-form';
import { contactMessages } from './messages';

/** The feature's texts in English, as the screens read them. */
const t = renderHook(() => useMessages(contactMessages)).result.current;

const valid = {
  contactNumber: '09171234567',
  facebookPagee: 'https://www.facebook.com/barangay.sanisidro',
  email: 'hall@sanisidro.gov.ph',
  address: 'Barangay Hall, Rizal Street',
};

describe('contact details rules', () => {
  it('requires every field', () => {
    expect(validateContactDetails(EMPTY_CONTACT)).toEqual({
      contactNumber: 'Contact number is required',
      facebookPagee: 'Facebook page is required',
      email: 'Email is required',
      address: 'Address is required',
    });
    expect(validateContactDetails(valid)).toEqual({});
  });

  it('takes a contact number of at most 11 characters', () => {
    expect(validateContactDetails({ ...valid, contactNumber: '091712345678' }).contactNumber)
      .toBe('Contact number must be at most 11 characters.');
    expect(validateContactDetails({ ...valid, contactNumber: ' 09171234567 ' })).toEqual({});
  });

  it('takes an http(s) URL with a real host as the social page', () => {
    for (const url of ['facebook.com/barangay', 'ftp://facebook.com/x', 'https://facebook', 'https://face book.com', 'not a url']) {
      expect(validateContactDetails({ ...valid, facebookPagee: url }).facebookPagee).toBe(CONTACT_MESSAGES.facebookPageInvalid);
    }
    expect(CONTACT_MESSAGES.facebookPageInvalid).toBe('Enter a valid URL.');
    for (const url of ['http://fb.me/sanisidro', 'https://www.facebook.com/groups/123?ref=share', 'https://10.0.0.1/page']) {
      expect(isWebUrl(url)).toBe(true);
    }
  });

  it('takes an e-mail address of the form text@text.text', () => {
    for (const email of ['hall', 'hall@sanisidro', 'hall @x.ph', '@x.ph']) {
      expect(validateContactDetails({ ...valid, email }).email).toBe('Enter a valid email address.');
    }
  });

  it('says created or updated by whether a record existed before saving', () => {
    expect(saveMessages(t, false)).toEqual({ success: 'Contact info created successfully.', failure: 'Failed to create contact info.' });
    expect(saveMessages(t, true)).toEqual({ success: 'Contact info updated successfully.', failure: 'Failed to update contact info.' });
  });

  it('builds tel: links and shows N/A for missing values', () => {
    expect(telHref('(02) 8123-4567')).toBe('tel:0281234567');
    expect(telHref('+63 917 123 4567')).toBe('tel:+639171234567');
    expect(orMissing(t, '')).toBe('N/A');
    expect(orMissing(t, null)).toBe('N/A');
    expect(orMissing(t, 'Purok 2')).toBe('Purok 2');
  });
});
