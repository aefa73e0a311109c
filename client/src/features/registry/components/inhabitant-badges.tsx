import { INHABITANT_SECTOR_LABELS, INHABITANT_STATUS_LABELS } from '@barangay-portal/domain';
import type { InhabitantRowFieldsFragment, InhabitantStatus } from '../../../gql/graphql';
import { ActionGroup, StatusBadge } from '../../../ui';
import { SECTOR_FLAGS, STATUS_TONES } from '../registry-texts';

/** Living in the barangay, moved out or deceased, in the shared catalogue's words. */
export function InhabitantStatusBadge({ status }: { status: InhabitantStatus }) {
  return <StatusBadge tone={STATUS_TONES[status]}>{INHABITANT_STATUS_LABELS[status]}</StatusBadge>;
}

type SectorFlags = Pick<InhabitantRowFieldsFragment, (typeof SECTOR_FLAGS)[keyof typeof SECTOR_FLAGS]>;

/** The sectors an inhabitant is counted in (seniors shown beside the age instead); nothing when none. */
export function SectorBadges({ person }: { person: SectorFlags }) {
  const sectors = (Object.keys(SECTOR_FLAGS) as (keyof typeof SECTOR_FLAGS)[]).filter((sector) => person[SECTOR_FLAGS[sector]]);
  if (sectors.length === 0) return null;
  return (
    <ActionGroup>
      {sectors.map((sector) => <StatusBadge key={sector} tone="blue">{INHABITANT_SECTOR_LABELS[sector]}</StatusBadge>)}
    </ActionGroup>
  );
}
