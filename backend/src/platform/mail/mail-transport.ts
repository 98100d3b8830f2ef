import { Inject, Injectable, Optional } from '@nestjs/common';
import { MailerService } from '@nestjs-modules/mailer';

import { APP_CONFIG, type AppConfig } from '../config/app-config';

export interface DeliveredMail {
  messageId?: string;
}

/** SMTP delivery through nodemailer when SMTP_URL is set; otherwise there is no transport. */
@Injectable()
export class MailTransport {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() private readonly mailer?: MailerService,
  ) {}

  get configured(): boolean {
    return Boolean(this.config.mail.smtpUrl && this.mailer);
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
