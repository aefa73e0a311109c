import { IsOptional, Matches, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IsWebUrl } from '../../common/field-validators';
import { EMAIL_PATTERN, IsFilled } from '../../common/validators';

export const CONTACT_NUMBER_MAX = 11;
const CONTACT_NUMBER_TOO_LONG = `Contact number must be at most ${CONTACT_NUMBER_MAX} characters.`;
const INVALID_URL = 'Enter a valid URL.';
const INVALID_EMAIL = 'Enter a valid email address.';

/** Spec §5: every field required; the number at most 11 characters, the page a URL, the e-mail an e-mail. */
@InputType({ description: "The barangay hall's contact details." })
export class ContactDetailsInput {
  @Field({ description: `Phone number, at most ${CONTACT_NUMBER_MAX} characters.` })
  @MaxLength(CONTACT_NUMBER_MAX, { message: CONTACT_NUMBER_TOO_LONG })
  @IsFilled('Contact number is required')
  contactNumber: string;

  @Field({ description: 'Social (Facebook) page, an http(s) URL. REST calls it facebook_pagee.' })
  @MaxLength(2000, { message: 'Facebook page must be at most 2000 characters.' })
  @IsWebUrl(INVALID_URL)
  @IsFilled('Facebook page is required')
  facebookPagee: string;

  @Field({ description: 'E-mail address.' })
  @MaxLength(254, { message: 'Email must be at most 254 characters.' })
  @Matches(EMAIL_PATTERN, { message: INVALID_EMAIL })
  @IsFilled('Email is required')
  email: string;

  @Field({ description: 'Address of the barangay hall.' })
  @MaxLength(500, { message: 'Address must be at most 500 characters.' })
  @IsFilled('Address is required')
  address: string;
}

/** REST PATCH: the fields sent replace the stored ones; the same rules apply to each. */
export class ContactDetailsChanges {
  @IsOptional()
  @MaxLength(CONTACT_NUMBER_MAX, { message: CONTACT_NUMBER_TOO_LONG })
  contactNumber?: string;

  @IsOptional()
  @MaxLength(2000, { message: 'Facebook page must be at most 2000 characters.' })
  @IsWebUrl(INVALID_URL)
  facebookPagee?: string;

  @IsOptional()
  @MaxLength(254, { message: 'Email must be at most 254 characters.' })
  @Matches(EMAIL_PATTERN, { message: INVALID_EMAIL })
  email?: string;

  @IsOptional()
  @MaxLength(500, { message: 'Address must be at most 500 characters.' })
  address?: string;
}
