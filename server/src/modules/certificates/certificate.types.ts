import { REVOCATION_REASON } from '@barangay-portal/domain';
import { IsInt, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { describedEnum, type EnumValue } from '../../common/graphql-enum';
import { INT4_MAX, IsRequiredText } from '../../common/validators';

export const DocumentVerificationStatus = describedEnum('DocumentVerificationStatus', 'What the verification page says about a code.', {
  VALID: ['valid', 'Genuine and still valid.'],
  REVOKED: ['revoked', 'Genuine, but revoked by the barangay: not to be relied on.'],
  NOT_FOUND: ['not_found', 'No document with this code was issued through the portal: not genuine (or mistyped).'],
});
export type DocumentVerificationStatus = EnumValue<typeof DocumentVerificationStatus>;

@ObjectType({ description: 'One field value a certificate certifies, as printed on it ("Purpose: Employment").' })
export class CertifiedFieldValue {
  @Field({ description: 'The field\'s name, the label printed on the certificate.' })
  name: string;

  @Field({ description: 'The value printed on the certificate, on one line (line breaks and tabs shown as spaces).' })
  value: string;
}

/**
 * The public answer about a verification code. Deliberately little: what a bank, school or employer needs
 * to match the paper in front of them, and nothing personal the paper does not print (the name masked).
 */
@ObjectType({ description: 'The public verification of a document by its code: genuine or not, and still valid or revoked, with what it certifies. Shows no personal data the document does not print.' })
export class DocumentVerification {
  @Field({ description: 'True when a document with this code was issued through the portal (valid or revoked).' })
  genuine: boolean;

  @Field(() => DocumentVerificationStatus, { description: 'VALID, REVOKED or NOT_FOUND.' })
  status: DocumentVerificationStatus;

  @Field({ description: 'True only when genuine and not revoked.' })
  valid: boolean;

  @Field({ description: 'True when genuine but revoked.' })
  revoked: boolean;

  @Field(() => String, { nullable: true, description: 'The issuing barangay.' })
  issuedBy: string | null;

  @Field(() => String, { nullable: true, description: 'The document type, e.g. Barangay Clearance.' })
  documentTypeName: string | null;

  @Field(() => String, { nullable: true, description: 'The reference number printed on the document.' })
  referenceNumber: string | null;

  @Field(() => String, { nullable: true, description: 'The issue date printed on the document, YYYY-MM-DD.' })
  issueDate: string | null;

  @Field(() => String, { nullable: true, description: 'The holder\'s name with the family name masked: first name, middle initial, family initial ("Juan S. D***").' })
  holderName: string | null;

  @Field(() => [CertifiedFieldValue], {
    description: 'The request\'s field values the document certifies, in the document type\'s field order, as printed on it; empty when not genuine.',
  })
  certifiedFields: CertifiedFieldValue[];

  @Field(() => Date, { nullable: true, description: 'When it was revoked.' })
  revokedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Why it was revoked.' })
  revocationReason: string | null;
}

export const MAX_REVOCATION_REASON_LENGTH = REVOCATION_REASON.max;

@InputType({ description: 'Which certificate to revoke, and why. Give the request id or the verification code.' })
export class RevokeCertificateInput {
  @Field(() => Int, { nullable: true, description: 'The document request whose certificate to revoke.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(INT4_MAX)
  requestId?: number | null;

  @Field(() => String, { nullable: true, description: 'The verification code of the certificate to revoke.' })
  @IsOptional()
  @MaxLength(100)
  code?: string | null;

  @Field({ description: `Why it is revoked (shown on the public verification page), at most ${MAX_REVOCATION_REASON_LENGTH} characters.` })
  @IsRequiredText(REVOCATION_REASON)
  reason: string;
}
