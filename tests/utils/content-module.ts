import { adminForFile, residentForFile, type Session } from './accounts';
import type { TestServer } from './test-server';
import { testServerForFile } from './test-server';
import { publicFiles } from './pictures';
import { createdWithMultipart, NOT_AN_IMAGE, restMultipart, type UploadFile } from './uploads';

/**
 * What the tests of the content modules (projects, events, barangay officials, announcements:
 * docs/rules/content.md) start from: the file's portal, its administrator, who may write, and a resident,
 * who may only read.
 */
export interface ContentModuleTest {
  server: TestServer;
  admin: Session;
  resident: Session;
}

export function contentModuleForFile(): ContentModuleTest {
  const server = testServerForFile();
  return { server, admin: adminForFile(server), resident: residentForFile(server) };
}

/**
 * A content module whose records carry a picture (docs/rules/content.md#record-pictures), given its REST
 * address, a valid record (`defaults`) and its picture under the picture field (`picture`). Besides the set-up:
 * - `create`: a record made by the administrator with a multipart POST, as the original client sends it,
 *   from `defaults` and `picture` unless told otherwise; its REST body.
 * - `expectNonImageRefused`: a create whose picture is `file`, not an image, is refused with the field's
 *   message and stores no file.
 * - `expectWritesRefused`: a guest's (401) and a resident's (403) every REST write is refused (a create with
 *   the picture, changing `existing` by `change`, deleting it), and `existing` reads as before.
 */
export function pictureModuleForFile(restPath: string, defaults: Record<string, string>, picture: Record<string, UploadFile>) {
  const module = contentModuleForFile();
  const { server, admin, resident } = module;
  const create = (fields: Record<string, string> = defaults, files: Record<string, UploadFile> = picture) =>
    createdWithMultipart(server, admin, restPath, fields, files);

  const expectNonImageRefused = async (file: UploadFile): Promise<void> => {
    const files = publicFiles(server);
    const [field] = Object.keys(picture);
    const response = await restMultipart(server, 'POST', restPath, defaults, { [field]: file }, admin.access);
    expect(response).toEqual({ status: 400, body: { [field]: NOT_AN_IMAGE } });
    expect(publicFiles(server)).toEqual(files);
  };

  const expectWritesRefused = async (existing: { id: number }, change: Record<string, string>): Promise<void> => {
    const recordPath = `${restPath}${existing.id}/`;
    for (const [token, status] of [[undefined, 401], [resident.access, 403]] as const) {
      expect((await restMultipart(server, 'POST', restPath, defaults, picture, token)).status).toBe(status);
      expect((await restMultipart(server, 'PUT', recordPath, change, {}, token)).status).toBe(status);
      expect((await server.rest('DELETE', recordPath, undefined, token)).status).toBe(status);
    }
    expect((await server.rest('GET', recordPath)).body).toEqual(existing);
  };

  return { ...module, create, expectNonImageRefused, expectWritesRefused };
}

/**
 * The public REST list at `restPath` (no token): a 200 with the plain array the original client reads
 * (docs/rules/rest-api.md), holding `record` as it was answered when saved. Returns the list.
 */
export async function expectListedPublicly(server: TestServer, restPath: string, record: unknown): Promise<any[]> {
  const list = await server.rest('GET', restPath);
  expect(list.status).toBe(200);
  expect(Array.isArray(list.body)).toBe(true);
  expect(list.body).toContainEqual(record);
  return list.body;
}

/**
 * Reads one page of a content module's public GraphQL list (`query` names `listField`, its items carrying
 * `shownField`): the total and the items' `shownField`, in the order answered. `fixed` holds the variables
 * every read of the test shares (its search word), the call's own variables the rest.
 */
export function listReader(server: TestServer, query: string, listField: string, shownField: string, fixed: Record<string, unknown>) {
  return async (variables: Record<string, unknown>): Promise<{ total: number; shown: string[] }> => {
    type Page = { total: number; items: Array<Record<string, string>> };
    const { data, errors } = await server.graphql<Record<string, Page>>(query, { ...fixed, ...variables });
    expect(errors).toBeUndefined();
    const page = data![listField];
    return { total: page.total, shown: page.items.map((item) => item[shownField]) };
  };
}
