import { randomBytes } from 'node:crypto';
import { barangayToday } from '@barangay-portal/domain';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../../identity/auth-user';
import { admits, authorize } from '../../identity/audience';
import type { RequestContext } from '../../http/request-context';
import { certificatePolicy } from './certificate.policy';
import { auditedTransaction } from '../audit';
import type { LimitStore } from '../../limits/limit-store';
import { clientKey, RateLimiter } from '../../limits/rate-limiter';
import type { SessionLinks } from '../../identity/session-links';
import type { Logger } from '../../common/logger';
import { securityEvent } from '../../common/security-events';
import { oneByKey } from '../../db/batch-loads';
import type { FileStorage } from '../../uploads/file-storage';
import { acrossBarangays } from '../../db/row-security';
import { ContactDetails } from '../contact';
import { DocumentRequest, DocumentRequestErrors, DocumentRequestStatus } from '../document-requests';
import { certificateContent, certifiedFields, maskedName, type CertificateSource } from './certificate-content';
import { DocumentCertificate } from './certificate.entity';
import { CertificateErrors } from './certificate.errors';
import { renderCertificatePdf, sealPng } from './certificate-pdf';
import { DocumentVerification, DocumentVerificationStatus, RevokeCertificateInput } from './certificate.types';

type CertificateHolder = CertificateSource['holder'];

/** The statuses in which a request has a certificate: For Pickup, and Released after it. */
export const CERTIFIED_STATUSES: readonly DocumentRequestStatus[] = [DocumentRequestStatus.PICKUP, DocumentRequestStatus.RELEASED];

/** 18 random bytes: 144 bits, 24 base64url characters. */
const CODE_BYTES = 18;
const CODE_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
const VERIFY_WINDOW_MS = 60_000;

export interface CertificateSettings {
  verifyRateLimitPerMinute: number;
}

export interface CertificatePdf {
  bytes: Buffer;
  fileName: string;
}

/** The authorised route that serves a request's certificate PDF (document-request.rest.ts). */
export function certificatePath(requestId: number): string {
  return `/api/document-requests/${requestId}/certificate/`;
}

/** The public page a certificate's QR code opens (a client route, which asks verifyDocument). */
export function verificationUrl(origin: string, code: string): string {
  return `${origin}/verify/${code}`;
}

const NOT_FOUND: DocumentVerification = {
  genuine: false, status: DocumentVerificationStatus.NOT_FOUND, valid: false, revoked: false, issuedBy: null,
  documentTypeName: null, referenceNumber: null, issueDate: null, holderName: null, certifiedFields: [], revokedAt: null,
  revocationReason: null,
};

/**
 * Certificates: issued with a fixed content and an unguessable code when a request first reaches pickup,
 * downloaded as PDF by the request's owner and administrators, verified by anyone with the code (at a
 * limited rate per client address), and revoked by administrators with a reason. A certificate belongs to its
 * request's barangay (docs/architecture.md#tenancy): it is downloaded and revoked only there, and it carries
 * that barangay's name, contact details and Punong Barangay. Verification by code is install-wide.
 */
export class CertificateService {
  private readonly lookups: RateLimiter;

  constructor(
    private readonly db: DataSource,
    private readonly links: SessionLinks,
    settings: CertificateSettings,
    private readonly logger: Logger,
    private readonly storage: FileStorage,
    limits: LimitStore,
  ) {
    // Counted where every replica counts (docs/architecture.md#replicas-limits): half the look-ups on each gain nothing.
    this.lookups = new RateLimiter(limits, 'verify-lookup', settings.verifyRateLimitPerMinute, VERIFY_WINDOW_MS);
  }

  /**
   * Issues the request's certificate inside the caller's transaction (the one moving it to pickup), dated
   * by that transaction's clock like the status change itself. A request that already has one keeps it.
   * The caller has found the request within its barangay; the content is that barangay's.
   */
  async issue(manager: EntityManager, requestId: number, issuedById: number | null, issuedAt?: Date): Promise<void> {
    const request = await manager.findOne(DocumentRequest, {
      where: { id: requestId }, relations: { documentType: true, requester: true, inhabitant: { household: true } },
    });
    const holder = request && holderOf(request);
    if (!request?.documentType || !holder) throw DocumentRequestErrors.notFound();
    // Without a date given, the database dates it (DEFAULT now(): the transaction's start, to the microsecond,
    // as the status change); the text printed only needs the day.
    const [{ now }] = await manager.query<Array<{ now: Date }>>(`SELECT now() AS now`);
    const when = issuedAt ?? now;
    const { barangayId, documentType: type } = request;
    const [{ name, seal: sealKey }] = await manager.query<Array<{ name: string; seal: string | null }>>(
      `SELECT name, seal FROM barangay WHERE id = $1`, [barangayId]);
    const contact = await manager.findOneBy(ContactDetails, { barangayId });
    const content = certificateContent({
      barangay: {
        name,
        address: contact?.address ?? null,
        contactNumber: contact?.contactNumber ?? null,
        email: contact?.email ?? null,
      },
      documentType: type,
      referenceNumber: request.referenceNumber,
      fieldData: request.fieldData,
      holder,
      punongBarangay: await this.punongBarangay(manager, barangayId),
      issuedAt: when,
    });
    await manager.createQueryBuilder().insert().into(DocumentCertificate)
      .values({
        requestId, barangayId, verificationCode: randomBytes(CODE_BYTES).toString('base64url'), content, sealKey, issuedById, ...(issuedAt && { issuedAt }),
      })
      .orIgnore()
      .execute();
  }

  /** The request's certificate, for its owner and administrators; null for anyone else or before issue. */
  async forRequest(ctx: RequestContext, request: DocumentRequest): Promise<DocumentCertificate | null> {
    if (!this.mayDownload(ctx.caller.user, request)) return null;
    return await ctx.loaders.of(this.certificatesOf).load(request.id);
  }

  /** Batch function (RequestLoaders): the certificates of these requests, null where none was issued. */
  private readonly certificatesOf = oneByKey(() => this.db.getRepository(DocumentCertificate), 'requestId');

  /**
   * A download link that works without an Authorization header for a few minutes: for the owner and
   * administrators, once the request is For Pickup or Released, unless the certificate was revoked or its holder's data erased.
   */
  async downloadUrl(ctx: RequestContext, request: DocumentRequest): Promise<string | null> {
    if (!this.mayDownload(ctx.caller.user, request) || !CERTIFIED_STATUSES.includes(request.status)) return null;
    // The same loader as `forRequest`: a list asking for both reads the certificates once.
    const certificate = await ctx.loaders.of(this.certificatesOf).load(request.id);
    if (certificate?.revokedAt || certificate?.holderErasedAt) return null;
    return `${certificatePath(request.id)}?token=${await this.links.sign(ctx.caller, 'certificate', request.id)}`;
  }

  /**
   * The certificate PDF, for the owner or an administrator (Bearer token) or whoever holds a link token
   * issued for this request. A guest hears 401, another resident 403; 409 before pickup, once revoked, or once its
   * holder's data was erased (docs/architecture.md#privacy-erasure).
   * Another barangay's request is not found, whatever the link.
   */
  async pdf(ctx: RequestContext, requestId: number, linkToken: string | undefined): Promise<CertificatePdf> {
    const linked = linkToken === undefined ? null : await this.links.verify('certificate', linkToken);
    const viaLink = linked === requestId;
    if (!viaLink) {
      // A guest whose link has expired (or was made for another request) is told so; one with no link, to sign in.
      if (linkToken !== undefined && !ctx.caller.user) throw CertificateErrors.invalidLink();
      authorize(ctx, certificatePolicy.download);
    }
    const request = await this.db.getRepository(DocumentRequest).findOneBy({ id: requestId, barangayId: ctx.barangay.id });
    if (!request) throw DocumentRequestErrors.notFound();
    if (!viaLink && !this.mayDownload(ctx.caller.user, request)) throw CertificateErrors.notYours();
    if (!CERTIFIED_STATUSES.includes(request.status)) throw CertificateErrors.notReady(request.status);
    const certificate = await this.issuedFor(request);
    if (certificate.revokedAt) throw CertificateErrors.revoked(certificate.revocationReason ?? '');
    if (certificate.holderErasedAt) throw CertificateErrors.holderErased();
    const bytes = await renderCertificatePdf({
      content: certificate.content,
      issuedAt: certificate.issuedAt,
      verificationUrl: verificationUrl(ctx.origin, certificate.verificationCode),
      seal: await this.sealOf(certificate),
    });
    return { bytes, fileName: `${certificate.content.referenceNumber}.pdf` };
  }

  /** The public answer for a code. Every look-up counts against the caller's address (an IPv6 /64), unknown codes included. */
  async verify(ctx: RequestContext, code: string): Promise<DocumentVerification> {
    const { clientAddress } = ctx;
    const decision = await this.lookups.take(clientKey(clientAddress));
    if (!decision.allowed) {
      securityEvent(this.logger, 'verification.throttled', { clientAddress, retryAfterSeconds: decision.retryAfterSeconds });
      throw CertificateErrors.tooManyLookups(decision.retryAfterSeconds);
    }
    const wanted = code.trim();
    if (!CODE_PATTERN.test(wanted)) return NOT_FOUND;
    // A certificate verifies at every address of the install, whichever barangay issued it (docs/architecture.md#tenancy).
    const certificate = await acrossBarangays(this.db, (manager) => manager.findOneBy(DocumentCertificate, { verificationCode: wanted }));
    if (!certificate) return NOT_FOUND;
    const revoked = certificate.revokedAt !== null;
    return {
      genuine: true,
      status: revoked ? DocumentVerificationStatus.REVOKED : DocumentVerificationStatus.VALID,
      valid: !revoked,
      revoked,
      issuedBy: certificate.content.barangay.name,
      documentTypeName: certificate.content.documentTypeName,
      referenceNumber: certificate.content.referenceNumber,
      issueDate: certificate.issueDate,
      holderName: maskedName(certificate.content.holder),
      certifiedFields: certifiedFields(certificate.content),
      revokedAt: certificate.revokedAt,
      revocationReason: certificate.revocationReason,
    };
  }

  /**
   * Revokes a certificate for good, with the reason the verification page will show. Administrators only, of
   * their barangay's requests: another barangay's certificate is not found, by request id or by code.
   */
  async revoke(ctx: RequestContext, input: RevokeCertificateInput): Promise<DocumentCertificate> {
    const admin = authorize(ctx, certificatePolicy.revoke);
    const code = input.code?.trim() || null;
    const requestId = input.requestId ?? null;
    if ((requestId === null) === (code === null)) throw CertificateErrors.whichCertificate();
    const id = await auditedTransaction(this.db, admin, async (manager) => {
      const certificate = await manager.getRepository(DocumentCertificate).createQueryBuilder('certificate')
        .innerJoin('certificate.request', 'request', 'request.barangayId = :barangayId', { barangayId: ctx.barangay.id })
        .where(requestId !== null ? 'certificate.requestId = :requestId' : 'certificate.verificationCode = :code', { requestId, code })
        // Only the certificate's row: the request's stays free for its status changes.
        .setLock('pessimistic_write', undefined, ['certificate'])
        .getOne();
      if (!certificate) throw requestId !== null ? CertificateErrors.notIssued() : CertificateErrors.unknownCode();
      if (certificate.revokedAt) throw CertificateErrors.alreadyRevoked();
      await manager.query(`UPDATE document_certificate SET revoked_at = now(), revoked_by = $2, revocation_reason = $3 WHERE id = $1`,
        [certificate.id, admin.id, input.reason.trim()]);
      return certificate.id;
    });
    return await this.db.getRepository(DocumentCertificate).findOneByOrFail({ id });
  }

  /** The seal it was issued with, as a PNG the PDF can hold; none when it had none or its file is unreadable. */
  private async sealOf(certificate: DocumentCertificate): Promise<Buffer | undefined> {
    if (!certificate.sealKey) return undefined;
    const file = await this.storage.read('public', certificate.sealKey);
    if (!file) {
      this.logger.warn({ certificateId: certificate.id }, 'The seal file of a certificate is missing: printed without it');
      return undefined;
    }
    return await sealPng(file.bytes);
  }

  verificationUrl(ctx: RequestContext, certificate: DocumentCertificate): string {
    return verificationUrl(ctx.origin, certificate.verificationCode);
  }

  /**
   * The request's certificate. Requests that reached pickup before certificates existed get theirs now,
   * dated by their first move to pickup when one was recorded.
   */
  private async issuedFor(request: DocumentRequest): Promise<DocumentCertificate> {
    const certificates = this.db.getRepository(DocumentCertificate);
    const existing = await certificates.findOneBy({ requestId: request.id });
    if (existing) return existing;
    await this.db.transaction(async (manager) => await this.issue(manager, request.id, null, request.readyAt ?? undefined));
    return await certificates.findOneByOrFail({ requestId: request.id });
  }

  /**
   * Who signs: the official linked to an active staff account of the Punong Barangay role (docs/rules/accounts.md#staff-roles),
   * else the official whose position is Punong Barangay; among several, the one whose term covers the barangay's
   * today, else the latest to start. Among the officials of the request's barangay (docs/architecture.md#tenancy).
   */
  private async punongBarangay(manager: EntityManager, barangayId: number): Promise<string | null> {
    const [official] = await manager.query<Array<{ name: string }>>(`
      SELECT official.name FROM barangay_official official
        LEFT JOIN "user" member ON member.id = official.staff_member_id AND member.is_active
        LEFT JOIN staff_role role ON role.id = member.staff_role_id AND role.built_in = 'PUNONG_BARANGAY'
      WHERE official.barangay_id = $2 AND (lower(btrim(official.position)) = 'punong barangay' OR role.id IS NOT NULL)
      ORDER BY role.id IS NOT NULL DESC,
               (coalesce(official.term_start <= $1::date, true) AND coalesce(official.term_end >= $1::date, true)) DESC,
               official.term_start DESC NULLS LAST, official.id DESC
      LIMIT 1`, [barangayToday(), barangayId]);
    return official?.name ?? null;
  }

  private mayDownload(user: AuthUser | null, request: DocumentRequest): boolean {
    return !!user && (admits(certificatePolicy.downloadAnyone, user) || user.id === request.requesterId);
  }
}

/**
 * Whom the certificate names: the inhabitant a request taken at the counter is for (their registry record, as the
 * barangay knows them), else the requesting resident as on their profile.
 */
function holderOf(request: DocumentRequest): CertificateHolder | null {
  const { inhabitant, requester } = request;
  if (inhabitant) {
    const lastName = [inhabitant.lastName, inhabitant.suffix].filter((part) => part?.trim()).join(' ');
    return { firstName: inhabitant.firstName, middleName: inhabitant.middleName ?? '', lastName, address: inhabitant.address };
  }
  return requester ? { firstName: requester.firstName, middleName: requester.middleName, lastName: requester.lastName, address: requester.address } : null;
}
