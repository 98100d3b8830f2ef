import { AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * The text of a single-part message as its reader sees it: the body after the headers, decoded
 * from quoted-printable or base64 when the message says so.
 */
export function bodyText(mail: ReceivedMail): string {
  const split = mail.raw.indexOf('\r\n\r\n');
  const headers = mail.raw.slice(0, split);
  const body = mail.raw.slice(split + 4);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * A local SMTP server standing in for the mail provider. `failNext(n)` makes the next n messages
 * fail with a temporary error, to exercise retries; `refuse(address)` turns every message to that
 * address away for now (450, to be tried again) and `reject(address)` for good (550), until
 * `acceptAll()`.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  private failures = 0;
  /** Addresses turned away, with the SMTP reply code they get. */
  private readonly refused = new Map<string, 450 | 550>();
  private server!: SMTPServer;
  port = 0;

  failNext(count: number): void {
    this.failures = count;
  }

  refuse(address: string): void {
    this.refused.set(address.toLowerCase(), 450);
  }

  reject(address: string): void {
    this.refused.set(address.toLowerCase(), 550);
  }

  acceptAll(): void {
    this.refused.clear();
  }

  /** Messages delivered to this address. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(address));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        const code = this.refused.get(address.address.toLowerCase());
        if (!code) return callback();
        const error = new Error(
          code === 550 ? 'Mailbox unavailable' : 'Mailbox busy, try again later',
        ) as Error & { responseCode: number };
        error.responseCode = code;
        callback(error);
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (this.failures > 0) {
            this.failures--;
            const error = new Error('Mailbox temporarily unavailable') as Error & {
              responseCode: number;
            };
            error.responseCode = 451;
            return callback(error);
          }
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
