import { contentResolver } from '../../graphql/content-resolver';
import { BarangayOfficial } from './barangay-official.entity';
import {
  BarangayOfficialPage, BarangayOfficialsArgs, CreateBarangayOfficialInput, UpdateBarangayOfficialInput,
} from './barangay-official.inputs';
import { officialPolicy } from './barangay-official.policy';

/** barangayOfficials, barangayOfficial, createBarangayOfficial, updateBarangayOfficial, deleteBarangayOfficial. */
export const BarangayOfficialResolver = contentResolver({
  type: BarangayOfficial, Page: BarangayOfficialPage, Args: BarangayOfficialsArgs,
  CreateInput: CreateBarangayOfficialInput, UpdateInput: UpdateBarangayOfficialInput,
  policy: officialPolicy, service: (services) => services.officials,
  picture: { arg: 'officialPicture', description: "The official's picture: a JPEG, PNG, WebP or GIF image of at most 5 MB." },
  describe: {
    list: 'Barangay officials, paged, searched by name or position, and sorted. Public.',
    one: 'One barangay official. Public.',
    create: 'Adds a barangay official, with an optional picture. Administrators only.',
    update: 'Changes the given fields of a barangay official; a new picture replaces the old one. Administrators only.',
    delete: 'Deletes a barangay official and their picture; true when done. Administrators only.',
    id: 'Official id.',
    input: 'The official.',
  },
});
