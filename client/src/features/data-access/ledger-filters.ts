import { DATA_ACCESS_MESSAGES } from '@barangay-portal/domain';
import type { DataAccessKind } from '../../gql/graphql';

/** The staff screen's filters as typed: '' where nothing is chosen. */
export interface LedgerFilterValues {
  from: string;
  to: string;
  staff: string;
  subject: string;
  kind: string;
}

export const NO_FILTERS: LedgerFilterValues = { from: '', to: '', staff: '', subject: '', kind: '' };

/** The filters as the list and its export ask with them (their GraphQL names), the ones not chosen left out. */
export function chosenLedgerFilters(values: LedgerFilterValues): { from?: string; to?: string; staff?: string; subject?: string; kind?: DataAccessKind } {
  const trimmed = { ...values, staff: values.staff.trim(), subject: values.subject.trim() };
  return Object.fromEntries(Object.entries(trimmed).filter(([, value]) => value !== '')) as ReturnType<typeof chosenLedgerFilters>;
}

/** The window's refusal the server would give, said beside the last day before asking: it ends before it begins. */
export function windowProblem({ from, to }: Pick<LedgerFilterValues, 'from' | 'to'>): string | undefined {
  return from !== '' && to !== '' && to < from ? DATA_ACCESS_MESSAGES.windowReversed : undefined;
}

/** Both days are chosen and in order: the window can be exported. */
export const exportable = (values: LedgerFilterValues): boolean => values.from !== '' && values.to !== '' && windowProblem(values) === undefined;
