import { Inject, Injectable, Optional } from '@nestjs/common';
import { MailerService } from '@nestjs-modules/mailer';

import { withTimeout } from '../async/with-timeout';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

export interface DeliveredMail {
  messageId?: string;
}

/** What the SMTP server said to a message sent for a diagnosis. */
export interface SmtpConversation {
  accepted: string[];
  rejected: string[];
  /** The server's last reply, e.g. `250 2.0.0 Ok: queued as 4FZ…`. */
  response: string | null;
  messageId: string | null;
}

/** How a diagnosis message failed: nodemailer's error code and the server's reply, if any. */
export interface SmtpFailure {
  /** nodemailer's code: ECONNECTION, EAUTH, EENVELOPE, EMESSAGE, ETIMEDOUT, ESOCKET… */
  code: string | null;
  message: string;
  responseCode: number | null;
  /** The SMTP command the server refused, e.g. `RCPT TO`. */
  command: string | null;
}

/** Where mail goes, for the status views: the transport and its host, never its credentials. */
export interface TransportDescription {
  provider: 'smtp' | 'gmail' | 'none';
  host: string | null;
  port: number | null;
  secure: boolean;
  authenticated: boolean;
}

/** How long a diagnosis message may take before it counts as failed (nodemailer waits minutes). */
const TEST_SEND_TIMEOUT_MS = 15_000;

/**
 * Delivery through nodemailer: over SMTP_URL, or Gmail with OAuth2 (GMAIL_*); otherwise there is
 * no transport.
 */
@Injectable()
export class MailTransport {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() private readonly mailer?: MailerService,
  ) {}

  get configured(): boolean {
    return Boolean((this.config.mail.smtpUrl || this.config.mail.gmail) && this.mailer);
  }

  /** The configured transport, read from SMTP_URL without its user name or password. */
  describe(): TransportDescription {
    if (this.configured && this.config.mail.gmail)
      return {
        provider: 'gmail',
        host: 'smtp.gmail.com',
        port: 465,
        secure: true,
        authenticated: true,
      };
    const url = this.configured ? safeUrl(this.config.mail.smtpUrl ?? '') : null;
    if (!url)
      return { provider: 'none', host: null, port: null, secure: false, authenticated: false };
    const secure = url.protocol === 'smtps:';
    return {
      provider: 'smtp',
      host: url.hostname,
      port: url.port ? Number(url.port) : secure ? 465 : 587,
      secure,
      authenticated: Boolean(url.username),
    };
  }

  /**
   * Sends a message now, outside the outbox, and reports the SMTP conversation: accepted and
   * rejected recipients and the server's reply, or how it failed. Errors are described, not thrown.
   */
  async converse(mail: {
    to: string;
    subject: string;
    text: string;
  }): Promise<{ ok: true; conversation: SmtpConversation } | { ok: false; failure: SmtpFailure }> {
    if (!this.mailer) throw new Error('no mail transport is configured');
    try {
      const info = (await withTimeout(
        this.mailer.sendMail({ from: this.config.mail.from, ...mail }),
        TEST_SEND_TIMEOUT_MS,
      )) as {
        accepted?: Array<string | { address: string }>;
        rejected?: Array<string | { address: string }>;
        response?: string;
        messageId?: string;
      };
      const addresses = (list?: Array<string | { address: string }>) =>
        (list ?? []).map((entry) => (typeof entry === 'string' ? entry : entry.address));
      return {
        ok: true,
        conversation: {
          accepted: addresses(info.accepted),
          rejected: addresses(info.rejected),
          response: info.response ?? null,
          messageId: info.messageId ?? null,
        },
      };
    } catch (error) {
      return { ok: false, failure: this.failureOf(error) };
    }
  }

  private failureOf(error: unknown): SmtpFailure {
    const details = (error ?? {}) as {
      code?: unknown;
      responseCode?: unknown;
      command?: unknown;
    };
    const message = error instanceof Error ? error.message : String(error);
    return {
      code:
        typeof details.code === 'string'
          ? details.code
          : /no answer within/.test(message)
            ? 'ETIMEDOUT'
            : null,
      message: this.withoutCredentials(message),
      responseCode: typeof details.responseCode === 'number' ? details.responseCode : null,
      command: typeof details.command === 'string' ? details.command : null,
    };
  }

  /** An error may quote the connection string; its user name and password never leave here. */
  private withoutCredentials(text: string): string {
    const url = safeUrl(this.config.mail.smtpUrl ?? '');
    const gmail = this.config.mail.gmail;
    let clean = text;
    for (const secret of [url?.password, url?.username, gmail?.clientSecret, gmail?.refreshToken])
      if (secret)
        clean = clean.split(decodeURIComponent(secret)).join('***').split(secret).join('***');
    return clean;
  }

  async deliver(mail: {
    to: string;
    subject: string;
    text: string;
    html?: string | null;
    replyTo?: string | null;
    attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
  }): Promise<DeliveredMail> {
    if (!this.mailer) throw new Error('no mail transport is configured');
    const info = (await this.mailer.sendMail({
      from: this.config.mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? undefined,
      replyTo: mail.replyTo ?? undefined,
      attachments: mail.attachments,
    })) as { messageId?: string };
    return { messageId: info?.messageId };
  }
}

function safeUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}
