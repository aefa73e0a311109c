// Local resources the scripts (load runs, benchmarks) and the tests create for themselves and remove: the one
// place that picks a free port and makes a throw-away database.
import { randomBytes } from 'node:crypto';
import getPort from 'get-port';
import pg from 'pg';

/**
 * A TCP port free on loopback right now (never one this process was already handed).
 * @returns {Promise<number>}
 */
export async function freePort() {
  return await getPort({ host: '127.0.0.1' });
}

/** @param {string} serverUrl @param {string} sql */
async function onServer(serverUrl, sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * @typedef {object} ThrowawayDatabase
 * @property {string} name
 * @property {string} url
 * @property {() => Promise<void>} drop removes it, sessions still connected included (and does nothing when it is not there)
 */

/**
 * A database of a new name (`prefix` and random letters) on the PostgreSQL server of `serverUrl`: created
 * empty, or with `create: false` only named, for a program under test to create.
 * @param {string} serverUrl
 * @param {string} prefix
 * @param {{ create?: boolean }} [options]
 * @returns {Promise<ThrowawayDatabase>}
 */
export async function throwawayDatabase(serverUrl, prefix, { create = true } = {}) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  if (create) await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
