import { useQuery } from '@apollo/client/react';
import type { SelectOption } from '../../../ui';
import { PuroksQuery } from '../api/registry.graphql';

/** The barangay's puroks and sitios as a select's choices (the server gives them by name), with the query's error. */
export function usePurokOptions(): { options: readonly SelectOption[]; failed: boolean } {
  const { data, error } = useQuery(PuroksQuery, { fetchPolicy: 'cache-and-network' });
  const options = (data?.puroks ?? []).map((purok) => ({ value: String(purok.id), label: purok.name }));
  return { options, failed: error !== undefined };
}
