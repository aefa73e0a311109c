import {
  INHABITANT_SECTOR_LABELS, INHABITANT_STATUS_LABELS, InhabitantSector, InhabitantStatus, RELATIONSHIP_TO_HEAD_LABELS, RelationshipToHead,
} from '@barangay-portal/domain';
import { registerDescribedEnum } from '../../common/graphql-enum';

// The registry's vocabularies are shared with the browser; GraphQL knows them by these names.
export { InhabitantSector, InhabitantStatus, RelationshipToHead };

registerDescribedEnum(InhabitantStatus, 'InhabitantStatus', 'Where an inhabitant of the registry stands.', INHABITANT_STATUS_LABELS);
registerDescribedEnum(RelationshipToHead, 'RelationshipToHead', "How a household member is related to the household's head.", RELATIONSHIP_TO_HEAD_LABELS);
registerDescribedEnum(InhabitantSector, 'InhabitantSector', 'A sector barangays report on; senior citizens are counted by age.', INHABITANT_SECTOR_LABELS);
