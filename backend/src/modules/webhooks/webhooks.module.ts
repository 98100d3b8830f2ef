import { DynamicModule, Global, Module } from '@nestjs/common';

import type { AppConfig } from '../../platform/config/app-config';
import { resolveSessionSecret } from '../../platform/config/session-secret';
import { SecretBox } from '../../platform/crypto/secret-box';
import { WEBHOOK_SECRET_BOX, WebhookDeliveries } from './webhook-deliveries.service';
import { WebhooksController } from './webhooks.controller';
import { WebhooksProcessor } from './webhooks.processor';
import { WebhooksService } from './webhooks.service';

/**
 * Outgoing webhooks. Global: the modules whose changes are events inject WebhookDeliveries and
 * call `emit` once the change is saved.
 */
@Global()
@Module({})
export class WebhooksModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WebhooksModule,
      controllers: [WebhooksController],
      providers: [
        WebhooksService,
        WebhookDeliveries,
        WebhooksProcessor,
        {
          provide: WEBHOOK_SECRET_BOX,
          useFactory: () => new SecretBox(resolveSessionSecret(config), 'webhook secrets'),
        },
      ],
      exports: [WebhookDeliveries],
    };
  }
}
