import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as a real SMTP server received it, with its MIME parts decoded. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

export interface TestSmtpServer {
  /** For SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** The next message to arrive (or one that arrived and was not taken yet). */
  nextMessage(timeoutMs?: number): Promise<ReceivedMail>;
  /** While true, the server refuses every recipient with 550 (a mail that cannot be delivered). */
  rejectAll: boolean;
  close(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// A small MIME reader: enough for what nodemailer writes (multipart/alternative with text and HTML,
// quoted-printable or base64 bodies, RFC 2047 headers). mailparser is not a dependency.

function splitHead(raw: string): { head: string; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  if (at < 0) return { head: raw, body: '' };
  const sep = /\r?\n\r?\n/.exec(raw.slice(at))![0];
  return { head: raw.slice(0, at), body: raw.slice(at + sep.length) };
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function hexBytes(text: string, underscoreIsSpace: boolean): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (ch === '_' && underscoreIsSpace) {
      bytes.push(0x20);
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

export function decodeQuotedPrintable(body: string): string {
  return hexBytes(body.replace(/=\r?\n/g, ''), false).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=); adjacent words join without the space between. */
export function decodeHeaderValue(value: string): string {
  const parts: Buffer[] = [];
  let rest = value.replace(/\?=\s+=\?/g, '?==?');
  const word = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/;
  for (let m = word.exec(rest); m; m = word.exec(rest)) {
    parts.push(Buffer.from(rest.slice(0, m.index), 'utf8'));
    parts.push(m[2]!.toUpperCase() === 'B' ? Buffer.from(m[3]!, 'base64') : hexBytes(m[3]!, true));
    rest = rest.slice(m.index + m[0].length);
  }
  parts.push(Buffer.from(rest, 'utf8'));
  return Buffer.concat(parts).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    default:
      return body;
  }
}

/** The decoded text/plain and text/html parts of a message (nested multiparts included). */
function leafParts(raw: string): Array<{ type: string; content: string }> {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const type = headers['content-type'] ?? 'text/plain';
  if (/^multipart\//i.test(type)) {
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (!boundary) return [];
    const chunks = body.split(`--${boundary}`).slice(1);
    return chunks.filter((chunk) => !chunk.startsWith('--')).flatMap((chunk) => leafParts(chunk.replace(/^\r?\n/, '')));
  }
  return [{ type: type.split(';')[0]!.trim().toLowerCase(), content: decodeBody(body, headers['content-transfer-encoding']) }];
}

export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const headers = parseHeaders(splitHead(raw).head);
  const parts = leafParts(raw);
  return {
    ...envelope,
    raw,
    headers,
    subject: decodeHeaderValue(headers['subject'] ?? ''),
    text: parts.find((p) => p.type === 'text/plain')?.content ?? '',
    html: parts.find((p) => p.type === 'text/html')?.content ?? '',
  };
}

/** The password-page link of a mail's text part. */
export function passwordLinkOf(mail: ReceivedMail): URL {
  const match = /https?:\/\/\S+\/account\/password\?token=[A-Za-z0-9_%-]+/.exec(mail.text);
  if (!match) throw new Error(`no password link in the mail:\n${mail.text}`);
  return new URL(match[0]);
}

// ---------------------------------------------------------------------------------------------

/** A real SMTP server on a free local port (no TLS, no authentication), collecting what it receives. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiting: Array<(mail: ReceivedMail) => void> = [];
  let taken = 0;
  const state = { rejectAll: false };

  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!state.rejectAll) return callback();
      const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
      error.responseCode = 550;
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelopeFrom = session.envelope.mailFrom;
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'), {
          from: envelopeFrom ? envelopeFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        });
        messages.push(mail);
        const waiter = waiting.shift();
        if (waiter) {
          taken++;
          waiter(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get rejectAll() {
      return state.rejectAll;
    },
    set rejectAll(value: boolean) {
      state.rejectAll = value;
    },
    nextMessage(timeoutMs = 5000) {
      if (taken < messages.length) return Promise.resolve(messages[taken++]!);
      return new Promise<ReceivedMail>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no mail arrived')), timeoutMs);
        waiting.push((mail) => {
          clearTimeout(timer);
          resolve(mail);
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
