import { ConfigError, loadConfig, readNewDataEncryptionKey } from '../env';

describe('loadConfig', () => {
  it('defaults to port 4000, the embedded database and the playground in development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ nodeEnv: 'development', port: 4000, databaseUrl: undefined, graphqlPlayground: true });
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it('turns the playground off in production unless GRAPHQL_PLAYGROUND=1', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example.gov.ph' };
    expect(loadConfig(production).graphqlPlayground).toBe(false);
    expect(loadConfig({ ...production, GRAPHQL_PLAYGROUND: '1' }).graphqlPlayground).toBe(true);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ DOCUMENT_REFERENCE_PREFIX: 'BRGY-1' }, 'DOCUMENT_REFERENCE_PREFIX'],
    [{ DOCUMENT_REFERENCE_PREFIX: 'ABCDEFGHIJKLM' }, 'DOCUMENT_REFERENCE_PREFIX'],
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL'],
    [{ SMTP_URL: 'not a url' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'Barangay Hall' }, 'MAIL_FROM'],
    [{ OUTBOX_INTERVAL_MS: '-1' }, 'OUTBOX_INTERVAL_MS'],
    [{ VERIFY_RATE_LIMIT: '0' }, 'VERIFY_RATE_LIMIT'],
    [{ TRUST_PROXY: 'yes please' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'loopback, 300.1.2.3' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '0' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY'],
    [{ NODE_ENV: 'production' }, 'PUBLIC_URL'],
    [{ NODE_ENV: 'production', PUBLIC_URL: ' ' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'portal.example.gov.ph' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'ftp://portal.example.gov.ph' }, 'PUBLIC_URL'],
    [{ UPLOAD_BYTES_IN_FLIGHT_MAX: '1048576' }, 'UPLOAD_BYTES_IN_FLIGHT_MAX'],
    [{ UPLOAD_BYTES_IN_FLIGHT_MAX: '200MB' }, 'UPLOAD_BYTES_IN_FLIGHT_MAX'],
    [{ HTTP_HEADERS_TIMEOUT_MS: '40000' }, 'HTTP_HEADERS_TIMEOUT_MS'],
    [{ HTTP_REQUEST_TIMEOUT_MS: '500' }, 'HTTP_REQUEST_TIMEOUT_MS'],
    [{ HTTP_IDLE_TIMEOUT_MS: 'soon' }, 'HTTP_IDLE_TIMEOUT_MS'],
    [{ MAX_CONNECTIONS_PER_ADDRESS: '0' }, 'MAX_CONNECTIONS_PER_ADDRESS'],
  ])('refuses %p with a message naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('reads TRUST_PROXY as off, a hop count or a list of addresses and ranges, loopback when unset', () => {
    expect(loadConfig({}).trustProxy).toEqual({ kind: 'addresses', addresses: ['loopback'] });
    expect(loadConfig({ TRUST_PROXY: ' ' }).trustProxy).toEqual({ kind: 'addresses', addresses: ['loopback'] });
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toEqual({ kind: 'off' });
    expect(loadConfig({ TRUST_PROXY: 'OFF' }).trustProxy).toEqual({ kind: 'off' });
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual({ kind: 'hops', hops: 1 });
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,172.16.5.4, fd00::/8' }).trustProxy)
      .toEqual({ kind: 'addresses', addresses: ['loopback', '10.0.0.0/8', '172.16.5.4', 'fd00::/8'] });
  });

  it('requires PUBLIC_URL in production only, and keeps it without a trailing slash', () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example.gov.ph/' }).publicUrl).toBe('https://portal.example.gov.ph');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', ADMIN_EMAIL: ' ' })).toMatchObject({ databaseUrl: undefined, adminEmail: undefined });
  });

  it('defaults the documents and notifications settings: BRGY references, no e-mail, a 5-second outbox, 30 look-ups a minute', () => {
    expect(loadConfig({})).toMatchObject({
      documentReferencePrefix: 'BRGY',
      barangayName: 'Barangay San Isidro',
      smtpUrl: undefined,
      mailFrom: '"Barangay San Isidro" <no-reply@barangay.local>',
      outboxIntervalMs: 5000,
      verifyRateLimitPerMinute: 30,
    });
  });

  it('slows an account down after 5 failures, up to 30 s between checks, forgotten after 15 quiet minutes, and refuses nonsense', () => {
    expect(loadConfig({})).toMatchObject({ authSlowdownFreeFailures: 5, authSlowdownMaxSeconds: 30, authSlowdownResetMinutes: 15 });
    expect(loadConfig({ AUTH_SLOWDOWN_FREE_FAILURES: '0', AUTH_SLOWDOWN_MAX_SECONDS: '2', AUTH_SLOWDOWN_RESET_MINUTES: '60' }))
      .toMatchObject({ authSlowdownFreeFailures: 0, authSlowdownMaxSeconds: 2, authSlowdownResetMinutes: 60 });
    expect(() => loadConfig({ AUTH_SLOWDOWN_MAX_SECONDS: '0' })).toThrow(/AUTH_SLOWDOWN_MAX_SECONDS/);
    expect(() => loadConfig({ AUTH_SLOWDOWN_FREE_FAILURES: 'lots' })).toThrow(/AUTH_SLOWDOWN_FREE_FAILURES/);
    expect(() => loadConfig({ AUTH_SLOWDOWN_RESET_MINUTES: '-1' })).toThrow(/AUTH_SLOWDOWN_RESET_MINUTES/);
  });

  it('limits uploads in flight to 200 MB, requests to 10 s for headers and 30 s in all, idle connections to 5 s, 50 connections per address', () => {
    expect(loadConfig({})).toMatchObject({
      uploadBytesInFlightMax: 200 * 1024 * 1024,
      httpHeadersTimeoutMs: 10_000,
      httpRequestTimeoutMs: 30_000,
      httpIdleTimeoutMs: 5000,
      maxConnectionsPerAddress: 50,
    });
    expect(loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '40000', HTTP_REQUEST_TIMEOUT_MS: '60000', MAX_CONNECTIONS_PER_ADDRESS: '200' }))
      .toMatchObject({ httpHeadersTimeoutMs: 40_000, httpRequestTimeoutMs: 60_000, maxConnectionsPerAddress: 200 });
  });

  it('ends sessions after 30 idle minutes and 12 hours unless told otherwise, and refuses nonsense', () => {
    expect(loadConfig({})).toMatchObject({ sessionIdleMinutes: 30, sessionMaxHours: 12 });
    expect(loadConfig({ SESSION_IDLE_MINUTES: '10', SESSION_MAX_HOURS: '8' })).toMatchObject({ sessionIdleMinutes: 10, sessionMaxHours: 8 });
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(() => loadConfig({ SESSION_MAX_HOURS: 'forever' })).toThrow(/SESSION_MAX_HOURS/);
  });

  it('keeps rejected ID images 30 days and approved ones 365 unless told otherwise, in whole days from 1', () => {
    expect(loadConfig({})).toMatchObject({ idRetentionRejectedDays: 30, idRetentionApprovedDays: 365 });
    expect(loadConfig({ ID_RETENTION_REJECTED_DAYS: '7', ID_RETENTION_APPROVED_DAYS: ' 730 ' }))
      .toMatchObject({ idRetentionRejectedDays: 7, idRetentionApprovedDays: 730 });
    expect(() => loadConfig({ ID_RETENTION_REJECTED_DAYS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ ID_RETENTION_REJECTED_DAYS: '0' }))
      .toThrow('ID_RETENTION_REJECTED_DAYS must be a whole number from 1 to 36500, got "0"');
    expect(() => loadConfig({ ID_RETENTION_APPROVED_DAYS: '1.5' })).toThrow(/ID_RETENTION_APPROVED_DAYS must be a whole number/);
    expect(() => loadConfig({ ID_RETENTION_APPROVED_DAYS: 'a year' })).toThrow(/ID_RETENTION_APPROVED_DAYS/);
    expect(() => loadConfig({ ID_RETENTION_APPROVED_DAYS: '-30' })).toThrow(/ID_RETENTION_APPROVED_DAYS/);
  });

  it('requires administrators to use two-factor sign-in in production unless ADMIN_MFA says otherwise', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example.gov.ph' };
    expect(loadConfig(production).adminMfa).toBe('required');
    expect(loadConfig({ ...production, ADMIN_MFA: 'optional' }).adminMfa).toBe('optional');
    expect(loadConfig({}).adminMfa).toBe('optional');
    expect(loadConfig({ NODE_ENV: 'test', ADMIN_MFA: ' Required ' }).adminMfa).toBe('required');
    expect(() => loadConfig({ ADMIN_MFA: 'yes' })).toThrow(/ADMIN_MFA must be required or optional/);
  });

  it('reads the documents and notifications settings, the reference prefix in upper case', () => {
    expect(loadConfig({
      DOCUMENT_REFERENCE_PREFIX: 'sanIsidro',
      BARANGAY_NAME: 'Barangay Malinis',
      SMTP_URL: 'smtps://user:secret@mail.example.ph:465',
      MAIL_FROM: '"Barangay Malinis" <hall@malinis.example.ph>',
      OUTBOX_INTERVAL_MS: '0',
      VERIFY_RATE_LIMIT: '100',
    })).toMatchObject({
      documentReferencePrefix: 'SANISIDRO',
      barangayName: 'Barangay Malinis',
      smtpUrl: 'smtps://user:secret@mail.example.ph:465',
      mailFrom: '"Barangay Malinis" <hall@malinis.example.ph>',
      outboxIntervalMs: 0,
      verifyRateLimitPerMinute: 100,
    });
  });

  describe('DATA_ENCRYPTION_KEY (docs/architecture.md#privacy-encryption)', () => {
    const refusalOf = (load: () => unknown): string => {
      try {
        load();
      } catch (error) {
        return (error as Error).message;
      }
      return 'no refusal';
    };
    const key = Buffer.from('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f', 'hex');

    it('takes 32 bytes as 64 hexadecimal characters or in base64, standard or URL-safe, padded or not', () => {
      expect(loadConfig({}).dataEncryptionKey).toBeUndefined();
      for (const written of [key.toString('hex'), key.toString('hex').toUpperCase(), key.toString('base64'), key.toString('base64url'),
        ` ${key.toString('base64')}\n`]) {
        expect([written, loadConfig({ DATA_ENCRYPTION_KEY: written }).dataEncryptionKey?.equals(key)]).toEqual([written, true]);
      }
      const previous = Buffer.alloc(32, 7);
      expect(loadConfig({ DATA_ENCRYPTION_KEY: key.toString('hex'), DATA_ENCRYPTION_KEY_PREVIOUS: previous.toString('base64') })
        .previousDataEncryptionKey?.equals(previous)).toBe(true);
    });

    it.each([
      ['too short', key.subarray(0, 16).toString('base64')],
      ['too long', Buffer.alloc(48, 1).toString('base64')],
      ['63 hexadecimal characters', key.toString('hex').slice(1)],
      ['a passphrase', 'correct horse battery staple, at least long'],
    ])('refuses a key that is %s, saying the format and without repeating the value', (_label, value) => {
      expect(() => loadConfig({ DATA_ENCRYPTION_KEY: value })).toThrow(ConfigError);
      const message = refusalOf(() => loadConfig({ DATA_ENCRYPTION_KEY: value }));
      expect(message).toBe('DATA_ENCRYPTION_KEY must be 32 bytes written as 64 hexadecimal characters or in base64 (44 characters, '
        + `e.g. from \`openssl rand -base64 32\`); the value given (${value.length} characters) is neither`);
      expect(message).not.toContain(value);
    });

    it('refuses a previous key without a current one, and a malformed NEW_DATA_ENCRYPTION_KEY for rotate-key', () => {
      expect(() => loadConfig({ DATA_ENCRYPTION_KEY_PREVIOUS: key.toString('hex') })).toThrow(/set DATA_ENCRYPTION_KEY too/);
      expect(() => loadConfig({ DATA_ENCRYPTION_KEY: key.toString('hex'), DATA_ENCRYPTION_KEY_PREVIOUS: 'short' })).toThrow(/^DATA_ENCRYPTION_KEY_PREVIOUS must be 32 bytes/);
      expect(readNewDataEncryptionKey({})).toBeUndefined();
      expect(readNewDataEncryptionKey({ NEW_DATA_ENCRYPTION_KEY: key.toString('base64') })?.equals(key)).toBe(true);
      expect(() => readNewDataEncryptionKey({ NEW_DATA_ENCRYPTION_KEY: 'abc' })).toThrow(/^NEW_DATA_ENCRYPTION_KEY must be 32 bytes/);
    });
  });
});

describe('S3_* (docs/architecture.md#object-storage)', () => {
  const bucket = { S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'barangay-files' };

  it('keeps the files under DATA_DIR when S3_ENDPOINT and S3_BUCKET are unset', () => {
    expect(loadConfig({}).objectStorage).toBeUndefined();
  });

  it('turns object storage on with S3_ENDPOINT and S3_BUCKET, in us-east-1, by path, with the SDK\'s own credentials unless given', () => {
    expect(loadConfig(bucket).objectStorage).toEqual({
      endpoint: 'http://127.0.0.1:9000', bucket: 'barangay-files', region: 'us-east-1', forcePathStyle: true, credentials: undefined,
    });
    expect(loadConfig({
      S3_ENDPOINT: 'https://s3.ap-southeast-1.amazonaws.com/', S3_BUCKET: 'lgu.files', S3_REGION: 'ap-southeast-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret-example',
    }).objectStorage).toEqual({
      endpoint: 'https://s3.ap-southeast-1.amazonaws.com', bucket: 'lgu.files', region: 'ap-southeast-1',
      // AWS's own endpoints name the bucket in the host.
      forcePathStyle: false, credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-example' },
    });
    expect(loadConfig({ ...bucket, S3_FORCE_PATH_STYLE: 'false' }).objectStorage?.forcePathStyle).toBe(false);
  });

  it.each([
    [{ S3_BUCKET: 'files' }, 'S3_BUCKET is set, but object storage needs both S3_ENDPOINT and S3_BUCKET: set both to keep the uploaded files in a bucket, or neither to keep them under DATA_DIR/uploads'],
    [{ S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'a' }, 'S3_ACCESS_KEY_ID, S3_REGION are set, but object storage needs both S3_ENDPOINT and S3_BUCKET'],
    [{ ...bucket, S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must be an http:// or https:// origin (scheme, host and port only), got "minio:9000"'],
    [{ ...bucket, S3_ENDPOINT: 'http://minio:9000/files' }, 'S3_ENDPOINT must be an http:// or https:// origin (scheme, host and port only)'],
    [{ ...bucket, S3_ENDPOINT: 'http://key:secret@minio:9000' }, 'S3_ENDPOINT must not hold credentials: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY instead'],
    [{ ...bucket, S3_BUCKET: 'Barangay_Files' }, 'S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens'],
    [{ ...bucket, S3_BUCKET: 'ab' }, 'S3_BUCKET must be a bucket name'],
    [{ ...bucket, S3_REGION: 'Manila 1' }, 'S3_REGION must be a region name such as us-east-1 or ap-southeast-1, got "Manila 1"'],
    [{ ...bucket, S3_FORCE_PATH_STYLE: 'sometimes' }, 'S3_FORCE_PATH_STYLE must be true or false, got "sometimes"'],
    [{ ...bucket, S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' }, 'S3_ACCESS_KEY_ID is set without S3_SECRET_ACCESS_KEY: set both, or neither to use the AWS SDK\'s default credentials'],
  ])('refuses %j, saying what to set', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never repeats the secret access key', () => {
    let message = '';
    try {
      loadConfig({ ...bucket, S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI-secret' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe('S3_SECRET_ACCESS_KEY is set without S3_ACCESS_KEY_ID: set both, or neither to use the AWS SDK\'s default credentials');
  });
});

describe('DATABASE_READ_URL (docs/architecture.md#replicas-read-database)', () => {
  const primary = { DATABASE_URL: 'postgres://portal:secret@db:5432/barangay_portal' };

  it('reads the primary when unset, and takes a postgres:// URL beside DATABASE_URL', () => {
    expect(loadConfig(primary).databaseReadUrl).toBeUndefined();
    const url = 'postgresql://reader:secret@db-replica:5432/barangay_portal';
    expect(loadConfig({ ...primary, DATABASE_READ_URL: ` ${url} ` }).databaseReadUrl).toBe(url);
  });

  it('refuses another scheme, a malformed URL, and a read URL without DATABASE_URL', () => {
    expect(() => loadConfig({ ...primary, DATABASE_READ_URL: 'mysql://db/portal' })).toThrow(/DATABASE_READ_URL must start with postgres:\/\//);
    expect(() => loadConfig({ ...primary, DATABASE_READ_URL: 'db-replica:5432' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://reader@db-replica/portal' })).toThrow(/DATABASE_READ_URL needs DATABASE_URL/);
  });
});
