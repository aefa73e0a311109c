import type { EventAudience, EventStatus } from '@barangay-portal/domain';
import { daysFromToday } from '../../db/seeds/dates';
import { makePng, Rgb } from '../../db/seeds/png';
import type { DemoSeed } from '../../db/seeds/seed-context';
import { Event } from './event.entity';

interface DemoEvent {
  eventName: string;
  targetAudience: EventAudience;
  /** Days from the day of seeding, so upcoming events stay upcoming. */
  inDays: number;
  expected: number;
  actual: number;
  status: EventStatus;
  colours?: [Rgb, Rgb];
}

const EVENTS: DemoEvent[] = [
  { eventName: 'Operation Tuli (Free Circumcision)', targetAudience: 'Teens', inDays: -60, expected: 80, actual: 94, status: 'Ended',
    colours: [[40, 100, 180], [200, 225, 250]] },
  { eventName: 'Anti-Dengue Information Drive', targetAudience: 'Adults', inDays: -45, expected: 100, actual: 76, status: 'Ended',
    colours: [[200, 60, 40], [250, 210, 150]] },
  { eventName: 'Linis Barangay Clean-up Drive', targetAudience: 'Adults', inDays: -21, expected: 150, actual: 132, status: 'Ended',
    colours: [[40, 140, 70], [190, 240, 180]] },
  { eventName: 'Earthquake and Fire Drill', targetAudience: 'Adults', inDays: -7, expected: 120, actual: 0, status: 'Cancelled',
    colours: [[90, 90, 90], [230, 120, 60]] },
  { eventName: 'Inter-Purok Youth Basketball League', targetAudience: 'Teens', inDays: -2, expected: 200, actual: 180, status: 'Ongoing',
    colours: [[230, 120, 20], [250, 220, 120]] },
  { eventName: "Senior Citizens' Wellness Check-up", targetAudience: 'Senior Citizens', inDays: 12, expected: 120, actual: 0, status: 'Upcoming',
    colours: [[120, 60, 160], [230, 200, 245]] },
  { eventName: 'Livelihood Training: Meat Processing', targetAudience: 'Adults', inDays: 25, expected: 40, actual: 0, status: 'Upcoming' },
  { eventName: 'Pamaskong Handog Gift Giving', targetAudience: 'Senior Citizens', inDays: 40, expected: 300, actual: 0, status: 'Upcoming',
    colours: [[170, 20, 40], [40, 120, 60]] },
];

export const eventsSeed: DemoSeed = {
  name: 'events',
  async run({ db, storePicture }) {
    if (await db.getRepository(Event).exists()) return 0;
    const rows: Partial<Event>[] = [];
    for (const [index, event] of EVENTS.entries()) {
      const photo = event.colours ? await storePicture(makePng(800, 500, ...event.colours), `event-${index + 1}.png`) : null;
      rows.push({
        eventName: event.eventName,
        targetAudience: event.targetAudience,
        eventDate: daysFromToday(event.inDays),
        expectedNumberOfAttendees: event.expected,
        actualAttendees: event.actual,
        status: event.status,
        eventPhotoKey: photo?.key ?? null,
        eventPhotoSizes: photo?.sizes ?? null,
      });
    }
    await db.getRepository(Event).save(rows);
    return rows.length;
  },
};
