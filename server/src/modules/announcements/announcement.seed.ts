import type { DemoSeed } from '../../db/seeds/seed-context';
import { Announcement } from './announcement.entity';

const DAY_MS = 24 * 60 * 60 * 1000;

/** [posted this many days before the seeding (so the 'Posted on' dates differ), featured, title, content] */
type DemoAnnouncement = [daysAgo: number, featured: boolean, title: string, content: string];

const ANNOUNCEMENTS: DemoAnnouncement[] = [
  [2, true, 'Barangay Clearance Releasing Schedule',
    'Barangay clearances and certificates requested through the portal may be claimed at the barangay hall, '
    + 'Monday to Friday, 8:00 AM to 5:00 PM.\nPlease bring one valid ID and your community tax certificate (cedula).'],
  [5, true, 'Free Anti-Rabies Vaccination for Dogs and Cats',
    'In partnership with the City Veterinary Office, free anti-rabies vaccination will be held at the covered court '
    + 'this Saturday from 7:00 AM. Pets must be on a leash or in a carrier.'],
  [9, true, 'Water Service Interruption Advisory',
    'The water district will repair the main line along Rizal Street. Expect no water service in Purok 1 to '
    + 'Purok 3 from 9:00 PM Wednesday to 5:00 AM Thursday. Please store enough water.'],
  [14, false, 'Barangay Assembly Day',
    'All residents are invited to the semestral Barangay Assembly at the covered court. The Punong Barangay will '
    + 'report on projects, finances and plans for the coming months. Open forum to follow.'],
  [30, false, 'Curfew Hours for Minors',
    'As provided by the barangay ordinance, minors must be home from 10:00 PM to 4:00 AM unless accompanied by a '
    + 'parent or guardian. Barangay tanods will conduct regular patrols.'],
  [45, false, 'Garbage Collection Schedule',
    'Biodegradable waste: Monday and Thursday. Non-biodegradable and residual waste: Tuesday and Friday. '
    + 'Please segregate your garbage and put it out before 6:00 AM.'],
];

export const announcementsSeed: DemoSeed = {
  name: 'announcements',
  async run({ db }) {
    if (await db.getRepository(Announcement).exists()) return 0;
    const now = Date.now();
    await db.getRepository(Announcement).save(ANNOUNCEMENTS.map(([daysAgo, featured, title, content]) => {
      const postedAt = new Date(now - daysAgo * DAY_MS);
      return { title, content, featured, createdAt: postedAt, updatedAt: postedAt };
    }));
    return ANNOUNCEMENTS.length;
  },
};
