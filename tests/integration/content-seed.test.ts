import path from 'node:path';
import { seedContext } from '../../server/src/db/seeds/seed-context';
import { announcementsSeed } from '../../server/src/modules/announcements/announcement.seed';
import { contactDetailsSeed } from '../../server/src/modules/contact/contact-details.seed';
import { eventsSeed } from '../../server/src/modules/events/event.seed';
import { officialsSeed } from '../../server/src/modules/officials/barangay-official.seed';
import { projectsSeed } from '../../server/src/modules/projects/project.seed';
import { FileStorage } from '../../server/src/uploads/file-storage';
import { publicFiles, storedPictures } from '../utils/pictures';
import { testServerForFile } from '../utils/test-server';
import { fetchBytes } from '../utils/uploads';

const server = testServerForFile();
const seeds = [projectsSeed, eventsSeed, announcementsSeed, officialsSeed, contactDetailsSeed];
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Runs every content seed as `npm run seed:demo` does, with pictures in the test server's data dir. */
async function runSeeds(): Promise<Record<string, number>> {
  const storage = new FileStorage(path.join(server.dataDir, 'uploads'));
  const added: Record<string, number> = {};
  for (const seed of seeds) added[seed.name] = await seed.run(seedContext(server.database.db, storage));
  return added;
}

describe('the content demo seeds', () => {
  it('fill every content screen once, with pictures served as real images; a second run adds nothing', async () => {
    expect(await runSeeds()).toEqual({ projects: 8, events: 8, announcements: 6, 'barangay officials': 8, 'contact details': 1 });
    const pictures = publicFiles(server);
    expect(await runSeeds()).toEqual({ projects: 0, events: 0, announcements: 0, 'barangay officials': 0, 'contact details': 0 });
    expect(publicFiles(server)).toEqual(pictures);

    const projects = (await server.rest('GET', '/projects/')).body as Array<{ status: string; project_photo: string | null; date_ended: string | null }>;
    expect(new Set(projects.map((project) => project.status))).toEqual(new Set(['ongoing', 'finished']));
    expect(projects.filter((project) => project.status === 'finished').every((project) => project.date_ended)).toBe(true);
    expect(projects.filter((project) => project.project_photo).length).toBeGreaterThanOrEqual(6);

    const events = (await server.rest('GET', '/events/')).body as Array<{ status: string; target_audience: string; event_photo: string | null }>;
    expect(new Set(events.map((event) => event.status))).toEqual(new Set(['Upcoming', 'Ongoing', 'Cancelled', 'Ended']));
    expect(new Set(events.map((event) => event.target_audience))).toEqual(new Set(['Adults', 'Teens', 'Senior Citizens']));

    const announcements = (await server.rest('GET', '/announcements/')).body as Array<{ featured: boolean }>;
    expect(announcements.some((announcement) => announcement.featured)).toBe(true);
    expect(announcements.some((announcement) => !announcement.featured)).toBe(true);

    const officials = (await server.rest('GET', '/barangay-officials/')).body as Array<{ position: string; official_picture: string }>;
    expect(officials.filter((official) => official.position === 'Punong Barangay')).toHaveLength(1);
    expect(officials.every((official) => official.official_picture)).toBe(true);

    expect((await server.rest('GET', '/contact-us-details/')).status).toBe(200);

    const pictureUrls = [...projects.map((p) => p.project_photo), ...events.map((e) => e.event_photo), ...officials.map((o) => o.official_picture)]
      .filter((url): url is string => url !== null);
    expect(pictureUrls).toHaveLength(storedPictures(server).length);
    for (const url of pictureUrls) {
      const served = await fetchBytes(server, url);
      expect(served.status).toBe(200);
      expect(served.bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    }
    // Seeded pictures come with their size and resized copies, as uploaded ones do (docs/architecture.md#picture-variants).
    const seeded = await server.graphql<{ projects: { items: Array<{ projectPhoto: { width: number; height: number; srcset: string } | null }> } }>(
      '{ projects(page: 1, pageSize: 100) { items { projectPhoto { width height srcset } } } }');
    const photos = seeded.data!.projects.items.flatMap((project) => (project.projectPhoto ? [project.projectPhoto] : []));
    expect(photos.length).toBeGreaterThanOrEqual(6);
    for (const photo of photos) {
      expect(photo).toMatchObject({ width: 800, height: 500 });
      expect(photo.srcset).toMatch(/^\/media\/[0-9a-f-]{36}-320w\.webp 320w, \S+-640w\.webp 640w, \S+-800w\.webp 800w$/);
    }
  });
});
