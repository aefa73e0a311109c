import { makePng, Rgb } from '../../db/seeds/png';
import type { DemoSeed } from '../../db/seeds/seed-context';
import { Project, ProjectStatus } from './project.entity';

/**
 * [status, date started, date ended, gradient of the generated photo (null: a project still without a photo, left out
 * of the galleries), title, description, link]
 */
type DemoProject = [
  status: ProjectStatus, dateStarted: string, dateEnded: string | null, colours: [Rgb, Rgb] | null,
  title: string, description: string, link?: string,
];

const { ONGOING, FINISHED } = ProjectStatus;

const PROJECTS: DemoProject[] = [
  [FINISHED, '2024-02-05', '2024-06-28', [[120, 120, 128], [196, 180, 150]], 'Concreting of Purok 3 Access Road',
    'Concreting of the 420-metre access road from Purok 3 to the national highway, with side drainage, '
    + 'so tricycles, school children and farm produce can pass even during the rainy season.'],
  [ONGOING, '2025-08-01', null, [[46, 139, 87], [200, 240, 210]], 'Barangay Health Center Renovation',
    'Repair of the roof and comfort rooms, a new prenatal check-up room and a ramp for senior citizens and '
    + 'persons with disability at the Barangay Health Center.'],
  [FINISHED, '2024-09-10', '2024-12-15', [[20, 30, 80], [250, 200, 60]], 'Solar Street Lights along Rizal Street',
    'Installation of 36 solar-powered street lights from the barangay hall to the chapel, lighting the way '
    + 'for night-shift workers and making the streets safer.'],
  [ONGOING, '2025-10-06', null, [[30, 90, 160], [150, 210, 240]], 'Canal Desilting and Drainage Rehabilitation',
    'Desilting of the main canal and rebuilding of collapsed drainage sections in Purok 1 and Purok 5 before '
    + 'the typhoon season, to prevent the yearly flooding near the elementary school.'],
  [ONGOING, '2025-03-15', null, [[60, 120, 40], [180, 220, 90]], 'Gulayan sa Barangay Community Garden',
    'A shared vegetable garden on the lot beside the day care center, tended by volunteer households; the '
    + 'harvest supports the supplementary feeding programme for children.', 'https://www.da.gov.ph/'],
  [FINISHED, '2023-11-06', '2024-04-30', [[150, 40, 40], [240, 170, 120]], 'Covered Court Roofing',
    'Roofing and lighting of the barangay basketball court, now used for sports leagues, assemblies and as an '
    + 'evacuation area during heavy rain.'],
  [FINISHED, '2025-01-13', '2025-03-21', [[20, 110, 130], [170, 230, 230]], 'Rainwater Harvesting for the Day Care Center',
    'Gutters and a 5,000-litre tank collecting rainwater for the day care center garden and comfort rooms.', 'https://www.dilg.gov.ph/'],
  [ONGOING, '2025-09-22', null, null, 'CCTV Network for Barangay Peace and Order',
    'Cameras at the entrances of the barangay and near the public market, monitored from the barangay hall '
    + 'by the tanod on duty.'],
];

export const projectsSeed: DemoSeed = {
  name: 'projects',
  async run({ db, storePicture }) {
    if (await db.getRepository(Project).exists()) return 0;
    const rows: Partial<Project>[] = [];
    for (const [index, [status, dateStarted, dateEnded, colours, title, description, link]] of PROJECTS.entries()) {
      const photo = colours ? await storePicture(makePng(800, 500, ...colours), `project-${index + 1}.png`) : null;
      rows.push({ title, description, status, dateStarted, dateEnded, link: link ?? null, projectPhotoKey: photo?.key ?? null, projectPhotoSizes: photo?.sizes ?? null });
    }
    await db.getRepository(Project).save(rows);
    return rows.length;
  },
};
