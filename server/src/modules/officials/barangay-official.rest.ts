import type { Router } from 'express';
import { SortDirection } from '../../common/pagination';
import { contentRestRouter, everyRowOf, pictureUrlShape } from '../../rest/content-router';
import { restProjection } from '../../rest/projection';
import type { RestOptions } from '../../rest/rest-options';
import { BarangayOfficial } from './barangay-official.entity';
import {
  BarangayOfficialsArgs, BarangayOfficialSortField, CreateBarangayOfficialInput, UpdateBarangayOfficialInput,
} from './barangay-official.inputs';
import { officialPolicy } from './barangay-official.policy';
import type { BarangayOfficialService } from './barangay-official.service';

const pictureShape = pictureUrlShape('officialPicture');

/** The GraphQL BarangayOfficial's fields; REST shows official_picture (an absolute URL) right after the id. */
export const officialToJson = restProjection(BarangayOfficial, {
  first: ['id', 'officialPictureUrl'], ...pictureShape,
  // The staff account is not a field of the spec's official: the portal's own client reads it through GraphQL.
  omit: [...(pictureShape.omit ?? []), 'staffMemberId'],
});

/** /api/barangay-officials/ (docs/rules/rest-api.md#rest-paths): public reads, administrator writes, multipart for the picture. */
export function officialRestRouter(services: { officials: BarangayOfficialService }, options: RestOptions): Router {
  return contentRestRouter({
    service: services.officials, policy: officialPolicy, toJson: officialToJson, CreateInput: CreateBarangayOfficialInput, UpdateInput: UpdateBarangayOfficialInput,
    // In the order they were added.
    everyRow: () => everyRowOf(BarangayOfficialsArgs, { sortBy: BarangayOfficialSortField.CREATED_AT, sortDirection: SortDirection.ASC }),
    picture: { field: 'officialPicture' },
  }, options);
}
