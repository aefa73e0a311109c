import { BARANGAY_SETTINGS_FIELDS as FIELDS, referencePrefixOf } from '@barangay-portal/domain';
import { IsOptional, ValidateBy } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IsFilled, IsRequiredText, IsText } from '../../common/validators';

/** 1 to 12 letters or digits once trimmed (kept in capitals); an empty one is IsFilled's to refuse. */
export function IsReferencePrefix(): PropertyDecorator {
  return ValidateBy({
    name: 'isReferencePrefix',
    validator: { validate: (value: unknown) => typeof value !== 'string' || value.trim() === '' || referencePrefixOf(value) !== null },
  }, { message: FIELDS.referencePrefixInvalid });
}

@InputType({ description: "The barangay's settings, all given; the seal is the mutation's own argument." })
export class BarangaySettingsInput {
  @Field({ description: 'Its name, e.g. "Barangay San Isidro".' })
  @IsRequiredText(FIELDS.name)
  name: string;

  @Field({ description: 'Reference-number prefix: 1 to 12 letters or digits, kept in capitals. Numbers already given keep theirs.' })
  @IsFilled(FIELDS.referencePrefixRequired)
  @IsReferencePrefix()
  referencePrefix: string;

  @Field(() => String, { nullable: true, description: 'The name its e-mails come from; empty: its name.' })
  @IsOptional()
  @IsText(FIELDS.emailSenderName)
  emailSenderName?: string | null;
}
