import { DataSource, FindOptionsWhere, IsNull } from 'typeorm';
import { authorize } from '../../identity/audience';
import type { RequestContext } from '../../http/request-context';
import { documentTypePolicy } from './document-type.policy';
import { auditedTransaction } from '../audit';
import { type Page, SortDirection } from '../../common/pagination';
import { isUniqueViolation } from '../../db/errors';
import { fixedOrder, listPage, queryList, type SortKey, type SortKeys, sortOf } from '../../db/list-query';
import { lockedRow } from '../../db/locked-row';
import { whereAnyContains } from '../../db/like-pattern';
import {
  availablePlaceholders, DEFAULT_CERTIFICATE_BODY, defaultCertificateTitle, unknownPlaceholders,
} from './certificate-layout';
import { DocumentType, DocumentTypeField } from './document-type.entity';
import { DocumentTypeErrors } from './document-type.errors';
import { DocumentTypeInput, DocumentTypesArgs, DocumentTypeSortField } from './document-type.inputs';

type DocumentTypeContent = Pick<
  DocumentType, 'name' | 'description' | 'fields' | 'targetProcessingDays' | 'certificateTitle' | 'certificateBody'
>;

/** Left out: keep `current`; null or blank: none (the default layout); else the trimmed text. */
function optionalText(next: string | null | undefined, current: string | null): string | null {
  if (next === undefined) return current;
  const text = next?.trim() ?? '';
  return text === '' ? null : text;
}

/** The requestable type `id` of the request's barangay: another barangay's type, like an archived one, is not found. */
function ownType(ctx: RequestContext, id: number): FindOptionsWhere<DocumentType> {
  return { id, barangayId: ctx.barangay.id, archivedAt: IsNull() };
}

const SORT_KEYS: Record<DocumentTypeSortField, SortKeys> = {
  [DocumentTypeSortField.NAME]: { by: 'lower(type.name)' },
  [DocumentTypeSortField.DESCRIPTION]: { by: 'lower(type.description)' },
  [DocumentTypeSortField.FIELD_COUNT]: { by: 'jsonb_array_length(type.fields)' },
};

/** Ties broken by the oldest type first, whichever way the list is sorted. */
const BY_ID: SortKey = { by: 'type.id', direction: SortDirection.ASC };

/**
 * Document types and their fields. Administrators write; any signed-in user reads. A type that has
 * requests is archived instead of deleted, so those requests keep its name and fields. Each barangay has its
 * own types (docs/architecture.md#tenancy): every read and write is within the request's barangay.
 */
export class DocumentTypeService {
  constructor(private readonly db: DataSource) {}

  /**
   * The requestable types, searched, sorted and paged. `order` 'rest' is the REST list's: by the name as the
   * database's collation sorts it (upper case first under C), as the original API answered, whatever `sortBy` says.
   */
  async list(ctx: RequestContext, args: DocumentTypesArgs, order: 'chosen' | 'rest' = 'chosen'): Promise<Page<DocumentType>> {
    authorize(ctx, documentTypePolicy.view);
    const query = this.db.getRepository(DocumentType).createQueryBuilder('type')
      .where('type.barangayId = :barangayId AND type.archivedAt IS NULL', { barangayId: ctx.barangay.id });
    whereAnyContains(query, ['type.name'], args.search);
    // Names are unique (in any case) among a barangay's requestable types: the id never breaks a tie of the REST order.
    const sorted = order === 'rest' ? fixedOrder([{ by: 'type.name' }], BY_ID) : sortOf(SORT_KEYS, args.sortBy, args.sortDirection, BY_ID);
    return await listPage(queryList(query), sorted, args);
  }

  async get(ctx: RequestContext, id: number): Promise<DocumentType> {
    authorize(ctx, documentTypePolicy.view);
    const type = await this.db.getRepository(DocumentType).findOneBy(ownType(ctx, id));
    if (!type) throw DocumentTypeErrors.notFound();
    return type;
  }

  async create(ctx: RequestContext, input: DocumentTypeInput): Promise<DocumentType> {
    const admin = authorize(ctx, documentTypePolicy.create);
    return await this.saveUniquely(() => auditedTransaction(this.db, admin,
      async (manager) => await manager.save(manager.create(DocumentType, { ...this.contentOf(input, null), barangayId: ctx.barangay.id }))));
  }

  async update(ctx: RequestContext, id: number, input: DocumentTypeInput): Promise<DocumentType> {
    const admin = authorize(ctx, documentTypePolicy.update);
    return await this.saveUniquely(() => auditedTransaction(this.db, admin, async (manager) => {
      const type = await lockedRow(manager, DocumentType, ownType(ctx, id), DocumentTypeErrors.notFound);
      return await manager.save(Object.assign(type, this.contentOf(input, type)));
    }));
  }

  /** Deletes a type with no requests; archives one that has some. */
  async delete(ctx: RequestContext, id: number): Promise<{ archived: boolean }> {
    const admin = authorize(ctx, documentTypePolicy.delete);
    return await auditedTransaction(this.db, admin, async (manager) => {
      await lockedRow(manager, DocumentType, ownType(ctx, id), DocumentTypeErrors.notFound);
      // By table name: document requests are built on document types, not the other way round.
      const [{ used }] = await manager.query<{ used: boolean }[]>('SELECT EXISTS (SELECT 1 FROM document_request WHERE document_type_id = $1) AS used', [id]);
      if (used) {
        await manager.update(DocumentType, { id }, { archivedAt: new Date() });
        return { archived: true };
      }
      await manager.delete(DocumentType, { id });
      return { archived: false };
    });
  }

  /** Every placeholder a certificate layout of this type may use. */
  certificatePlaceholders(type: DocumentType): string[] {
    return availablePlaceholders(type.fields);
  }

  /** The title printed when the type has none of its own. */
  defaultCertificateTitle(type: DocumentType): string {
    return defaultCertificateTitle(type.name);
  }

  /** The body printed when the type has none of its own. */
  defaultCertificateBody(): string {
    return DEFAULT_CERTIFICATE_BODY;
  }

  /** The stored content for `input`; the optional settings it leaves out keep their `current` values. */
  private contentOf(input: DocumentTypeInput, current: DocumentType | null): DocumentTypeContent {
    const seen = new Set<string>();
    const fields: DocumentTypeField[] = input.fields.map((field) => {
      const name = field.name.trim();
      if (seen.has(name.toLowerCase())) throw DocumentTypeErrors.duplicateFieldName(name);
      seen.add(name.toLowerCase());
      return { name, field_type: field.fieldType, required: field.required };
    });
    const content: DocumentTypeContent = {
      name: input.name.trim(),
      description: (input.description ?? '').trim(),
      fields,
      targetProcessingDays: input.targetProcessingDays === undefined ? current?.targetProcessingDays ?? null : input.targetProcessingDays,
      certificateTitle: optionalText(input.certificateTitle, current?.certificateTitle ?? null),
      certificateBody: optionalText(input.certificateBody, current?.certificateBody ?? null),
    };
    // Checked against the new fields, so renaming a field that the layout names is caught too.
    for (const key of ['certificateTitle', 'certificateBody'] as const) {
      const unknown = unknownPlaceholders(content[key] ?? '', fields);
      if (unknown.length > 0) throw DocumentTypeErrors.unknownPlaceholders(key, unknown, availablePlaceholders(fields));
    }
    return content;
  }

  private async saveUniquely(save: () => Promise<DocumentType>): Promise<DocumentType> {
    try {
      return await save();
    } catch (error) {
      if (isUniqueViolation(error)) throw DocumentTypeErrors.nameTaken();
      throw error;
    }
  }
}
