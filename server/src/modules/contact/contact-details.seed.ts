import type { DemoSeed } from '../../db/seeds/seed-context';
import { ContactDetails } from './contact-details.entity';

export const contactDetailsSeed: DemoSeed = {
  name: 'contact details',
  async run({ db }) {
    if (await db.getRepository(ContactDetails).exists()) return 0;
    await db.getRepository(ContactDetails).save({
      contactNumber: '09171234500',
      facebookPagee: 'https://www.facebook.com/BarangaySanIsidroOfficial',
      email: 'barangay.sanisidro@example.gov.ph',
      address: 'Barangay Hall, Rizal Street, Barangay San Isidro',
    });
    return 1;
  },
};
