import { IMPORT_LIMITS } from '@barangay-portal/domain';
import { Router } from 'express';
import { restProjection } from '../../../rest/projection';
import { contextOf, guard } from '../../../rest/handler';
import type { RestOptions } from '../../../rest/rest-options';
import { fileFrom, refuseMultipart, restForm } from '../../../uploads/rest-multipart';
import type { FormLimits } from '../../../uploads/upload-intake';
import { registryPolicy } from '../registry.policy';
import { InhabitantImport } from './inhabitant-import.entity';
import type { InhabitantImportService } from './inhabitant-import.service';

/** One spreadsheet, and nothing else. */
const SPREADSHEET_FORM: FormLimits = { fileBytes: IMPORT_LIMITS.fileBytes, files: 1, fields: 2, fieldBytes: 1024 };

const importToJson = restProjection(InhabitantImport, { omit: ['columns', 'summary', 'problems'] });

/**
 * POST /api/registry/imports/: a spreadsheet uploaded for import (multipart, field `file`), read and kept; answers 201
 * with the import, whose columns and next steps are GraphQL's (inhabitantImport). A REST route rather than a GraphQL
 * upload so the browser can send it with XMLHttpRequest, whose upload events give the wizard its progress bar.
 */
export function inhabitantImportRestRouter(services: { inhabitantImports: InhabitantImportService }, options: RestOptions): Router {
  const router = Router();
  router.post('/imports/', guard(registryPolicy.importInhabitants), restForm(options.uploads, SPREADSHEET_FORM), async (req, res) => {
    const ctx = contextOf(res);
    const file = fileFrom(req.files, ['file']);
    const created = await services.inhabitantImports.upload(ctx, file);
    res.status(201).json(await importToJson(created, ctx));
  });
  // The registry's other routes take no files.
  router.use(refuseMultipart());
  return router;
}
