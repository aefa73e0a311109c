import {
  INHABITANT_IMPORT_FIELDS, INHABITANT_IMPORT_STATUS_LABELS, InhabitantImportField, InhabitantImportStatus, type InhabitantImportFieldName,
} from '@barangay-portal/domain';
import { registerDescribedEnum } from '../../../common/graphql-enum';

// The import's vocabularies are shared with the browser; GraphQL knows them by these names.
export { InhabitantImportField, InhabitantImportStatus };

const FIELD_DESCRIPTIONS = Object.fromEntries(Object.entries(INHABITANT_IMPORT_FIELDS)
  .map(([name, rule]) => [name, rule.required ? `${rule.label} (every row needs it)` : rule.label])) as Record<InhabitantImportFieldName, string>;

registerDescribedEnum(InhabitantImportField, 'InhabitantImportField', 'A field of the registry a column of an imported spreadsheet fills.', FIELD_DESCRIPTIONS);
registerDescribedEnum(InhabitantImportStatus, 'InhabitantImportStatus', 'Where a spreadsheet import stands.', INHABITANT_IMPORT_STATUS_LABELS);
