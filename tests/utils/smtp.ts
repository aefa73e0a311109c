import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eventually, POLL_LIMIT_MS } from './eventually';

/** One message as the SMTP server received it, with its headers and decoded plain-text body. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Record<string, string>;
  subject: string;
  text: string;
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  /** Resolves once `count` messages in all have arrived, or fails after `timeoutMs` (POLL_LIMIT_MS unless told). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

function unfoldHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=), as long subjects are sent. */
function decodeWords(value: string): string {
  return value.replace(/\s*=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_all, _charset: string, encoding: string, data: string) => {
    if (encoding.toUpperCase() === 'B') return Buffer.from(data, 'base64').toString('utf8');
    return decodeQuotedPrintable(data.replace(/_/g, ' '));
  });
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_all, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

function parse(raw: string, envelopeFrom: string, envelopeTo: string[]): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = unfoldHeaders(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const text = encoding === 'quoted-printable' ? decodeQuotedPrintable(body)
    : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { envelopeFrom, envelopeTo, headers, subject: decodeWords(headers.subject ?? ''), text: text.replace(/\r\n/g, '\n'), raw };
}

/** A real SMTP server in this process (no TLS, no authentication), keeping what it receives. */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address;
        received.push(parse(Buffer.concat(chunks).toString('utf8'), from, session.envelope.rcptTo.map((to) => to.address)));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    async waitFor(count, timeoutMs = POLL_LIMIT_MS) {
      await eventually(() => received.length >= count, timeoutMs, `${count} e-mails`, 25)
        .catch(() => { throw new Error(`expected ${count} e-mails, ${received.length} arrived`); });
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
