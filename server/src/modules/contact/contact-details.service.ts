import type { DataSource } from 'typeorm';
import { authorize } from '../../identity/audience';
import type { RequestContext } from '../../http/request-context';
import { contactDetailsPolicy } from './contact-details.policy';
import { auditedTransaction } from '../audit';
import { patched, patchOf } from '../../common/patch';
import { isUniqueViolation } from '../../db/errors';
import { ContactDetails } from './contact-details.entity';
import { ContactDetailsErrors } from './contact-details.errors';
import type { ContactDetailsChanges, ContactDetailsInput } from './contact-details.inputs';

type ContactContent = Pick<ContactDetails, 'contactNumber' | 'facebookPagee' | 'email' | 'address'>;

const withChanges = patchOf<ContactContent>({ contactNumber: patched, facebookPagee: patched, email: patched, address: patched });

/**
 * The contact record of the barangay hall, one per barangay. A unique index on the barangay holds it to one
 * row each, so two administrators creating it at once still end with one record.
 */
export class ContactDetailsService {
  constructor(private readonly db: DataSource) {}

  /** The record, or null before one was saved. Public. */
  async find(ctx: RequestContext): Promise<ContactDetails | null> {
    authorize(ctx, contactDetailsPolicy.view);
    return await this.db.getRepository(ContactDetails).findOneBy({ barangayId: ctx.barangay.id });
  }

  /** The record; not-found before one was saved (REST's 404, on which the original client creates it). */
  async get(ctx: RequestContext): Promise<ContactDetails> {
    const details = await this.find(ctx);
    if (!details) throw ContactDetailsErrors.notSaved();
    return details;
  }

  /** Creates the record; refused when it exists (there is only one). */
  async create(ctx: RequestContext, input: ContactDetailsInput): Promise<ContactDetails> {
    const admin = authorize(ctx, contactDetailsPolicy.edit);
    try {
      return await auditedTransaction(this.db, admin, async (manager) => await manager.save(manager.create(ContactDetails, { ...this.trimmed(input), barangayId: ctx.barangay.id })));
    } catch (error) {
      if (isUniqueViolation(error)) throw ContactDetailsErrors.alreadySaved();
      throw error;
    }
  }

  /** Changes the fields given; not-found before the record was created. */
  async update(ctx: RequestContext, changes: ContactDetailsChanges): Promise<ContactDetails> {
    const admin = authorize(ctx, contactDetailsPolicy.edit);
    return await auditedTransaction(this.db, admin, async (manager) => {
      const details = await manager.findOne(ContactDetails, { where: { barangayId: ctx.barangay.id }, lock: { mode: 'pessimistic_write' } });
      if (!details) throw ContactDetailsErrors.notSaved();
      Object.assign(details, withChanges(details, changes));
      return await manager.save(details);
    });
  }

  /** Creates the record or replaces its content, in one statement: GraphQL's single "save". */
  async save(ctx: RequestContext, input: ContactDetailsInput): Promise<ContactDetails> {
    const admin = authorize(ctx, contactDetailsPolicy.edit);
    const { contactNumber, facebookPagee, email, address } = this.trimmed(input);
    // The conflict target is the unique index that keeps each barangay to one row.
    const [{ id }] = await auditedTransaction(this.db, admin, async (manager) => await manager.query(
      `INSERT INTO contact_details (contact_number, facebook_pagee, email, address, barangay_id) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (barangay_id) DO UPDATE SET contact_number = EXCLUDED.contact_number, facebook_pagee = EXCLUDED.facebook_pagee,
         email = EXCLUDED.email, address = EXCLUDED.address, updated_at = now()
       RETURNING id`,
      [contactNumber, facebookPagee, email, address, ctx.barangay.id],
    ) as Array<{ id: number }>);
    return await this.db.getRepository(ContactDetails).findOneByOrFail({ id });
  }

  private trimmed(input: ContactContent): ContactContent {
    return {
      contactNumber: input.contactNumber.trim(),
      facebookPagee: input.facebookPagee.trim(),
      email: input.email.trim(),
      address: input.address.trim(),
    };
  }
}
