import { makePng, Rgb } from '../../db/seeds/png';
import type { DemoSeed } from '../../db/seeds/seed-context';
import { BarangayOfficial } from './barangay-official.entity';

type Term = Pick<BarangayOfficial, 'termStart' | 'termEnd'>;

/** The elected officials' term (barangay elections of October 2023). */
const ELECTED: Term = { termStart: '2023-11-30', termEnd: '2026-11-30' };
/** Appointed by the Punong Barangay: no fixed end of term. */
const APPOINTED: Term = { termStart: '2023-12-04', termEnd: null };

/** [position, name, contact number, address, term, gradient of the generated picture] */
type DemoOfficial = [position: string, name: string, contactNumber: string, address: string, term: Term, colours: [Rgb, Rgb]];

const OFFICIALS: DemoOfficial[] = [
  ['Punong Barangay', 'Hon. Ricardo M. Villanueva', '09171234501', 'Purok 1, Barangay San Isidro', ELECTED, [[30, 60, 120], [150, 180, 230]]],
  ['Barangay Kagawad', 'Hon. Maria Teresa L. Santos', '09181234502', 'Purok 2, Barangay San Isidro', ELECTED, [[120, 40, 90], [240, 180, 210]]],
  ['Barangay Kagawad', 'Hon. Jose P. Dizon', '09191234503', 'Purok 3, Barangay San Isidro', ELECTED, [[40, 100, 60], [180, 230, 190]]],
  ['Barangay Kagawad', 'Hon. Ana Liza R. Mercado', '09201234504', 'Purok 4, Barangay San Isidro', ELECTED, [[150, 90, 30], [245, 215, 170]]],
  ['Barangay Kagawad', 'Hon. Ramon C. Aquino', '09211234505', 'Purok 5, Barangay San Isidro', ELECTED, [[70, 70, 140], [200, 200, 245]]],
  ['SK Chairperson', 'Hon. Kristine Joy B. Manalo', '09221234506', 'Purok 2, Barangay San Isidro', ELECTED, [[20, 120, 140], [170, 235, 240]]],
  ['Barangay Secretary', 'Lorna D. Pascual', '09231234507', 'Purok 1, Barangay San Isidro', APPOINTED, [[110, 110, 110], [220, 220, 220]]],
  ['Barangay Treasurer', 'Edgardo T. Ramos', '09241234508', 'Purok 3, Barangay San Isidro', APPOINTED, [[90, 60, 40], [220, 190, 160]]],
];

export const officialsSeed: DemoSeed = {
  name: 'barangay officials',
  async run({ db, storePicture }) {
    if (await db.getRepository(BarangayOfficial).exists()) return 0;
    const rows: Partial<BarangayOfficial>[] = [];
    for (const [index, [position, name, contactNumber, address, term, colours]] of OFFICIALS.entries()) {
      const picture = await storePicture(makePng(400, 400, ...colours), `official-${index + 1}.png`);
      rows.push({ position, name, contactNumber, address, ...term, officialPictureKey: picture.key, officialPictureSizes: picture.sizes });
    }
    await db.getRepository(BarangayOfficial).save(rows);
    return rows.length;
  },
};
