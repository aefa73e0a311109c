import { Router } from 'express';
import { validatedInput } from '../../common/validate-input';
import { bodyInput } from '../../rest/body-input';
import { bodyOf } from '../../rest/form-fields';
import { contextOf, guard } from '../../rest/handler';
import { restProjection } from '../../rest/projection';
import { contactDetailsPolicy } from './contact-details.policy';
import { ContactDetails } from './contact-details.entity';
import { ContactDetailsChanges, ContactDetailsInput } from './contact-details.inputs';
import type { ContactDetailsService } from './contact-details.service';

/** The GraphQL ContactDetails' fields (facebook_pagee keeps the original API's spelling: docs/rules/rest-api.md#rest-records). */
export const contactDetailsToJson = restProjection(ContactDetails);

/** The non-empty fields of a REST body, in the input's names (docs/rules/rest-api.md#rest-filled-fields). */
const contactFields = bodyInput(ContactDetailsInput);

/**
 * /api/contact-us-details/ (docs/rules/content.md#contact-save): one record. GET and PATCH answer 404 until it exists, so the
 * original client's "update, and create on not-found" works; POST creates it and refuses a second one.
 */
export function contactDetailsRestRouter(services: { contactDetails: ContactDetailsService }): Router {
  const router = Router();
  const contact = services.contactDetails;

  router.get('/', async (_req, res) => {
    const ctx = contextOf(res);
    res.json(await contactDetailsToJson(await contact.get(ctx), ctx));
  });

  router.post('/', guard(contactDetailsPolicy.edit), async (req, res) => {
    const input = await validatedInput(ContactDetailsInput, contactFields(bodyOf(req)));
    const ctx = contextOf(res);
    res.status(201).json(await contactDetailsToJson(await contact.create(ctx, input), ctx));
  });

  router.patch('/', guard(contactDetailsPolicy.edit), async (req, res) => {
    const changes = await validatedInput(ContactDetailsChanges, contactFields(bodyOf(req)));
    const ctx = contextOf(res);
    res.json(await contactDetailsToJson(await contact.update(ctx, changes), ctx));
  });

  return router;
}
