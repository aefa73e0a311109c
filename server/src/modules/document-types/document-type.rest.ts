import { Router } from 'express';
import { validatedInput } from '../../common/validate-input';
import { contextOf, guard } from '../../rest/handler';
import { idParam } from '../../rest/params';
import { restProjection } from '../../rest/projection';
import type { Services } from '../../services';
import { documentTypePolicy } from './document-type.policy';
import { DocumentType } from './document-type.entity';
import { DocumentTypeFieldInput, DocumentTypeInput } from './document-type.inputs';

type Body = Record<string, unknown>;

/** The GraphQL DocumentType's fields (docs/rules/rest-api.md#rest-records; `fields` in their stored REST shape), without the counts. */
const documentTypeToJson = restProjection(DocumentType, { omit: ['fieldCount', 'archived'] });

/** An optional setting as sent: left out stays undefined (keep), anything else (null included) is passed on. */
function sentOrKept<T>(body: Body, key: string): T | undefined {
  return key in body ? (body[key] as T) : undefined;
}

/** The REST body ({name, description, fields: [{name, field_type, required}]}) as a validated input. */
async function documentTypeInputFrom(body: Body): Promise<DocumentTypeInput> {
  const fields = Array.isArray(body.fields) ? (body.fields as Body[]) : body.fields;
  return await validatedInput(DocumentTypeInput, {
    name: body.name as string,
    description: typeof body.description === 'string' ? body.description : '',
    fields: Array.isArray(fields)
      ? fields.map((field) => Object.assign(new DocumentTypeFieldInput(), {
        name: field?.name,
        fieldType: field?.field_type ?? 'text',
        required: field?.required ?? true,
      }))
      : (fields as DocumentTypeFieldInput[]),
    targetProcessingDays: sentOrKept<number | null>(body, 'target_processing_days'),
    certificateTitle: sentOrKept<string | null>(body, 'certificate_title'),
    certificateBody: sentOrKept<string | null>(body, 'certificate_body'),
  });
}

/** /api/document-types/ (docs/rules/rest-api.md#rest-paths). */
export function documentTypeRestRouter(services: Services): Router {
  const router = Router();
  const types = services.documentTypes;

  router.get('/', async (_req, res) => {
    const ctx = contextOf(res);
    res.json(await Promise.all((await types.listAll(ctx)).map((type) => documentTypeToJson(type, ctx))));
  });

  router.get('/:id/', async (req, res) => {
    const ctx = contextOf(res);
    res.json(await documentTypeToJson(await types.get(ctx, idParam(req)), ctx));
  });

  router.post('/', guard(documentTypePolicy.create), async (req, res) => {
    const input = await documentTypeInputFrom((req.body ?? {}) as Body);
    const ctx = contextOf(res);
    res.status(201).json(await documentTypeToJson(await types.create(ctx, input), ctx));
  });

  router.put('/:id/', guard(documentTypePolicy.update), async (req, res) => {
    const input = await documentTypeInputFrom((req.body ?? {}) as Body);
    const ctx = contextOf(res);
    res.json(await documentTypeToJson(await types.update(ctx, idParam(req), input), ctx));
  });

  router.delete('/:id/', guard(documentTypePolicy.delete), async (req, res) => {
    await types.delete(contextOf(res), idParam(req));
    res.status(204).end();
  });

  return router;
}
