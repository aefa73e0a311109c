import { BARANGAY_SETTINGS_FIELDS as FIELDS } from '@barangay-portal/domain';
import { IsOptional, Matches } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IsFilled, IsRequiredText, IsText } from '../../common/validators';

@InputType({ description: "The barangay's settings, all given; the seal is the mutation's own argument." })
export class BarangaySettingsInput {
  @Field({ description: 'Its name, e.g. "Barangay San Isidro".' })
  @IsRequiredText(FIELDS.name)
  name: string;

  @Field({ description: 'Reference-number prefix: 1 to 12 letters or digits, kept in capitals. Numbers already given keep theirs.' })
  @IsFilled(FIELDS.referencePrefixRequired)
  @Matches(/^\s*[A-Za-z0-9]{1,12}\s*$/, { message: FIELDS.referencePrefixInvalid })
  referencePrefix: string;

  @Field(() => String, { nullable: true, description: 'The name its e-mails come from; empty: its name.' })
  @IsOptional()
  @IsText(FIELDS.emailSenderName)
  emailSenderName?: string | null;
}
