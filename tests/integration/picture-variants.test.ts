import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { FileStorage } from '../../server/src/uploads/file-storage';
import { createLogger } from '../../server/src/common/logger';
import { backfillPictureVariants } from '../../server/src/uploads/picture-backfill';
import { startUploadSweeper } from '../../server/src/uploads/upload-sweep';
import { adminForFile } from '../utils/accounts';
import { testServerForFile } from '../utils/test-server';
import { fetchBytes, graphqlMultipart, type UploadFile } from '../utils/uploads';

// Every public picture is served with resized WebP copies for a responsive <img> (srcset), made
// once when it is uploaded, never wider than the picture, and removed with it (docs/architecture.md#picture-variants).
const server = testServerForFile();
const admin = adminForFile(server);
const publicDir = () => path.join(server.dataDir, 'uploads', 'public');

interface Picture {
  url: string;
  width: number | null;
  height: number | null;
  srcset: string | null;
}

/** A photo-like JPEG of this size (smooth noise, so the copies are real work for the encoder). */
async function photo(width: number, height: number): Promise<UploadFile> {
  const bytes = await sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 50 } } })
    .blur(2).jpeg({ quality: 85 }).toBuffer();
  return { bytes, name: 'photo.jpg', type: 'image/jpeg' };
}

const PROJECT_FIELDS = 'id projectPhoto { url width height srcset }';

async function createProject(file: UploadFile): Promise<{ id: number; projectPhoto: Picture }> {
  const created = await graphqlMultipart<{ createProject: { id: number; projectPhoto: Picture } }>(server,
    `mutation ($input: CreateProjectInput!, $photo: Upload) { createProject(input: $input, projectPhoto: $photo) { ${PROJECT_FIELDS} } }`,
    { input: { title: 'Covered court', description: 'Purok 2', status: 'ONGOING' } }, { photo: file }, { token: admin.access });
  expect(created.body.errors).toBeUndefined();
  return created.body.data!.createProject;
}

/** The srcset's candidates: each URL with the width it declares. */
function candidates(srcset: string | null): Array<{ url: string; width: number }> {
  return (srcset ?? '').split(', ').filter(Boolean).map((candidate) => {
    const [url, descriptor] = candidate.split(' ');
    return { url, width: Number(descriptor.replace(/w$/, '')) };
  });
}

/** Every file in the public folder named after the picture at `url` (the picture and its copies). */
function filesOf(url: string): string[] {
  const stem = path.basename(url).replace(/\.[a-z]+$/, '');
  return existsSync(publicDir()) ? readdirSync(publicDir()).filter((name) => name.startsWith(stem)).sort() : [];
}

it('serves an uploaded picture with WebP copies at the standard widths it reaches, and its size', async () => {
  const project = await createProject(await photo(1500, 1000));
  expect(project.projectPhoto).toMatchObject({ width: 1500, height: 1000 });
  const copies = candidates(project.projectPhoto.srcset);
  expect(copies.map((copy) => copy.width)).toEqual([320, 640, 960, 1280]);
  for (const copy of copies) {
    expect(copy.url).toMatch(/^\/media\/[0-9a-f-]{36}-\d+w\.webp$/);
    const served = await fetchBytes(server, copy.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const metadata = await sharp(served.bytes).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height })
      .toEqual({ format: 'webp', width: copy.width, height: Math.round((copy.width * 1000) / 1500) });
  }
  // REST keeps its shape: one absolute URL, the stored picture itself.
  const rest = await server.rest('GET', `/projects/${project.id}/`);
  expect(rest.body.project_photo).toBe(`${server.url}${project.projectPhoto.url}`);
  expect(Object.keys(rest.body)).not.toContain('project_photo_sizes');
});

it('never makes a copy wider than the picture: a small picture gets only its own width', async () => {
  const project = await createProject(await photo(200, 150));
  expect(project.projectPhoto).toMatchObject({ width: 200, height: 150 });
  expect(candidates(project.projectPhoto.srcset).map((copy) => copy.width)).toEqual([200]);
  const medium = await createProject(await photo(700, 400));
  expect(candidates(medium.projectPhoto.srcset).map((copy) => copy.width)).toEqual([320, 640, 700]);
});

it('keeps an animated picture as it is, with its size and no copies', async () => {
  const frame = (red: number) => sharp({ create: { width: 500, height: 300, channels: 3, background: { r: red, g: 40, b: 40 } } }).png().toBuffer();
  const bytes = await sharp([await frame(200), await frame(40)], { join: { animated: true } }).gif({ delay: [200, 200] }).toBuffer();
  const project = await createProject({ bytes, name: 'blink.gif', type: 'image/gif' });
  expect(project.projectPhoto).toMatchObject({ width: 500, height: 300, srcset: null });
  expect(filesOf(project.projectPhoto.url)).toEqual([path.basename(project.projectPhoto.url)]);
});

it('removes the copies with the picture when it is replaced and when its record is deleted', async () => {
  const project = await createProject(await photo(700, 500));
  const first = project.projectPhoto.url;
  expect(filesOf(first)).toHaveLength(4);

  const replaced = await graphqlMultipart<{ updateProject: { projectPhoto: Picture } }>(server,
    `mutation ($id: Int!, $input: UpdateProjectInput!, $photo: Upload) { updateProject(id: $id, input: $input, projectPhoto: $photo) { projectPhoto { url width height srcset } } }`,
    { id: project.id, input: {} }, { photo: await photo(400, 300) }, { token: admin.access });
  expect(replaced.body.errors).toBeUndefined();
  const second = replaced.body.data!.updateProject.projectPhoto;
  expect(second).toMatchObject({ width: 400, height: 300 });
  expect(filesOf(first)).toEqual([]);
  expect(filesOf(second.url)).toHaveLength(3);
  expect((await fetchBytes(server, candidates(second.srcset)[0].url)).status).toBe(200);

  const deleted = await server.graphql('mutation ($id: Int!) { deleteProject(id: $id) }', { id: project.id }, admin.access);
  expect(deleted.errors).toBeUndefined();
  expect(filesOf(second.url)).toEqual([]);
  expect((await fetchBytes(server, candidates(second.srcset)[0].url)).status).toBe(404);
});

/** A project whose picture looks stored by an older portal: no copies on disk, no sizes in its row. */
async function projectFromBeforeCopies(width: number, height: number): Promise<{ id: number; projectPhoto: Picture }> {
  const project = await createProject(await photo(width, height));
  for (const name of filesOf(project.projectPhoto.url).filter((file) => file.endsWith('w.webp'))) rmSync(path.join(publicDir(), name));
  await server.database.db.query('UPDATE project SET project_photo_sizes = NULL WHERE id = $1', [project.id]);
  return project;
}

it('gives a picture stored before copies existed its copies and size once, at the backfill', async () => {
  const project = await projectFromBeforeCopies(1000, 800);
  const before = await server.graphql<{ project: { projectPhoto: Picture } }>(`query ($id: Int!) { project(id: $id) { ${PROJECT_FIELDS} } }`, { id: project.id });
  expect(before.data!.project.projectPhoto).toEqual({ url: project.projectPhoto.url, width: null, height: null, srcset: null });

  const storage = new FileStorage(path.join(server.dataDir, 'uploads'));
  const report = await backfillPictureVariants(storage, server.database.db);
  expect(report).toEqual({ made: 1, missing: 0 });

  const after = await server.graphql<{ project: { projectPhoto: Picture } }>(`query ($id: Int!) { project(id: $id) { ${PROJECT_FIELDS} } }`, { id: project.id });
  expect(after.data!.project.projectPhoto).toMatchObject({ url: project.projectPhoto.url, width: 1000, height: 800 });
  const copies = candidates(after.data!.project.projectPhoto.srcset);
  expect(copies.map((copy) => copy.width)).toEqual([320, 640, 960, 1000]);
  for (const copy of copies) expect((await fetchBytes(server, copy.url)).headers.get('content-type')).toBe('image/webp');
  // Once: a second run finds nothing left to do.
  expect(await backfillPictureVariants(storage, server.database.db)).toEqual({ made: 0, missing: 0 });
});

it('runs the backfill when the portal starts, after the first upload sweep', async () => {
  const project = await projectFromBeforeCopies(700, 350);
  const sweeper = await startUploadSweeper(new FileStorage(path.join(server.dataDir, 'uploads')), server.database.db, createLogger('silent'));
  await sweeper.backfilled;
  await sweeper.stop();
  const after = await server.graphql<{ project: { projectPhoto: Picture } }>(`query ($id: Int!) { project(id: $id) { ${PROJECT_FIELDS} } }`, { id: project.id });
  expect(after.data!.project.projectPhoto).toMatchObject({ width: 700, height: 350 });
  expect(candidates(after.data!.project.projectPhoto.srcset).map((copy) => copy.width)).toEqual([320, 640, 700]);
  expect(filesOf(project.projectPhoto.url)).toHaveLength(4);
});

it('leaves a picture whose file is gone as it is, shown unsized, and counts it', async () => {
  const project = await projectFromBeforeCopies(500, 400);
  rmSync(path.join(publicDir(), path.basename(project.projectPhoto.url)));
  const report = await backfillPictureVariants(new FileStorage(path.join(server.dataDir, 'uploads')), server.database.db);
  expect(report).toEqual({ made: 0, missing: 1 });
  const after = await server.graphql<{ project: { projectPhoto: Picture } }>(`query ($id: Int!) { project(id: $id) { ${PROJECT_FIELDS} } }`, { id: project.id });
  expect(after.data!.project.projectPhoto).toEqual({ url: project.projectPhoto.url, width: null, height: null, srcset: null });
  expect(filesOf(project.projectPhoto.url)).toEqual([]);
});
