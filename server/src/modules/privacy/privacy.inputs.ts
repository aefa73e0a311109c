import { EMAIL_PATTERN, INVALID_EMAIL_MESSAGE, PRIVACY_NOTICE_FIELDS as FIELDS, PRIVACY_NOTICE_MESSAGES } from '@barangay-portal/domain';
import { IsOptional, Matches } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { IsChosenId, IsFilled, IsRequiredText, IsText } from '../../common/validators';

@InputType({ description: 'A new version of the privacy notice, written from the current one.' })
export class PublishPrivacyNoticeInput {
  @Field({ description: 'The whole new text (at most 20,000 characters): blocks separated by an empty line, "## " a heading, "- " a list item.' })
  @IsRequiredText(FIELDS.text)
  text: string;

  @Field(() => Int, { description: 'The version the text was edited from: refused when another was published meanwhile.' })
  @IsChosenId(PRIVACY_NOTICE_MESSAGES.versionInvalid)
  basedOnVersion: number;
}

@InputType({ description: "How residents reach the barangay's data protection officer: shown with the privacy notice." })
export class DataProtectionOfficerInput {
  @Field()
  @IsRequiredText(FIELDS.officerName)
  name: string;

  @Field()
  @IsText(FIELDS.officerEmail)
  @Matches(EMAIL_PATTERN, { message: INVALID_EMAIL_MESSAGE })
  @IsFilled(FIELDS.officerEmail.required)
  email: string;

  @Field(() => String, { nullable: true, description: 'Empty: none shown.' })
  @IsOptional()
  @IsText(FIELDS.officerPhone)
  phone?: string | null;
}
