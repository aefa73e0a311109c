import { INHABITANT_SECTOR_LABELS, InhabitantSector, nameOf } from '@barangay-portal/domain';
import { HOUSEHOLD_RECORD_TITLE, type HouseholdRecord, type MemberLine } from './household-record';
import { drawFacts, drawNote, drawTable, renderReport, type ReportColumn } from './report-pdf';

/** The sectors as the form's narrow column has room for; spelt out in the note under the table. */
const SECTOR_ABBREVIATIONS: Readonly<Record<InhabitantSector, string>> = {
  [InhabitantSector.PWD]: 'PWD',
  [InhabitantSector.SOLO_PARENT]: 'SP',
  [InhabitantSector.INDIGENOUS]: 'IP',
  [InhabitantSector.FOUR_PS]: '4Ps',
  [InhabitantSector.OUT_OF_SCHOOL_YOUTH]: 'OSY',
  [InhabitantSector.SENIOR_CITIZEN]: 'SC',
};

const SECTOR_LEGEND = Object.values(InhabitantSector)
  .map((sector) => `${SECTOR_ABBREVIATIONS[sector]}: ${INHABITANT_SECTOR_LABELS[nameOf(InhabitantSector, sector)]}`)
  .join('; ');

/** RBI Form B's columns, on a landscape page; names share what the fixed columns leave. */
const COLUMNS: readonly ReportColumn[] = [
  { header: 'No.', width: 22, align: 'right' },
  { header: 'Last name', width: '*' },
  { header: 'First name', width: '*' },
  { header: 'Middle name', width: '*' },
  { header: 'Suffix', width: 30 },
  { header: 'Relationship to head', width: 70 },
  { header: 'Sex', width: 36 },
  { header: 'Date of birth', width: 52 },
  { header: 'Age', width: 26, align: 'right' },
  { header: 'Place of birth', width: '*' },
  { header: 'Civil status', width: 46 },
  { header: 'Citizenship', width: 48 },
  { header: 'Occupation', width: '*' },
  { header: 'Sectors', width: 50 },
  { header: 'Status', width: 64 },
];

function memberRow(member: MemberLine, index: number): string[] {
  return [
    String(index + 1), member.lastName, member.firstName, member.middleName, member.suffix, member.relationship, member.sex,
    member.birthdate, String(member.age), member.birthPlace, member.civilStatus, member.citizenship, member.occupation,
    member.sectors.map((sector) => SECTOR_ABBREVIATIONS[sector]).join(', '), member.status,
  ];
}

/** The household record as an A4 landscape PDF: letterhead, the household, its members' table, "Prepared by". */
export async function renderHouseholdRecordPdf(record: HouseholdRecord): Promise<Buffer> {
  return await renderReport({ title: HOUSEHOLD_RECORD_TITLE, subtitle: [], heading: record.heading, layout: 'landscape' }, (doc) => {
    drawFacts(doc, [
      ['Household No.', record.householdNumber],
      ['Address', record.address],
      ['Purok or sitio', record.purok],
      ['Members', String(record.members.length)],
    ]);
    drawTable(doc, COLUMNS, record.members.map(memberRow), { fontSize: 7.5 });
    drawNote(doc, `Sectors: ${SECTOR_LEGEND}. Ages in whole years on the date prepared (at death for the deceased).`);
  });
}
