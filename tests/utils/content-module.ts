import { adminForFile, residentForFile, type Session } from './accounts';
import type { TestServer } from './test-server';
import { testServerForFile } from './test-server';
import { createdWithMultipart, type UploadFile } from './uploads';

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
 * A content module whose records carry a picture (docs/rules/content.md#record-pictures), with `create`:
 * a record made by the administrator with a multipart POST to `restPath`, as the original client sends it,
 * from `defaults` and `picture` unless told otherwise; its REST body.
 */
export function pictureModuleForFile(restPath: string, defaults: Record<string, string>, picture: Record<string, UploadFile>) {
  const module = contentModuleForFile();
  const create = (fields: Record<string, string> = defaults, files: Record<string, UploadFile> = picture) =>
    createdWithMultipart(module.server, module.admin, restPath, fields, files);
  return { ...module, create };
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
