import { DynamicModule, Global, Module } from '@nestjs/common';
import { MailerModule } from '@nestjs-modules/mailer';

import type { AppConfig } from '../config/app-config';
import { resolveSessionSecret } from '../config/session-secret';
import { SecretBox } from '../crypto/secret-box';
import { MailProcessor } from './mail.processor';
import { MAIL_SECRET_BOX, MailService } from './mail.service';
import { MailSweeper } from './mail-sweeper.service';
import { MailTransport } from './mail-transport';

/**
 * SMTP_URL, or Gmail's SMTP server signing in with OAuth2: nodemailer trades the refresh token
 * for access tokens at the token URL as it needs them. None: mail is held in the outbox.
 */
function mailTransportOptions(config: AppConfig) {
  if (config.mail.smtpUrl) return config.mail.smtpUrl;
  const gmail = config.mail.gmail;
  if (!gmail) return undefined;
  return {
    service: 'gmail',
    auth: {
      type: 'OAuth2' as const,
      user: gmail.user,
      clientId: gmail.clientId,
      clientSecret: gmail.clientSecret,
      refreshToken: gmail.refreshToken,
      accessUrl: gmail.tokenUrl,
    },
  };
}

/**
 * The mail pipeline: outbox table, `emails` queue processor, the outbox sweeper, SMTP or Gmail transport
 * when configured.
 */
@Global()
@Module({})
export class MailModule {
  static forRoot(config: AppConfig): DynamicModule {
    const transport = mailTransportOptions(config);
    const smtp = transport ? [MailerModule.forRoot({ transport })] : [];
    const secretBox = {
      provide: MAIL_SECRET_BOX,
      useFactory: () => new SecretBox(resolveSessionSecret(config), 'mail-outbox secrets'),
    };
    return {
      module: MailModule,
      imports: smtp,
      providers: [MailService, MailTransport, MailProcessor, MailSweeper, secretBox],
      exports: [MailService, MailTransport],
    };
  }
}
