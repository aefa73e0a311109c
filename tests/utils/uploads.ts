import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eventually } from './eventually';
import { multipart, sampleExecutable, sampleJpeg, samplePng } from './sample-files';
import type { GraphQLResult, TestServer } from './test-server';

/** A real file to send: its bytes, the name the client gives it and the content type it claims. */
export interface UploadFile {
  bytes: Buffer;
  name: string;
  type?: string;
}

/** What the portal answers for a picture field given anything but a picture. */
export const NOT_AN_IMAGE = ['Upload an image (JPEG, PNG, WebP or GIF).'];

export const pngUpload = (name: string): UploadFile => ({ bytes: samplePng(), name, type: 'image/png' });

/**
 * Uploads for a picture field, under the given names: a PNG, a JPEG, and a program named (and typed, by the
 * name's extension) as a picture.
 */
export function pictureUploads(pngName: string, jpegName: string, executableName: string): [UploadFile, UploadFile, UploadFile] {
  const executableType = executableName.endsWith('.png') ? 'image/png' : 'image/jpeg';
  return [
    pngUpload(pngName),
    { bytes: sampleJpeg(), name: jpegName, type: 'image/jpeg' },
    { bytes: sampleExecutable(), name: executableName, type: executableType },
  ];
}

const authHeader = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

async function answer(response: Response): Promise<{ status: number; body: any }> {
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: response.status, body };
}

/** A REST request with a multipart body (text fields and real files), as the original client sends files. */
export async function restMultipart(
  server: TestServer, method: string, restPath: string,
  fields: Record<string, string>, files: Record<string, UploadFile> = {}, token?: string,
): Promise<{ status: number; body: any }> {
  const response = await fetch(`${server.url}/api${restPath}`, { method, headers: authHeader(token), body: multipart(fields, files) });
  return await answer(response);
}

/** A record created with a multipart POST by `session` (as the original client does): its REST body; fails unless 201. */
export async function createdWithMultipart(
  server: TestServer, session: { access: string }, restPath: string, fields: Record<string, string>, files: Record<string, UploadFile>,
): Promise<any> {
  const created = await restMultipart(server, 'POST', restPath, fields, files, session.access);
  expect(created.status).toBe(201);
  return created.body;
}

/**
 * A GraphQL request per the GraphQL multipart request spec: `operations` (the files' variables set to
 * null), `map` (file part -> variable path), then the files. Apollo accepts it only with the
 * Apollo-Require-Preflight header (CSRF prevention); `preflight: false` leaves the header out.
 */
export async function graphqlMultipart<T = Record<string, unknown>>(
  server: TestServer, query: string, variables: Record<string, unknown>, files: Record<string, UploadFile>,
  { token, preflight = true }: { token?: string; preflight?: boolean } = {},
): Promise<{ status: number; body: GraphQLResult<T> }> {
  const names = Object.keys(files);
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { ...variables, ...Object.fromEntries(names.map((name) => [name, null])) } }));
  form.append('map', JSON.stringify(Object.fromEntries(names.map((name, index) => [String(index), [`variables.${name}`]]))));
  names.forEach((name, index) => {
    const file = files[name];
    form.append(String(index), new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  });
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { ...(preflight ? { 'apollo-require-preflight': 'true' } : {}), ...authHeader(token) },
    body: form,
  });
  return await answer(response) as { status: number; body: GraphQLResult<T> };
}

/** GETs a file (a path on this server, or an absolute URL), with a bearer token when given. */
export async function fetchBytes(server: TestServer, url: string, token?: string): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
  const response = await fetch(url.startsWith('/') ? `${server.url}${url}` : url, { headers: authHeader(token) });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), headers: response.headers };
}

/**
 * What uploads leave in a data dir's staging folders while they are received or stored: incoming files
 * (`incoming-*`) and half-written ones (`*.part`). Empty once every request has ended.
 */
export function uploadLeftovers(dataDir: string): string[] {
  const staging = path.join(dataDir, 'uploads', '.staging');
  if (!existsSync(staging)) return [];
  return readdirSync(staging, { recursive: true, encoding: 'utf8' }).filter((name) => /(^|\/)(incoming-[^/]*|[^/]*\.part)$/.test(name));
}

/** Waits (briefly: a request removes its files just after its answer) until no upload leftover is in the data dir. */
export async function noUploadLeftovers(dataDir: string): Promise<void> {
  await eventually(() => uploadLeftovers(dataDir).length === 0, 5000, `no temporary upload files (left: ${uploadLeftovers(dataDir).join(', ')})`);
}
