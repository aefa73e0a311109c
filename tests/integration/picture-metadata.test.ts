import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { pngChunk } from '../../server/src/db/seeds/png';
import { adminForFile, residentSession } from '../utils/accounts';
import { testServerForFile } from '../utils/test-server';
import { fetchBytes, graphqlMultipart, noUploadLeftovers, restMultipart } from '../utils/uploads';

// A picture keeps nothing but its pixels (docs/rules/common.md#upload-reencode). Phone photos carry where and when they were
// taken (EXIF, GPS); every uploaded image is decoded and encoded again on the way in, so none of that
// reaches the public /media/ folder or the private valid-ID folder. PDFs are not images and stay as sent.
const server = testServerForFile();
const admin = adminForFile(server);

const CAMERA = 'Juan Dela Cruz Phone';
/** Where the picture was taken: 14°35' N, 120°59' E (Manila). */
const EXIF = {
  IFD0: { Make: CAMERA, Model: 'Model 7', Copyright: 'Juan Dela Cruz', ImageDescription: 'Taken at home' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '14/1 35/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '120/1 59/1 0/1' },
};

/** A 40x20 picture as a phone saves it when held upright: stored sideways, with EXIF orientation 6. */
async function phonePhoto(format: 'jpeg' | 'webp'): Promise<Buffer> {
  return await sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .toFormat(format).withExif(EXIF).withMetadata({ orientation: 6 }).toBuffer();
}

/** Whether EXIF data holds a GPS section (the TIFF tag 0x8825 that points to it, in either byte order) with the longitude 120/1. */
function hasGpsPosition(exif: Buffer): boolean {
  const tag = exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
  const bigEndian = Buffer.from([0, 0, 0, 120, 0, 0, 0, 1]);
  const littleEndian = Buffer.from([120, 0, 0, 0, 1, 0, 0, 0]);
  return tag && (exif.includes(bigEndian) || exif.includes(littleEndian));
}

/** A PNG with a tEXt chunk (where PNG editors put an author, a comment, a location) before its end. */
async function pngWithText(): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: { r: 200, g: 30, b: 30 } } }).png().toBuffer();
  const end = png.length - 12;
  return Buffer.concat([png.subarray(0, end), pngChunk('tEXt', Buffer.from(`Author\0${CAMERA}`, 'latin1')), png.subarray(end)]);
}

/** A PNG whose header claims 30000x30000 pixels (900 million): it would take gigabytes once decoded. */
function decompressionBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = deflateSync(Buffer.alloc(10 * (1 + 30_000 * 3)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', rows), pngChunk('IEND', Buffer.alloc(0))]);
}

/** The stored picture has no metadata left and shows what was sent, upright. */
async function expectOnlyPixels(stored: Buffer, format: string, width: number, height: number): Promise<void> {
  const metadata = await sharp(stored).metadata();
  expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format, width, height });
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(metadata.iptc).toBeUndefined();
  expect(metadata.orientation).toBeUndefined();
  expect(metadata.comments).toBeUndefined();
  expect(stored.includes(CAMERA)).toBe(false);
  expect(hasGpsPosition(stored)).toBe(false);
}

it('the phone photos the tests send do carry a position, a camera and an orientation', async () => {
  for (const format of ['jpeg', 'webp'] as const) {
    const photo = await phonePhoto(format);
    const { exif, orientation } = await sharp(photo).metadata();
    expect({ format, gps: hasGpsPosition(exif!), camera: exif!.includes(CAMERA), orientation }).toEqual({ format, gps: true, camera: true, orientation: 6 });
    expect(hasGpsPosition(photo)).toBe(true);
  }
});

it('strips EXIF and GPS from a project photo (REST), keeping it upright', async () => {
  const created = await restMultipart(server, 'POST', '/projects/', { title: 'Covered Court', status: 'ongoing' },
    { project_photo: { bytes: await phonePhoto('jpeg'), name: 'IMG_0001.jpg', type: 'image/jpeg' } }, admin.access);
  expect(created.status).toBe(201);
  const served = await fetchBytes(server, created.body.project_photo);
  expect(served.headers.get('content-type')).toBe('image/jpeg');
  // Stored sideways with orientation 6, it is shown upright: 20 wide and 40 high.
  await expectOnlyPixels(served.bytes, 'jpeg', 20, 40);
  await noUploadLeftovers(server.dataDir);
});

it('strips the text chunks of a PNG event photo (GraphQL), keeping its pixels', async () => {
  const sent = await pngWithText();
  expect(sent.includes(CAMERA)).toBe(true);
  const created = await graphqlMultipart<{ createEvent: { eventPhotoUrl: string } }>(server,
    'mutation ($input: CreateEventInput!, $photo: Upload) { createEvent(input: $input, eventPhoto: $photo) { eventPhotoUrl } }',
    { input: { eventName: 'Clean-up Drive', targetAudience: 'ADULTS', eventDate: '2026-08-01', expectedNumberOfAttendees: 50, actualAttendees: 0, status: 'UPCOMING' } },
    { photo: { bytes: sent, name: 'drive.png', type: 'image/png' } }, { token: admin.access });
  expect(created.body.errors).toBeUndefined();
  const served = await fetchBytes(server, created.body.data!.createEvent.eventPhotoUrl);
  await expectOnlyPixels(served.bytes, 'png', 8, 6);
  expect(served.bytes.includes('tEXt')).toBe(false);
  expect(await sharp(served.bytes).raw().toBuffer()).toEqual(await sharp(sent).raw().toBuffer());
});

it('strips EXIF and GPS from a valid ID picture, served from the private folder', async () => {
  const resident = await residentSession(server);
  const uploaded = await restMultipart(server, 'PATCH', '/auth/user/upload-id/', {},
    { valid_id: { bytes: await phonePhoto('webp'), name: 'umid.webp', type: 'image/webp' } }, resident.access);
  expect(uploaded.status).toBe(200);
  const served = await fetchBytes(server, uploaded.body.valid_id);
  expect(served.status).toBe(200);
  await expectOnlyPixels(served.bytes, 'webp', 20, 40);
});

it('refuses a file that only starts like a picture, and a decompression bomb, with a field error', async () => {
  const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]);
  const notDecodable = await restMultipart(server, 'POST', '/projects/', { title: 'Bridge', status: 'ongoing' },
    { project_photo: { bytes: fake, name: 'bridge.jpg', type: 'image/jpeg' } }, admin.access);
  expect(notDecodable).toEqual({ status: 400, body: { project_photo: ['Upload an image (JPEG, PNG, WebP or GIF).'] } });

  const bomb = await restMultipart(server, 'POST', '/projects/', { title: 'Bridge', status: 'ongoing' },
    { project_photo: { bytes: decompressionBomb(), name: 'bridge.png', type: 'image/png' } }, admin.access);
  expect(bomb).toEqual({ status: 400, body: { project_photo: ['The picture has more than 50 million pixels.'] } });

  const resident = await residentSession(server);
  const fakeId = await restMultipart(server, 'PATCH', '/auth/user/upload-id/', {},
    { valid_id: { bytes: fake, name: 'id.jpg', type: 'image/jpeg' } }, resident.access);
  expect(fakeId).toEqual({ status: 400, body: { valid_id: ['Upload an image (JPEG, PNG, WebP or GIF) or a PDF.'] } });
  expect((await server.rest('GET', '/projects/')).body.map((project: { title: string }) => project.title)).not.toContain('Bridge');
  await noUploadLeftovers(server.dataDir);
});
