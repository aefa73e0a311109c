import { CONTACT_NUMBER_MAX_LENGTH, EMAIL_PATTERN, INVALID_EMAIL_MESSAGE, TEXT_LIMITS } from '@barangay-portal/domain';
import { IsOptional, Matches } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IsWebUrl } from '../../common/field-validators';
import { IsFilled, IsText } from '../../common/validators';

const CONTACT_NUMBER = { max: CONTACT_NUMBER_MAX_LENGTH, label: 'Contact number' };
const FACEBOOK_PAGE = { max: TEXT_LIMITS.url, label: 'Facebook page' };
const EMAIL = { max: TEXT_LIMITS.email, label: 'Email' };
const ADDRESS = { max: TEXT_LIMITS.address, label: 'Address' };
const INVALID_URL = 'Enter a valid URL.';

/** Every field required; the number at most 11 characters, the page a URL, the e-mail an e-mail (docs/rules/content.md#contact-details). */
@InputType({ description: "The barangay hall's contact details." })
export class ContactDetailsInput {
  @Field({ description: `Phone number, at most ${CONTACT_NUMBER_MAX_LENGTH} characters.` })
  @IsText(CONTACT_NUMBER)
  @IsFilled('Contact number is required')
  contactNumber: string;

  @Field({ description: 'Social (Facebook) page, an http(s) URL. REST calls it facebook_pagee.' })
  @IsText(FACEBOOK_PAGE)
  @IsWebUrl(INVALID_URL)
  @IsFilled('Facebook page is required')
  facebookPagee: string;

  @Field({ description: 'E-mail address.' })
  @IsText(EMAIL)
  @Matches(EMAIL_PATTERN, { message: INVALID_EMAIL_MESSAGE })
  @IsFilled('Email is required')
  email: string;

  @Field({ description: 'Address of the barangay hall.' })
  @IsText(ADDRESS)
  @IsFilled('Address is required')
  address: string;
}

/** REST PATCH: the fields sent replace the stored ones; the same rules apply to each. */
export class ContactDetailsChanges {
  @IsOptional()
  @IsText(CONTACT_NUMBER)
  contactNumber?: string;

  @IsOptional()
  @IsText(FACEBOOK_PAGE)
  @IsWebUrl(INVALID_URL)
  facebookPagee?: string;

  @IsOptional()
  @IsText(EMAIL)
  @Matches(EMAIL_PATTERN, { message: INVALID_EMAIL_MESSAGE })
  email?: string;

  @IsOptional()
  @IsText(ADDRESS)
  address?: string;
}
