import { Arg, Args, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { AllowedMutation, AllowedQuery } from '../../graphql/allowed';
import type { GraphQLContext } from '../../graphql/context';
import { documentTypePolicy } from './document-type.policy';
import { DocumentType } from './document-type.entity';
import { DocumentTypeDeletion, DocumentTypeInput, DocumentTypePage, DocumentTypesArgs } from './document-type.inputs';
import type { DocumentTypeService } from './document-type.service';

@Resolver(() => DocumentType)
export class DocumentTypeResolver {
  constructor(private readonly own: { documentTypes: DocumentTypeService }) {}

  @AllowedQuery(documentTypePolicy.view, () => DocumentTypePage, { description: 'Requestable document types, paged, searched and sorted. Any signed-in user.' })
  async documentTypes(@Args(() => DocumentTypesArgs) args: DocumentTypesArgs, @Ctx() ctx: GraphQLContext): Promise<DocumentTypePage> {
    return await this.own.documentTypes.list(ctx, args);
  }

  @AllowedQuery(documentTypePolicy.view, () => DocumentType, { description: 'One requestable document type.' })
  async documentType(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext): Promise<DocumentType> {
    return await this.own.documentTypes.get(ctx, id);
  }

  @AllowedMutation(documentTypePolicy.create, () => DocumentType, { description: 'Creates a document type. Administrators only.' })
  async createDocumentType(@Arg('input', () => DocumentTypeInput) input: DocumentTypeInput, @Ctx() ctx: GraphQLContext): Promise<DocumentType> {
    return await this.own.documentTypes.create(ctx, input);
  }

  @AllowedMutation(documentTypePolicy.update, () => DocumentType, { description: 'Replaces the name, description and fields of a document type. Administrators only.' })
  async updateDocumentType(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => DocumentTypeInput) input: DocumentTypeInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DocumentType> {
    return await this.own.documentTypes.update(ctx, id, input);
  }

  @AllowedMutation(documentTypePolicy.delete, () => DocumentTypeDeletion, {
    description: 'Deletes a document type; one that has requests is archived instead, so they keep its name. Administrators only.',
  })
  async deleteDocumentType(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext): Promise<DocumentTypeDeletion> {
    return await this.own.documentTypes.delete(ctx, id);
  }

  @FieldResolver(() => [String], {
    description: 'The placeholders a certificate title or body of this type may use, without braces: the built-ins '
      + '(full_name, first_name, last_name, address, purpose, document_type, reference_number, issue_date, barangay_name) '
      + 'and each field name. Letter case does not matter; {purpose} is the Purpose field when the type has one.',
  })
  certificatePlaceholders(@Root() type: DocumentType): string[] {
    return this.own.documentTypes.certificatePlaceholders(type);
  }

  @FieldResolver(() => String, { description: 'The title printed when certificateTitle is empty.' })
  defaultCertificateTitle(@Root() type: DocumentType): string {
    return this.own.documentTypes.defaultCertificateTitle(type);
  }

  @FieldResolver(() => String, { description: 'The body text printed when certificateBody is empty, with its placeholders.' })
  defaultCertificateBody(): string {
    return this.own.documentTypes.defaultCertificateBody();
  }
}
