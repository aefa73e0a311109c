import { makePng, Rgb } from '../../db/seeds/png';
import type { DemoSeed } from '../../db/seeds/seed-context';
import { BarangayOfficial } from './barangay-official.entity';

/** The elected officials' term (barangay elections of October 2023). */
const TERM = { termStart: '2023-11-30', termEnd: '2026-11-30' };

interface DemoOfficial {
  position: string;
  name: string;
  contactNumber: string;
  address: string;
  termStart: string;
  termEnd: string | null;
  colours: [Rgb, Rgb];
}

const OFFICIALS: DemoOfficial[] = [
  { position: 'Punong Barangay', name: 'Hon. Ricardo M. Villanueva', contactNumber: '09171234501', address: 'Purok 1, Barangay San Isidro',
    ...TERM, colours: [[30, 60, 120], [150, 180, 230]] },
  { position: 'Barangay Kagawad', name: 'Hon. Maria Teresa L. Santos', contactNumber: '09181234502', address: 'Purok 2, Barangay San Isidro',
    ...TERM, colours: [[120, 40, 90], [240, 180, 210]] },
  { position: 'Barangay Kagawad', name: 'Hon. Jose P. Dizon', contactNumber: '09191234503', address: 'Purok 3, Barangay San Isidro',
    ...TERM, colours: [[40, 100, 60], [180, 230, 190]] },
  { position: 'Barangay Kagawad', name: 'Hon. Ana Liza R. Mercado', contactNumber: '09201234504', address: 'Purok 4, Barangay San Isidro',
    ...TERM, colours: [[150, 90, 30], [245, 215, 170]] },
  { position: 'Barangay Kagawad', name: 'Hon. Ramon C. Aquino', contactNumber: '09211234505', address: 'Purok 5, Barangay San Isidro',
    ...TERM, colours: [[70, 70, 140], [200, 200, 245]] },
  { position: 'SK Chairperson', name: 'Hon. Kristine Joy B. Manalo', contactNumber: '09221234506', address: 'Purok 2, Barangay San Isidro',
    ...TERM, colours: [[20, 120, 140], [170, 235, 240]] },
  // Appointed by the Punong Barangay: no fixed end of term.
  { position: 'Barangay Secretary', name: 'Lorna D. Pascual', contactNumber: '09231234507', address: 'Purok 1, Barangay San Isidro',
    termStart: '2023-12-04', termEnd: null, colours: [[110, 110, 110], [220, 220, 220]] },
  { position: 'Barangay Treasurer', name: 'Edgardo T. Ramos', contactNumber: '09241234508', address: 'Purok 3, Barangay San Isidro',
    termStart: '2023-12-04', termEnd: null, colours: [[90, 60, 40], [220, 190, 160]] },
];

export const officialsSeed: DemoSeed = {
  name: 'barangay officials',
  async run({ db, storePicture }) {
    if (await db.getRepository(BarangayOfficial).exists()) return 0;
    const rows: Partial<BarangayOfficial>[] = [];
    for (const [index, { colours, ...official }] of OFFICIALS.entries()) {
      rows.push({ ...official, officialPictureKey: await storePicture(makePng(400, 400, ...colours), `official-${index + 1}.png`) });
    }
    await db.getRepository(BarangayOfficial).save(rows);
    return rows.length;
  },
};
