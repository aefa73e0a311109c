import { useQuery } from '@apollo/client/react';
import type { HouseholdFieldsFragment } from '../../../gql/graphql';
import { useMessages } from '../../../lib/i18n/language-context';
import { SearchableSelect, type SelectOption } from '../../../ui';
import { HouseholdsQuery } from '../api/registry.graphql';
import { registryMessages } from '../messages';

/** How many households the picker offers at a time: the search narrows them down. */
export const PICKER_PAGE_SIZE = 20;

type PickedHousehold = Pick<HouseholdFieldsFragment, 'id' | 'householdNumber' | 'address' | 'purok'>;

const optionOf = (household: PickedHousehold): SelectOption => ({
  value: String(household.id),
  label: `${household.householdNumber}, ${household.address} (${household.purok.name})`,
});

/** The households whose number holds the search, a page of them (the last answer stays while the next loads). */
function useHouseholdOptions(term: string): readonly SelectOption[] {
  const { data, previousData } = useQuery(HouseholdsQuery, {
    variables: { page: 1, pageSize: PICKER_PAGE_SIZE, ...(term !== '' && { search: term }) },
  });
  return ((data ?? previousData)?.households.items ?? []).map(optionOf);
}

/** A household chosen by its number, in a form holding it as `householdId` ('' for none, the first choice). */
export function HouseholdPicker({ current }: { current?: PickedHousehold | null }) {
  const t = useMessages(registryMessages);
  return (
    <SearchableSelect
      name="householdId"
      label={t('picker.household')}
      placeholder={t('picker.noHousehold')}
      searchLabel={t('picker.find')}
      searchPlaceholder={t('picker.findPlaceholder')}
      useOptions={useHouseholdOptions}
      current={current ? optionOf(current) : null}
    />
  );
}
