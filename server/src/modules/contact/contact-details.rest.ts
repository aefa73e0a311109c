import { Router } from 'express';
import { validatedInput } from '../../common/validate-input';
import { Body, bodyOf, formText } from '../../rest/form-fields';
import { contextOf, guard } from '../../rest/handler';
import type { Services } from '../../services';
import { contactDetailsPolicy } from './contact-details.policy';
import type { ContactDetails } from './contact-details.entity';
import { ContactDetailsChanges, ContactDetailsInput } from './contact-details.inputs';

/** The REST names (docs/rules/rest-api.md#rest-records), facebook_pagee spelled as the original API spells it. */
export function contactDetailsToJson(details: ContactDetails) {
  return {
    id: details.id,
    contact_number: details.contactNumber,
    facebook_pagee: details.facebookPagee,
    email: details.email,
    address: details.address,
  };
}

function contactFields(body: Body): ContactDetailsChanges {
  return {
    contactNumber: formText(body, 'contact_number'),
    facebookPagee: formText(body, 'facebook_pagee'),
    email: formText(body, 'email'),
    address: formText(body, 'address'),
  };
}

/**
 * /api/contact-us-details/ (docs/rules/content.md#contact-save): one record. GET and PATCH answer 404 until it exists, so the
 * original client's "update, and create on not-found" works; POST creates it and refuses a second one.
 */
export function contactDetailsRestRouter(services: Services): Router {
  const router = Router();
  const contact = services.contactDetails;

  router.get('/', async (_req, res) => {
    res.json(contactDetailsToJson(await contact.get(contextOf(res))));
  });

  router.post('/', guard(contactDetailsPolicy.edit), async (req, res) => {
    const input = await validatedInput(ContactDetailsInput, contactFields(bodyOf(req)) as Partial<ContactDetailsInput>);
    res.status(201).json(contactDetailsToJson(await contact.create(contextOf(res), input)));
  });

  router.patch('/', guard(contactDetailsPolicy.edit), async (req, res) => {
    const changes = await validatedInput(ContactDetailsChanges, contactFields(bodyOf(req)));
    res.json(contactDetailsToJson(await contact.update(contextOf(res), changes)));
  });

  return router;
}
