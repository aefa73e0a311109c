import {
  CONTACT_FIELDS, CONTACT_NUMBER_MAX_LENGTH, EMAIL_PATTERN, INVALID_EMAIL_MESSAGE, INVALID_URL_MESSAGE,
} from '@barangay-portal/domain';
import { IsOptional, Matches } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IsWebUrl } from '../../common/field-validators';
import { IsFilled, IsRequiredText, IsText } from '../../common/validators';

const { contactNumber: CONTACT_NUMBER, facebookPage: FACEBOOK_PAGE, email: EMAIL, address: ADDRESS } = CONTACT_FIELDS;
const INVALID_URL = INVALID_URL_MESSAGE;

/** Every field required; the number at most 11 characters, the page a URL, the e-mail an e-mail (docs/rules/content.md#contact-details). */
@InputType({ description: "The barangay hall's contact details." })
export class ContactDetailsInput {
  @Field({ description: `Phone number, at most ${CONTACT_NUMBER_MAX_LENGTH} characters.` })
  @IsRequiredText(CONTACT_NUMBER)
  contactNumber: string;

  @Field({ description: 'Social (Facebook) page, an http(s) URL. REST calls it facebook_pagee.' })
  @IsText(FACEBOOK_PAGE)
  @IsWebUrl(INVALID_URL)
  @IsFilled(FACEBOOK_PAGE.required)
  facebookPagee: string;

  @Field({ description: 'E-mail address.' })
  @IsText(EMAIL)
  @Matches(EMAIL_PATTERN, { message: INVALID_EMAIL_MESSAGE })
  @IsFilled(EMAIL.required)
  email: string;

  @Field({ description: 'Address of the barangay hall.' })
  @IsRequiredText(ADDRESS)
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
