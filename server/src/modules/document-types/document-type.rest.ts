import { Router } from 'express';
import { validatedInput } from '../../common/validate-input';
import { AS_SENT, bodyInput } from '../../rest/body-input';
import { everyRowOf } from '../../rest/content-router';
import { type Body, bodyOf } from '../../rest/form-fields';
import { contextOf, guard } from '../../rest/handler';
import { idParam } from '../../rest/params';
import { restProjection } from '../../rest/projection';
import { documentTypePolicy } from './document-type.policy';
import { DocumentType } from './document-type.entity';
import { DocumentTypeFieldInput, DocumentTypeInput, DocumentTypesArgs } from './document-type.inputs';
import type { DocumentTypeService } from './document-type.service';

/** The GraphQL DocumentType's fields (docs/rules/rest-api.md#rest-records; `fields` in their stored REST shape), without the counts. */
const documentTypeToJson = restProjection(DocumentType, { omit: ['fieldCount', 'archived'] });

/** One field of the REST body's `fields` ({name, field_type, required}); text and required unless said. */
const fieldInputFrom = bodyInput(DocumentTypeFieldInput, {
  readers: AS_SENT,
  values: { fieldType: (field) => field.field_type ?? 'text', required: (field) => field.required ?? true },
});

/**
 * The REST body ({name, description, fields: [{name, field_type, required}]}) as sent; the optional settings
 * left out stay undefined (kept), anything else (null included) is passed on.
 */
const documentTypeFields = bodyInput(DocumentTypeInput, {
  readers: AS_SENT,
  values: {
    description: (body) => (typeof body.description === 'string' ? body.description : ''),
    fields: (body) => (Array.isArray(body.fields)
      ? body.fields.map((field: Body | null | undefined) => Object.assign(new DocumentTypeFieldInput(), fieldInputFrom(field ?? {})))
      : body.fields),
  },
});

/** /api/document-types/ (docs/rules/rest-api.md#rest-paths). */
export function documentTypeRestRouter(services: { documentTypes: DocumentTypeService }): Router {
  const router = Router();
  const types = services.documentTypes;

  router.get('/', async (_req, res) => {
    const ctx = contextOf(res);
    const { items } = await types.list(ctx, everyRowOf(DocumentTypesArgs, {}), 'rest');
    res.json(await Promise.all(items.map((type) => documentTypeToJson(type, ctx))));
  });

  router.get('/:id/', async (req, res) => {
    const ctx = contextOf(res);
    res.json(await documentTypeToJson(await types.get(ctx, idParam(req)), ctx));
  });

  router.post('/', guard(documentTypePolicy.create), async (req, res) => {
    const input = await validatedInput(DocumentTypeInput, documentTypeFields(bodyOf(req)));
    const ctx = contextOf(res);
    res.status(201).json(await documentTypeToJson(await types.create(ctx, input), ctx));
  });

  router.put('/:id/', guard(documentTypePolicy.update), async (req, res) => {
    const input = await validatedInput(DocumentTypeInput, documentTypeFields(bodyOf(req)));
    const ctx = contextOf(res);
    res.json(await documentTypeToJson(await types.update(ctx, idParam(req), input), ctx));
  });

  router.delete('/:id/', guard(documentTypePolicy.delete), async (req, res) => {
    await types.delete(contextOf(res), idParam(req));
    res.status(204).end();
  });

  return router;
}
