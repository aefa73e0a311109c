import { Arg, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { AllowedMutation, AllowedQuery } from '../../graphql/allowed';
import type { GraphQLContext } from '../../graphql/context';
import { certificatePolicy } from './certificate.policy';
import { DocumentCertificate } from './certificate.entity';
import { DocumentVerification, RevokeCertificateInput } from './certificate.types';
import type { CertificateService } from './certificate.service';

@Resolver(() => DocumentCertificate)
export class CertificateResolver {
  constructor(private readonly own: { certificates: CertificateService }) {}

  @AllowedQuery(certificatePolicy.verify, () => DocumentVerification, {
    description: 'Public, no sign-in: whether a document with this verification code (from its QR code, /verify/<code>) is genuine and '
      + 'still valid, with its type, reference number, issue date, the holder\'s masked name and the field values it certifies. '
      + 'Limited per client address (default 30 look-ups a minute, unknown codes included): beyond it the error code is TOO_MANY_REQUESTS, with '
      + 'extensions.retryAfterSeconds.',
  })
  async verifyDocument(
    @Arg('code', { description: 'The verification code: the last part of the /verify/<code> address.' }) code: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DocumentVerification> {
    return await this.own.certificates.verify(ctx, code);
  }

  @AllowedMutation(certificatePolicy.revoke, () => DocumentCertificate, {
    description: 'Revokes an issued certificate for good, with a reason: its verification page then says REVOKED (with the date and reason) '
      + 'and it can no longer be downloaded. Administrators only.',
  })
  async revokeCertificate(
    @Arg('input', () => RevokeCertificateInput, { description: 'Which certificate (request id or verification code) and why.' }) input: RevokeCertificateInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DocumentCertificate> {
    return await this.own.certificates.revoke(ctx, input);
  }

  @FieldResolver(() => String, { description: 'The public verification page this certificate\'s QR code opens: <PUBLIC_URL or this server>/verify/<code>.' })
  verificationUrl(@Root() certificate: DocumentCertificate, @Ctx() ctx: GraphQLContext): string {
    return this.own.certificates.verificationUrl(ctx, certificate);
  }
}
