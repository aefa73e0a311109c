import pino from 'pino';

/**
 * Structured logs. Credentials and personal data never belong in a log line: the redaction below is a
 * safety net, not a licence to log request bodies. A failed query's error carries the statement's
 * parameters (a password hash, an e-mail) and PostgreSQL's `detail` (the conflicting values): both go.
 */
const REDACTED_PATHS = [
  'password', '*.password', 'token', '*.token', 'refresh', '*.refresh', 'access', '*.access',
  'authorization', '*.authorization', 'headers.authorization', 'req.headers.authorization',
  'secret', '*.secret', 'mfaToken', '*.mfaToken', 'recoveryCodes', '*.recoveryCodes',
  'err.parameters', 'err.detail', 'err.driverError.detail', 'err.driverError.parameters',
];

export function createLogger(level: string, destination?: pino.DestinationStream): pino.Logger {
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, destination);
}

export type Logger = pino.Logger;
