import { INHABITANT_SECTOR_LABELS, InhabitantSector, nameOf } from '@barangay-portal/domain';
import { HOUSEHOLD_RECORD_TITLE, type HouseholdRecord, type MemberLine } from './household-record';
import { csvDocument } from '../../../common/spreadsheet';
import { headingRows } from './report-csv';

const SECTORS = Object.values(InhabitantSector);

/** One column per sector, "Yes" or empty, so a spreadsheet can filter and count them. */
const MEMBER_HEADER = [
  'No.', 'Last name', 'First name', 'Middle name', 'Suffix', 'Relationship to head', 'Sex', 'Date of birth', 'Age', 'Place of birth',
  'Civil status', 'Citizenship', 'Occupation', ...SECTORS.map((sector) => INHABITANT_SECTOR_LABELS[nameOf(InhabitantSector, sector)]), 'Status',
];

function memberRow(member: MemberLine, index: number): Array<string | number> {
  return [
    index + 1, member.lastName, member.firstName, member.middleName, member.suffix, member.relationship, member.sex, member.birthdate,
    member.age, member.birthPlace, member.civilStatus, member.citizenship, member.occupation,
    ...SECTORS.map((sector) => (member.sectors.includes(sector) ? 'Yes' : '')), member.status,
  ];
}

/** The household record as CSV: the heading and the household as label / value rows, a blank row, then the members' table. */
export function householdRecordCsv(record: HouseholdRecord): string {
  return csvDocument([
    ...headingRows(HOUSEHOLD_RECORD_TITLE, record.heading),
    ['Household No.', record.householdNumber],
    ['Address', record.address],
    ['Purok or sitio', record.purok],
    [],
    MEMBER_HEADER,
    ...record.members.map(memberRow),
  ]);
}
