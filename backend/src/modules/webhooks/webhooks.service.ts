import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { SecretBox } from '../../platform/crypto/secret-box';
import { decodeCursor, page, type PageRequest } from '../../platform/http/pagination';
import { LocalizedException } from '../../platform/i18n/localized.exception';
import type { CreateWebhookDto, UpdateWebhookDto } from './dto/webhook.dto';
import { WebhookDelivery } from './entities/webhook-delivery.entity';
import { WebhookEndpoint } from './entities/webhook-endpoint.entity';
import {
  SECRET_CONTEXT,
  WEBHOOK_SECRET_BOX,
  WebhookDeliveries,
} from './webhook-deliveries.service';
import { newWebhookSecret } from './webhook-signature';
import { targetProblem } from './webhook-targets';

/** The back-office's webhook endpoints: make, change, disable, rotate, delete; their deliveries. */
@Injectable()
export class WebhooksService {
  constructor(
    private readonly em: EntityManager,
    private readonly sender: WebhookDeliveries,
    @Inject(WEBHOOK_SECRET_BOX) private readonly secrets: SecretBox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async create(dto: CreateWebhookDto): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    await this.checkTarget(dto.url);
    const em = this.em.fork();
    const secret = newWebhookSecret();
    const endpoint = em.create(WebhookEndpoint, {
      url: dto.url,
      events: [...new Set(dto.events)],
      description: dto.description ?? null,
      sealedSecret: this.secrets.seal(secret, SECRET_CONTEXT),
    });
    await em.flush();
    return { endpoint, secret };
  }

  list(): Promise<WebhookEndpoint[]> {
    return this.em.fork().find(WebhookEndpoint, {}, { orderBy: { id: 'asc' } });
  }

  async get(id: number, em = this.em.fork()): Promise<WebhookEndpoint> {
    const endpoint = await em.findOne(WebhookEndpoint, id);
    if (!endpoint) throw new LocalizedException(404, 'webhooks.notFound');
    return endpoint;
  }

  async update(id: number, dto: UpdateWebhookDto): Promise<WebhookEndpoint> {
    if (dto.url !== undefined) await this.checkTarget(dto.url);
    const em = this.em.fork();
    const endpoint = await this.get(id, em);
    if (dto.url !== undefined) endpoint.url = dto.url;
    if (dto.events !== undefined) endpoint.events = [...new Set(dto.events)];
    if (dto.description !== undefined) endpoint.description = dto.description;
    if (dto.enabled === false && !endpoint.disabledAt) {
      endpoint.disabledAt = new Date();
      endpoint.disabledReason = 'admin';
    }
    if (dto.enabled === true && endpoint.disabledAt) {
      endpoint.disabledAt = null;
      endpoint.disabledReason = null;
      endpoint.consecutiveFailures = 0;
    }
    await em.flush();
    return endpoint;
  }

  /** A new secret; the old one stops signing at once. */
  async rotateSecret(id: number): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    const em = this.em.fork();
    const endpoint = await this.get(id, em);
    const secret = newWebhookSecret();
    endpoint.sealedSecret = this.secrets.seal(secret, SECRET_CONTEXT);
    await em.flush();
    return { endpoint, secret };
  }

  async remove(id: number): Promise<void> {
    const em = this.em.fork();
    em.remove(await this.get(id, em));
    await em.flush();
  }

  async deliveries(id: number, request: PageRequest) {
    await this.get(id);
    const limit = request.limit ?? 20;
    const after = decodeCursor(request.cursor);
    const rows = await this.em
      .fork()
      .find(
        WebhookDelivery,
        { endpoint: id, ...(after !== null ? { id: { $lt: after } } : {}) },
        { orderBy: { id: 'desc' }, limit: limit + 1 },
      );
    return page(rows, limit);
  }

  async redeliver(id: number, deliveryId: number): Promise<WebhookDelivery> {
    const em = this.em.fork();
    const endpoint = await this.get(id, em);
    if (endpoint.disabledAt) throw new LocalizedException(409, 'webhooks.redeliver.disabled');
    const delivery = await em.findOne(WebhookDelivery, { id: deliveryId, endpoint: id });
    if (!delivery) throw new LocalizedException(404, 'webhooks.delivery.notFound');
    await this.sender.redeliver(delivery);
    await em.refresh(delivery);
    return delivery;
  }

  private async checkTarget(url: string): Promise<void> {
    const problem = await targetProblem(url, this.config.webhooks.allowPrivate);
    if (problem) throw new LocalizedException(400, problem);
  }
}
