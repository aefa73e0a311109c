import { Max, Min } from 'class-validator';
import { INT4_MAX } from './validators';
import { ArgsType, ClassType, Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SortDirection } from './sort-direction';

export const MAX_PAGE_SIZE = 100;

export { SortDirection };
registerEnumType(SortDirection, { name: 'SortDirection', description: 'ASC (A to Z, oldest first) or DESC.' });

/** Paging shared by every list query; bounded so no request can ask for an unbounded page. */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 1, description: 'Page number, from 1.' })
  @Min(1)
  @Max(INT4_MAX)
  page: number = 1;

  @Field(() => Int, { defaultValue: 10, description: `Items per page, 1 to ${MAX_PAGE_SIZE}.` })
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  pageSize: number = 10;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A page of items plus the total count, so clients can draw page numbers without fetching everything. */
export function PaginatedResponse<TItem extends object>(itemClass: ClassType<TItem>) {
  @ObjectType()
  abstract class PaginatedResponseClass implements Page<TItem> {
    @Field(() => [itemClass], { description: 'The items on this page.' })
    items: TItem[];

    @Field(() => Int, { description: 'How many items match, over all pages.' })
    total: number;

    @Field(() => Int, { description: 'This page number.' })
    page: number;

    @Field(() => Int, { description: 'Items per page.' })
    pageSize: number;
  }
  return PaginatedResponseClass;
}
