import { IsBoolean, IsOptional, MaxLength } from 'class-validator';
import { ArgsType, Field } from 'type-graphql';
import { composeDecorators } from './compose-decorators';
import type { EnumValue } from './graphql-enum';
import { PageArgs, SortDirection } from './pagination';

/** What a list's own arguments say: what its search matches, and its sort column and direction by default. */
export interface ListArgsOptions<F> {
  search: string;
  sortBy: F;
  sortDirection: SortDirection;
  /** 'Sort column.' unless the default order is worth naming. */
  sortByDescription?: string;
  sortDirectionDescription?: string;
}

/**
 * The arguments every searchable table takes: a page, a search text, and one of the table's sortable columns
 * (`sortField`, a registered GraphQL enum) with a direction. A table's own args class extends it with its filters.
 */
export function ListArgs<E extends object>(sortField: E, options: ListArgsOptions<EnumValue<E>>) {
  @ArgsType()
  abstract class ListArgsClass extends PageArgs {
    @Field(() => String, { nullable: true, description: options.search })
    @IsOptional()
    @MaxLength(100)
    search?: string | null;

    @Field(() => sortField, { defaultValue: options.sortBy, description: options.sortByDescription ?? 'Sort column.' })
    sortBy: EnumValue<E> = options.sortBy;

    @Field(() => SortDirection, { defaultValue: options.sortDirection, description: options.sortDirectionDescription ?? 'Sort direction.' })
    sortDirection: SortDirection = options.sortDirection;
  }
  return ListArgsClass;
}

/** The galleries' filter of a list whose records may carry a photo: `records` names them ("projects"). */
export function WithPhotoFilter(records: string): PropertyDecorator {
  return composeDecorators(
    Field(() => Boolean, { nullable: true, description: `True: only ${records} with a photo (the galleries); false: only those without.` }),
    IsOptional(),
    IsBoolean(),
  );
}
