import { makePng, Rgb } from '../../db/seeds/png';
import type { DemoSeed } from '../../db/seeds/seed-context';
import { Project, ProjectStatus } from './project.entity';

interface DemoProject {
  title: string;
  description: string;
  status: ProjectStatus;
  dateStarted: string;
  dateEnded?: string;
  link?: string;
  /** Gradient of the generated photo; none: a project still without a photo (left out of the galleries). */
  colours?: [Rgb, Rgb];
}

const { ONGOING, FINISHED } = ProjectStatus;

const PROJECTS: DemoProject[] = [
  {
    title: 'Concreting of Purok 3 Access Road',
    description: 'Concreting of the 420-metre access road from Purok 3 to the national highway, with side drainage, '
      + 'so tricycles, school children and farm produce can pass even during the rainy season.',
    status: FINISHED, dateStarted: '2024-02-05', dateEnded: '2024-06-28', colours: [[120, 120, 128], [196, 180, 150]],
  },
  {
    title: 'Barangay Health Center Renovation',
    description: 'Repair of the roof and comfort rooms, a new prenatal check-up room and a ramp for senior citizens and '
      + 'persons with disability at the Barangay Health Center.',
    status: ONGOING, dateStarted: '2025-08-01', colours: [[46, 139, 87], [200, 240, 210]],
  },
  {
    title: 'Solar Street Lights along Rizal Street',
    description: 'Installation of 36 solar-powered street lights from the barangay hall to the chapel, lighting the way '
      + 'for night-shift workers and making the streets safer.',
    status: FINISHED, dateStarted: '2024-09-10', dateEnded: '2024-12-15', colours: [[20, 30, 80], [250, 200, 60]],
  },
  {
    title: 'Canal Desilting and Drainage Rehabilitation',
    description: 'Desilting of the main canal and rebuilding of collapsed drainage sections in Purok 1 and Purok 5 before '
      + 'the typhoon season, to prevent the yearly flooding near the elementary school.',
    status: ONGOING, dateStarted: '2025-10-06', colours: [[30, 90, 160], [150, 210, 240]],
  },
  {
    title: 'Gulayan sa Barangay Community Garden',
    description: 'A shared vegetable garden on the lot beside the day care center, tended by volunteer households; the '
      + 'harvest supports the supplementary feeding programme for children.',
    status: ONGOING, dateStarted: '2025-03-15', link: 'https://www.da.gov.ph/', colours: [[60, 120, 40], [180, 220, 90]],
  },
  {
    title: 'Covered Court Roofing',
    description: 'Roofing and lighting of the barangay basketball court, now used for sports leagues, assemblies and as an '
      + 'evacuation area during heavy rain.',
    status: FINISHED, dateStarted: '2023-11-06', dateEnded: '2024-04-30', colours: [[150, 40, 40], [240, 170, 120]],
  },
  {
    title: 'Rainwater Harvesting for the Day Care Center',
    description: 'Gutters and a 5,000-litre tank collecting rainwater for the day care center garden and comfort rooms.',
    status: FINISHED, dateStarted: '2025-01-13', dateEnded: '2025-03-21', link: 'https://www.dilg.gov.ph/',
    colours: [[20, 110, 130], [170, 230, 230]],
  },
  {
    title: 'CCTV Network for Barangay Peace and Order',
    description: 'Cameras at the entrances of the barangay and near the public market, monitored from the barangay hall '
      + 'by the tanod on duty.',
    status: ONGOING, dateStarted: '2025-09-22',
  },
];

export const projectsSeed: DemoSeed = {
  name: 'projects',
  async run({ db, storePicture }) {
    if (await db.getRepository(Project).exists()) return 0;
    const rows: Partial<Project>[] = [];
    for (const [index, { colours, ...project }] of PROJECTS.entries()) {
      const projectPhotoKey = colours ? await storePicture(makePng(800, 500, ...colours), `project-${index + 1}.png`) : null;
      rows.push({ ...project, dateEnded: project.dateEnded ?? null, link: project.link ?? null, projectPhotoKey });
    }
    await db.getRepository(Project).save(rows);
    return rows.length;
  },
};
