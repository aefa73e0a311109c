import type { DemoSeed } from '../../db/seeds/seed-context';
import { Announcement } from './announcement.entity';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoAnnouncement {
  title: string;
  content: string;
  featured: boolean;
  /** Posted this many days before the seeding, so the 'Posted on' dates differ. */
  daysAgo: number;
}

const ANNOUNCEMENTS: DemoAnnouncement[] = [
  {
    title: 'Barangay Clearance Releasing Schedule',
    content: 'Barangay clearances and certificates requested through the portal may be claimed at the barangay hall, '
      + 'Monday to Friday, 8:00 AM to 5:00 PM.\nPlease bring one valid ID and your community tax certificate (cedula).',
    featured: true, daysAgo: 2,
  },
  {
    title: 'Free Anti-Rabies Vaccination for Dogs and Cats',
    content: 'In partnership with the City Veterinary Office, free anti-rabies vaccination will be held at the covered court '
      + 'this Saturday from 7:00 AM. Pets must be on a leash or in a carrier.',
    featured: true, daysAgo: 5,
  },
  {
    title: 'Water Service Interruption Advisory',
    content: 'The water district will repair the main line along Rizal Street. Expect no water service in Purok 1 to '
      + 'Purok 3 from 9:00 PM Wednesday to 5:00 AM Thursday. Please store enough water.',
    featured: true, daysAgo: 9,
  },
  {
    title: 'Barangay Assembly Day',
    content: 'All residents are invited to the semestral Barangay Assembly at the covered court. The Punong Barangay will '
      + 'report on projects, finances and plans for the coming months. Open forum to follow.',
    featured: false, daysAgo: 14,
  },
  {
    title: 'Curfew Hours for Minors',
    content: 'As provided by the barangay ordinance, minors must be home from 10:00 PM to 4:00 AM unless accompanied by a '
      + 'parent or guardian. Barangay tanods will conduct regular patrols.',
    featured: false, daysAgo: 30,
  },
  {
    title: 'Garbage Collection Schedule',
    content: 'Biodegradable waste: Monday and Thursday. Non-biodegradable and residual waste: Tuesday and Friday. '
      + 'Please segregate your garbage and put it out before 6:00 AM.',
    featured: false, daysAgo: 45,
  },
];

export const announcementsSeed: DemoSeed = {
  name: 'announcements',
  async run({ db }) {
    if (await db.getRepository(Announcement).exists()) return 0;
    const now = Date.now();
    await db.getRepository(Announcement).save(ANNOUNCEMENTS.map(({ daysAgo, ...announcement }) => {
      const postedAt = new Date(now - daysAgo * DAY_MS);
      return { ...announcement, createdAt: postedAt, updatedAt: postedAt };
    }));
    return ANNOUNCEMENTS.length;
  },
};
