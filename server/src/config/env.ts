import path from 'node:path';
import proxyaddr from 'proxy-addr';
import { referencePrefixOf } from '@barangay-portal/domain';

/** The city level's name when CITY_NAME is not set (docs/architecture.md#city-level). */
export const DEFAULT_CITY_NAME = 'City Government';

/**
 * Every environment variable the server reads, validated once at start-up.
 * Nothing else in the server touches process.env, so this file is the complete list
 * (the README's table mirrors it).
 */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  /** Unset: an embedded PostgreSQL is started under dataDir. */
  databaseUrl: string | undefined;
  /**
   * A second PostgreSQL URL, typically a streaming read replica, that the dashboards' statistics, the city roll-up and the
   * registry reports read from (docs/architecture.md#replicas-read-database); never written to, never migrated. Unset:
   * they read DATABASE_URL.
   */
  databaseReadUrl: string | undefined;
  dataDir: string;
  /** Unset: a secret is generated once and kept in dataDir. */
  jwtSecret: string | undefined;
  /**
   * The master key that wraps the data key of each private file (docs/architecture.md#privacy-encryption). Unset: one
   * is generated once and kept in dataDir (data-encryption-key).
   */
  dataEncryptionKey: Buffer | undefined;
  /** The key DATA_ENCRYPTION_KEY replaced, still read (never written with) while a rotation re-wraps the files. */
  previousDataEncryptionKey: Buffer | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  graphqlPlayground: boolean;
  /**
   * The portal's public origin: the front of picture URLs, QR codes, links and e-mails, never taken from the
   * Host or X-Forwarded-Proto headers when set. Required in production.
   */
  publicUrl: string | undefined;
  /** Which proxies' X-Forwarded-For / X-Forwarded-Proto to believe (Express and the subscription socket alike). */
  trustProxy: TrustProxy;
  clientDistDir: string;
  logLevel: string;
  /** Put in front of every document request's reference number: `<PREFIX>-2026-000123`. */
  documentReferencePrefix: string;
  /** The barangay's name as printed on certificates and e-mails (its address comes from the contact details). */
  barangayName: string;
  /** The city level's name (docs/architecture.md#city-level): its accounts' e-mails and screens carry it. */
  cityName: string;
  /** The first City Administrator, made on the first start like the administrator. */
  cityAdminEmail: string | undefined;
  cityAdminPassword: string | undefined;
  /** Unset: no e-mail is sent (in-portal notifications still are). */
  smtpUrl: string | undefined;
  /**
   * Redis for what replicas share beyond the database (docs/architecture.md#replicas): live notifications and rate
   * limits. Unset: PostgreSQL carries both, and one process needs nothing more.
   */
  redisUrl: string | undefined;
  /**
   * S3-compatible object storage for the uploaded files (docs/architecture.md#object-storage), when S3_ENDPOINT and
   * S3_BUCKET are set. Unset: the files live under DATA_DIR/uploads.
   */
  objectStorage: ObjectStorageSettings | undefined;
  /** The From of notification e-mails. */
  mailFrom: string;
  /** How often the background worker sends pending e-mails; 0 turns the worker off (tests drain by hand). */
  outboxIntervalMs: number;
  /** Public verification look-ups allowed per client IP address per minute. */
  verifyRateLimitPerMinute: number;
  /** Login and registration attempts allowed per client address per minute. */
  authRateLimitPerAddress: number;
  /** Failed logins allowed per account (and address) per 15 minutes. */
  authRateLimitPerAccount: number;
  /** Registrations answered "this e-mail already has an account" per client address per hour, before registering is refused. */
  authTakenEmailsPerAddress: number;
  /** Failed password checks of an account, from any address, answered before its slowdown begins. */
  authSlowdownFreeFailures: number;
  /** The slowdown's longest wait between two password checks of one account. */
  authSlowdownMaxSeconds: number;
  /** An account whose password nobody got wrong for this long starts again with no slowdown. */
  authSlowdownResetMinutes: number;
  /** Other origins whose pages may call the API from a browser (CORS); empty: only the portal's own. */
  corsOrigins: string[];
  /** A sign-in nobody used for this long ends (docs/sessions.md). */
  sessionIdleMinutes: number;
  /** A sign-in ends this long after it began at the latest, however busy. */
  sessionMaxHours: number;
  /**
   * ADMIN_MFA: `required` makes every administrator sign in with a second step (enrolling first if they
   * have not); `optional` leaves it to each administrator. Residents may always choose.
   */
  adminMfa: AdminMfa;
  /** Bytes of upload bodies this process receives and processes at once, all requests together. */
  uploadBytesInFlightMax: number;
  /** How long a client may take to send a request's headers, and its whole request (headers and body). */
  httpHeadersTimeoutMs: number;
  httpRequestTimeoutMs: number;
  /** How long a kept-alive connection may sit idle between requests. */
  httpIdleTimeoutMs: number;
  /** Open connections per client address (IPv6 per /64); connections from a trusted proxy are not counted. */
  maxConnectionsPerAddress: number;
  /** Days a rejected valid-ID image is kept after the decision, then deleted (docs/architecture.md#privacy-retention). */
  idRetentionRejectedDays: number;
  /** Days an approved valid-ID image is kept after the decision; the resident stays verified after. */
  idRetentionApprovedDays: number;
}

export type AdminMfa = 'required' | 'optional';

/** S3_*: where the bucket is and how to reach it. */
export interface ObjectStorageSettings {
  /** An http(s) origin: https://s3.ap-southeast-1.amazonaws.com, http://minio.internal:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  /** Bucket in the path (endpoint/bucket/key) rather than in the host name (bucket.endpoint/key). */
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's default credential chain (its environment variables, a profile, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/**
 * TRUST_PROXY: `off` (believe no forwarded header), a hop count (believe that many proxies in front of the
 * portal, whatever their addresses) or addresses, CIDR ranges and proxy-addr's named ranges (`loopback`,
 * `linklocal`, `uniquelocal`). Unset: `loopback`, a proxy on the same machine.
 */
export type TrustProxy =
  | { kind: 'off' }
  | { kind: 'hops'; hops: number }
  | { kind: 'addresses'; addresses: string[] };

const MAX_PROXY_HOPS = 10;

function readTrustProxy(raw: string | undefined): TrustProxy {
  const value = nonEmpty(raw)?.trim();
  if (value === undefined) return { kind: 'addresses', addresses: ['loopback'] };
  if (['off', 'false', 'none'].includes(value.toLowerCase())) return { kind: 'off' };
  if (/^\d+$/.test(value)) {
    const hops = readInteger('TRUST_PROXY', value, 0, 1, MAX_PROXY_HOPS);
    return { kind: 'hops', hops };
  }
  const addresses = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const address of addresses) {
    try {
      proxyaddr.compile(address);
    } catch {
      throw new ConfigError(
        `TRUST_PROXY must be off, a hop count from 1 to ${MAX_PROXY_HOPS}, or a comma-separated list of addresses, CIDR ranges or loopback/linklocal/uniquelocal, got "${address}"`,
      );
    }
  }
  return { kind: 'addresses', addresses };
}

/** PUBLIC_URL: an http(s) origin, optionally with a path the portal is served under; required in production. */
function readPublicUrl(raw: string | undefined, nodeEnv: AppConfig['nodeEnv']): string | undefined {
  const value = nonEmpty(raw)?.trim().replace(/\/+$/, '');
  if (value === undefined) {
    if (nodeEnv === 'production') {
      throw new ConfigError('PUBLIC_URL must be set in production (e.g. https://portal.example.gov.ph): links, QR codes and e-mails never trust the Host header');
    }
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be a URL such as https://portal.example.gov.ph, got "${value}"`);
  }
  if (!['http:', 'https:'].includes(url.protocol)) {
    throw new ConfigError(`PUBLIC_URL must start with http:// or https://, got "${value}"`);
  }
  return value;
}

const NODE_ENVS = ['development', 'production', 'test'] as const;

export class ConfigError extends Error {}

function readPort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 4000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return port;
}

/** A whole number from `min` to `max`, or `fallback` when unset. */
function readInteger(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/** The longest ID_RETENTION_*_DAYS accepted (100 years). */
const MAX_RETENTION_DAYS = 36_500;

const MB = 1024 * 1024;
/** Below this, the largest upload a route takes (two 10 MB files and the form) could never be received. */
const MIN_UPLOAD_BYTES_IN_FLIGHT = 32 * MB;

/** The HTTP timeouts; Node refuses a headers timeout longer than the request timeout, so that is checked here. */
function readHttpTimeouts(env: NodeJS.ProcessEnv): Pick<AppConfig, 'httpHeadersTimeoutMs' | 'httpRequestTimeoutMs' | 'httpIdleTimeoutMs'> {
  const httpHeadersTimeoutMs = readInteger('HTTP_HEADERS_TIMEOUT_MS', env.HTTP_HEADERS_TIMEOUT_MS, 10_000, 1000, 600_000);
  const httpRequestTimeoutMs = readInteger('HTTP_REQUEST_TIMEOUT_MS', env.HTTP_REQUEST_TIMEOUT_MS, 30_000, 1000, 3_600_000);
  if (httpHeadersTimeoutMs > httpRequestTimeoutMs) {
    throw new ConfigError(`HTTP_HEADERS_TIMEOUT_MS (${httpHeadersTimeoutMs}) must not be longer than HTTP_REQUEST_TIMEOUT_MS (${httpRequestTimeoutMs})`);
  }
  const httpIdleTimeoutMs = readInteger('HTTP_IDLE_TIMEOUT_MS', env.HTTP_IDLE_TIMEOUT_MS, 5000, 1000, 600_000);
  return { httpHeadersTimeoutMs, httpRequestTimeoutMs, httpIdleTimeoutMs };
}

/** How a data encryption key is written: 32 bytes as 64 hexadecimal characters, or in base64 (standard or URL-safe, padding optional). */
const DATA_KEY_FORMAT = '32 bytes written as 64 hexadecimal characters or in base64 (44 characters, e.g. from `openssl rand -base64 32`)';

/** A data encryption key as DATA_ENCRYPTION_KEY and the generated key file write it; null when it is not one. */
export function parseDataEncryptionKey(raw: string): Buffer | null {
  const value = raw.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return null;
  const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === 32 ? key : null;
}

/** One of the *DATA_ENCRYPTION_KEY variables; a malformed one is refused without repeating it (it may be a real key mistyped). */
function readDataEncryptionKey(name: string, raw: string | undefined): Buffer | undefined {
  const value = nonEmpty(raw);
  if (value === undefined) return undefined;
  const key = parseDataEncryptionKey(value);
  if (!key) throw new ConfigError(`${name} must be ${DATA_KEY_FORMAT}; the value given (${value.trim().length} characters) is neither`);
  return key;
}

function readDataEncryptionKeys(env: NodeJS.ProcessEnv): Pick<AppConfig, 'dataEncryptionKey' | 'previousDataEncryptionKey'> {
  const dataEncryptionKey = readDataEncryptionKey('DATA_ENCRYPTION_KEY', env.DATA_ENCRYPTION_KEY);
  const previousDataEncryptionKey = readDataEncryptionKey('DATA_ENCRYPTION_KEY_PREVIOUS', env.DATA_ENCRYPTION_KEY_PREVIOUS);
  if (previousDataEncryptionKey && !dataEncryptionKey) {
    throw new ConfigError('DATA_ENCRYPTION_KEY_PREVIOUS is the key DATA_ENCRYPTION_KEY replaced: set DATA_ENCRYPTION_KEY too');
  }
  return { dataEncryptionKey, previousDataEncryptionKey };
}

/** `npm run rotate-key`'s NEW_DATA_ENCRYPTION_KEY: the key to re-wrap every private file with, when DATA_ENCRYPTION_KEY is set. */
export function readNewDataEncryptionKey(env: NodeJS.ProcessEnv = process.env): Buffer | undefined {
  return readDataEncryptionKey('NEW_DATA_ENCRYPTION_KEY', env.NEW_DATA_ENCRYPTION_KEY);
}

export const DEFAULT_DOCUMENT_REFERENCE_PREFIX = 'BRGY';

/**
 * DOCUMENT_REFERENCE_PREFIX in upper case: 1 to 12 letters or digits, so a reference stays easy to read
 * out over the phone and to type into the search box. Also read by the migration that numbers the
 * requests stored before reference numbers existed.
 */
export function readDocumentReferencePrefix(env: NodeJS.ProcessEnv = process.env): string {
  const raw = nonEmpty(env.DOCUMENT_REFERENCE_PREFIX)?.trim();
  if (raw === undefined) return DEFAULT_DOCUMENT_REFERENCE_PREFIX;
  const prefix = referencePrefixOf(raw);
  if (prefix === null) throw new ConfigError(`DOCUMENT_REFERENCE_PREFIX must be 1 to 12 letters or digits, got "${raw}"`);
  return prefix;
}

/** SMTP_URL: smtp:// or smtps://. */
function readSmtpUrl(raw: string | undefined): string | undefined {
  return readServiceUrl('SMTP_URL', raw, ['smtp', 'smtps'], 'smtp://user:password@mail.example.com:587');
}

/**
 * A service's URL setting: unset when empty, else a URL of one of `protocols`, refused with `example` otherwise. The
 * value is never echoed (it may carry a password).
 */
function readServiceUrl(name: string, raw: string | undefined, protocols: readonly string[], example: string): string | undefined {
  const value = nonEmpty(raw)?.trim();
  if (value === undefined) return undefined;
  let protocol: string;
  try {
    protocol = new URL(value).protocol;
  } catch {
    throw new ConfigError(`${name} must be a URL such as ${example}`);
  }
  if (!protocols.some((known) => protocol === `${known}:`)) {
    throw new ConfigError(`${name} must start with ${protocols.map((known) => `${known}://`).join(' or ')}, got "${protocol}//"`);
  }
  return value;
}

/** DATABASE_READ_URL: postgres:// or postgresql://, and only beside DATABASE_URL (an embedded database has no replica). */
function readDatabaseReadUrl(raw: string | undefined, databaseUrl: string | undefined): string | undefined {
  const value = readServiceUrl('DATABASE_READ_URL', raw, ['postgres', 'postgresql'],
    'postgres://reader:password@db-replica.example.ph:5432/barangay_portal');
  if (value !== undefined && databaseUrl === undefined) {
    throw new ConfigError('DATABASE_READ_URL needs DATABASE_URL: the embedded PostgreSQL has no read replica');
  }
  return value;
}

/** REDIS_URL: redis:// or rediss:// (TLS), with the password and database number in the URL when needed. */
function readRedisUrl(raw: string | undefined): string | undefined {
  return readServiceUrl('REDIS_URL', raw, ['redis', 'rediss'], 'redis://:password@redis.example.com:6379/0');
}

const OBJECT_STORAGE_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_REGION', 'S3_FORCE_PATH_STYLE'] as const;

/**
 * S3_ENDPOINT and S3_BUCKET turn object storage on; the other S3_* settings mean nothing without them, so one set alone
 * is refused rather than ignored (the files would quietly stay on the local disk).
 */
function readObjectStorage(env: NodeJS.ProcessEnv): ObjectStorageSettings | undefined {
  const endpointRaw = nonEmpty(env.S3_ENDPOINT)?.trim();
  const bucketRaw = nonEmpty(env.S3_BUCKET)?.trim();
  if (endpointRaw === undefined || bucketRaw === undefined) {
    const given = OBJECT_STORAGE_VARIABLES.filter((name) => nonEmpty(env[name]) !== undefined);
    if (given.length === 0) return undefined;
    throw new ConfigError(`${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set, but object storage needs both S3_ENDPOINT and S3_BUCKET: `
      + 'set both to keep the uploaded files in a bucket, or neither to keep them under DATA_DIR/uploads');
  }
  const endpoint = readObjectStorageEndpoint(endpointRaw);
  return {
    endpoint,
    bucket: readBucketName(bucketRaw),
    region: readRegion(nonEmpty(env.S3_REGION)?.trim()),
    forcePathStyle: readStrictFlag('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE) ?? !isAwsEndpoint(endpoint),
    credentials: readObjectStorageCredentials(env),
  };
}

/** S3_ENDPOINT: an http(s) origin; credentials go in their own variables, never in the URL (it is shown in messages). */
function readObjectStorageEndpoint(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`S3_ENDPOINT must be a URL such as https://s3.ap-southeast-1.amazonaws.com or http://minio.internal:9000, got "${value}"`);
  }
  if (url.username || url.password) {
    throw new ConfigError('S3_ENDPOINT must not hold credentials: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY instead');
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.origin !== value.replace(/\/+$/, '')) {
    throw new ConfigError(`S3_ENDPOINT must be an http:// or https:// origin (scheme, host and port only), got "${value}"`);
  }
  return url.origin;
}

/** AWS's own endpoints address a bucket by host name; other S3-compatible servers (MinIO, Ceph) mostly by path. */
function isAwsEndpoint(endpoint: string): boolean {
  return /(^|\.)amazonaws\.com$/.test(new URL(endpoint).hostname);
}

/** S3_BUCKET: S3's naming rules (3 to 63 lower-case letters, digits, dots and hyphens, a letter or digit at each end). */
function readBucketName(value: string): string {
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value) || value.includes('..')) {
    throw new ConfigError(`S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens, beginning and ending with a letter or digit, got "${value}"`);
  }
  return value;
}

function readRegion(value: string | undefined): string {
  if (value === undefined) return 'us-east-1';
  if (!/^[a-z0-9-]{1,32}$/.test(value)) throw new ConfigError(`S3_REGION must be a region name such as us-east-1 or ap-southeast-1, got "${value}"`);
  return value;
}

/** Both keys or neither; the secret is never repeated in a message. */
function readObjectStorageCredentials(env: NodeJS.ProcessEnv): ObjectStorageSettings['credentials'] {
  const accessKeyId = nonEmpty(env.S3_ACCESS_KEY_ID)?.trim();
  const secretAccessKey = nonEmpty(env.S3_SECRET_ACCESS_KEY)?.trim();
  if (accessKeyId === undefined && secretAccessKey === undefined) return undefined;
  if (accessKeyId === undefined || secretAccessKey === undefined) {
    throw new ConfigError(`${accessKeyId === undefined ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'} is set without `
      + `${accessKeyId === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'}: set both, or neither to use the AWS SDK's default credentials`);
  }
  return { accessKeyId, secretAccessKey };
}

/** A yes/no setting that is refused when it is neither (unlike readFlag, which takes anything else as no). */
function readStrictFlag(name: string, raw: string | undefined): boolean | undefined {
  const value = nonEmpty(raw)?.trim().toLowerCase();
  if (value === undefined) return undefined;
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

/** ADMIN_MFA: `required` or `optional`; unset, required in production and optional elsewhere. */
function readAdminMfa(raw: string | undefined, nodeEnv: AppConfig['nodeEnv']): AdminMfa {
  const value = nonEmpty(raw)?.trim().toLowerCase();
  if (value === undefined) return nodeEnv === 'production' ? 'required' : 'optional';
  if (value !== 'required' && value !== 'optional') {
    throw new ConfigError(`ADMIN_MFA must be required or optional, got "${raw}"`);
  }
  return value;
}

function readFlag(raw: string | undefined): boolean | undefined {
  if (raw === undefined || raw === '') return undefined;
  return ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase());
}

/** CORS_ORIGINS: a comma-separated list of origins such as https://portal.example.gov.ph. */
function readOrigins(raw: string | undefined): string[] {
  const values = (raw ?? '').split(',').map((value) => value.trim()).filter(Boolean);
  return values.map((value) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new ConfigError(`CORS_ORIGINS must list origins such as https://portal.example.gov.ph, got "${value}"`);
    }
    if (!['http:', 'https:'].includes(url.protocol) || url.origin !== value.replace(/\/+$/, '')) {
      throw new ConfigError(`CORS_ORIGINS must list origins (scheme, host and port only), got "${value}"`);
    }
    return url.origin;
  });
}

function nonEmpty(raw: string | undefined): string | undefined {
  return raw === undefined || raw.trim() === '' ? undefined : raw;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = (env.NODE_ENV ?? 'development') as AppConfig['nodeEnv'];
  if (!NODE_ENVS.includes(nodeEnv)) {
    throw new ConfigError(`NODE_ENV must be one of ${NODE_ENVS.join(', ')}, got "${env.NODE_ENV}"`);
  }
  const jwtSecret = nonEmpty(env.JWT_SECRET);
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long');
  }
  const repoRoot = path.resolve(__dirname, '../../..');
  const barangayName = nonEmpty(env.BARANGAY_NAME)?.trim() ?? 'Barangay San Isidro';
  const mailFrom = nonEmpty(env.MAIL_FROM)?.trim() ?? `"${barangayName.replace(/["\\]/g, '')}" <no-reply@barangay.local>`;
  if (!/@[^\s@>]+\.[^\s@>]+>?$/.test(mailFrom)) {
    throw new ConfigError(`MAIL_FROM must be an e-mail address, optionally with a name ("Barangay Hall" <hall@example.ph>), got "${mailFrom}"`);
  }
  return {
    nodeEnv,
    port: readPort(env.PORT),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    databaseReadUrl: readDatabaseReadUrl(env.DATABASE_READ_URL, nonEmpty(env.DATABASE_URL)),
    dataDir: path.resolve(nonEmpty(env.DATA_DIR) ?? path.join(repoRoot, '.data')),
    jwtSecret,
    ...readDataEncryptionKeys(env),
    adminEmail: nonEmpty(env.ADMIN_EMAIL)?.toLowerCase(),
    adminPassword: nonEmpty(env.ADMIN_PASSWORD),
    graphqlPlayground: readFlag(env.GRAPHQL_PLAYGROUND) ?? nodeEnv !== 'production',
    publicUrl: readPublicUrl(env.PUBLIC_URL, nodeEnv),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    clientDistDir: path.resolve(nonEmpty(env.CLIENT_DIST_DIR) ?? path.join(repoRoot, 'client/dist')),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    documentReferencePrefix: readDocumentReferencePrefix(env),
    barangayName,
    cityName: nonEmpty(env.CITY_NAME)?.trim() ?? DEFAULT_CITY_NAME,
    cityAdminEmail: nonEmpty(env.CITY_ADMIN_EMAIL)?.toLowerCase(),
    cityAdminPassword: nonEmpty(env.CITY_ADMIN_PASSWORD),
    smtpUrl: readSmtpUrl(env.SMTP_URL),
    redisUrl: readRedisUrl(env.REDIS_URL),
    objectStorage: readObjectStorage(env),
    mailFrom,
    outboxIntervalMs: readInteger('OUTBOX_INTERVAL_MS', env.OUTBOX_INTERVAL_MS, 5000, 0, 3_600_000),
    verifyRateLimitPerMinute: readInteger('VERIFY_RATE_LIMIT', env.VERIFY_RATE_LIMIT, 30, 1, 100_000),
    authRateLimitPerAddress: readInteger('AUTH_RATE_LIMIT_PER_ADDRESS', env.AUTH_RATE_LIMIT_PER_ADDRESS, 30, 1, 10_000_000),
    authRateLimitPerAccount: readInteger('AUTH_RATE_LIMIT_PER_ACCOUNT', env.AUTH_RATE_LIMIT_PER_ACCOUNT, 10, 1, 10_000_000),
    authTakenEmailsPerAddress: readInteger('AUTH_TAKEN_EMAILS_PER_ADDRESS', env.AUTH_TAKEN_EMAILS_PER_ADDRESS, 10, 1, 10_000_000),
    authSlowdownFreeFailures: readInteger('AUTH_SLOWDOWN_FREE_FAILURES', env.AUTH_SLOWDOWN_FREE_FAILURES, 5, 0, 1000),
    authSlowdownMaxSeconds: readInteger('AUTH_SLOWDOWN_MAX_SECONDS', env.AUTH_SLOWDOWN_MAX_SECONDS, 30, 1, 3600),
    authSlowdownResetMinutes: readInteger('AUTH_SLOWDOWN_RESET_MINUTES', env.AUTH_SLOWDOWN_RESET_MINUTES, 15, 1, 24 * 60),
    corsOrigins: readOrigins(env.CORS_ORIGINS),
    sessionIdleMinutes: readInteger('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 30, 1, 24 * 60),
    sessionMaxHours: readInteger('SESSION_MAX_HOURS', env.SESSION_MAX_HOURS, 12, 1, 30 * 24),
    adminMfa: readAdminMfa(env.ADMIN_MFA, nodeEnv),
    uploadBytesInFlightMax: readInteger('UPLOAD_BYTES_IN_FLIGHT_MAX', env.UPLOAD_BYTES_IN_FLIGHT_MAX, 200 * MB, MIN_UPLOAD_BYTES_IN_FLIGHT, 1024 * 1024 * MB),
    ...readHttpTimeouts(env),
    maxConnectionsPerAddress: readInteger('MAX_CONNECTIONS_PER_ADDRESS', env.MAX_CONNECTIONS_PER_ADDRESS, 50, 1, 100_000),
    idRetentionRejectedDays: readInteger('ID_RETENTION_REJECTED_DAYS', env.ID_RETENTION_REJECTED_DAYS, 30, 1, MAX_RETENTION_DAYS),
    idRetentionApprovedDays: readInteger('ID_RETENTION_APPROVED_DAYS', env.ID_RETENTION_APPROVED_DAYS, 365, 1, MAX_RETENTION_DAYS),
  };
}
