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
 * The mail pipeline: outbox table, `emails` queue processor, the outbox sweeper, SMTP transport
 * when configured.
 */
@Global()
@Module({})
export class MailModule {
  static forRoot(config: AppConfig): DynamicModule {
    const smtp = config.mail.smtpUrl
      ? [MailerModule.forRoot({ transport: config.mail.smtpUrl })]
      : [];
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
