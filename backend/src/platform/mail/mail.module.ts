import { DynamicModule, Global, Module } from '@nestjs/common';
import { MailerModule } from '@nestjs-modules/mailer';

import type { AppConfig } from '../config/app-config';
import { MailProcessor } from './mail.processor';
import { MailRecovery } from './mail-recovery.service';
import { MailService } from './mail.service';
import { MailTransport } from './mail-transport';

/** The mail pipeline: outbox table, `emails` queue processor, SMTP transport when configured. */
@Global()
@Module({})
export class MailModule {
  static forRoot(config: AppConfig): DynamicModule {
    const smtp = config.mail.smtpUrl
      ? [MailerModule.forRoot({ transport: config.mail.smtpUrl })]
      : [];
    return {
      module: MailModule,
      imports: smtp,
      providers: [MailService, MailTransport, MailProcessor, MailRecovery],
      exports: [MailService, MailTransport],
    };
  }
}
