import { randomUUID } from 'node:crypto';

import { EntityManager } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { PeriodicSweep } from '../../platform/async/periodic-sweep';
import { SecretBox } from '../../platform/crypto/secret-box';
import { translate } from '../../platform/i18n/messages';
import { MailService } from '../../platform/mail/mail.service';
import type { TypedQueue } from '../../platform/queue/typed-queue';
import { teamAddresses } from '../auth/team-addresses';
import { WebhookDelivery } from './entities/webhook-delivery.entity';
import { WebhookEndpoint } from './entities/webhook-endpoint.entity';
import { type WebhookEvent, webhookPayload } from './webhook-events';
import { delivered, nextRetryDelay } from './webhook-retries';
import { newMessageId, webhookHeaders } from './webhook-signature';
import { targetProblem } from './webhook-targets';

export const WEBHOOK_SECRET_BOX = Symbol('WEBHOOK_SECRET_BOX');
/** The sealing context of endpoint secrets. */
export const SECRET_CONTEXT = 'webhook-endpoint';

/** A pending delivery whose job has not run this long after it was due is queued again. */
const LOST_AFTER_MS = 60_000;
const SWEEP_INTERVAL_MS = 30_000;
/** What an attempt leases its delivery for, beyond the receiver's timeout. */
const LEASE_SLACK_MS = 30_000;

export type AttemptOutcome = 'delivered' | 'retrying' | 'failed' | 'skipped';

/**
 * Writes each event's deliveries and sends them from the `webhooks` queue: one job per attempt,
 * signed as Standard Webhooks says, retried on WEBHOOK_RETRY_SCHEDULE_MS (24 hours by default).
 * An endpoint that fails WEBHOOK_DISABLE_AFTER_FAILURES attempts in a row is disabled and the
 * admins are mailed. A sweep queues again what a crash or a lost job left pending.
 */
@Injectable()
export class WebhookDeliveries implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(WebhookDeliveries.name);
  private readonly sweep = new PeriodicSweep(
    'webhook delivery sweep',
    () => this.queueLost(),
    this.logger,
  );

  constructor(
    private readonly em: EntityManager,
    @InjectQueue('webhooks') private readonly queue: TypedQueue<'webhooks'>,
    @Inject(WEBHOOK_SECRET_BOX) private readonly secrets: SecretBox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.queue.runWorkers) this.sweep.start(SWEEP_INTERVAL_MS, { immediately: true });
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.sweep.stop();
  }

  /**
   * Sends `type` with `data` to every enabled endpoint that subscribed to it. Called after the
   * change it reports has been saved; it never throws (a failure is logged), so the change stands.
   */
  async emit(type: WebhookEvent, data: Record<string, unknown>): Promise<number[]> {
    try {
      const em = this.em.fork();
      const endpoints = (await em.find(WebhookEndpoint, { disabledAt: null })).filter((endpoint) =>
        endpoint.events.includes(type),
      );
      if (endpoints.length === 0) return [];
      const now = new Date();
      const eventId = `evt_${randomUUID().replace(/-/g, '')}`;
      const body = JSON.stringify(webhookPayload(type, data, now));
      const rows = endpoints.map((endpoint) =>
        em.create(WebhookDelivery, {
          endpoint,
          eventId,
          messageId: newMessageId(),
          eventType: type,
          body,
          nextAttemptAt: now,
        }),
      );
      await em.flush();
      for (const row of rows) await this.enqueue(row.id, `webhook-${row.id}-1`);
      return rows.map((row) => row.id);
    } catch (error) {
      this.logger.error(`webhook event ${type} could not be written: ${String(error)}`);
      return [];
    }
  }

  /** Sends the delivery again now, with its own `webhook-id`, whatever happened to it before. */
  async redeliver(delivery: WebhookDelivery): Promise<void> {
    await this.em
      .fork()
      .nativeUpdate(
        WebhookDelivery,
        { id: delivery.id },
        { state: 'pending', nextAttemptAt: new Date() },
      );
    await this.enqueue(delivery.id, `webhook-${delivery.id}-again-${Date.now()}`);
  }

  /** One attempt of a delivery (the `webhook.deliver` job). */
  async attempt(deliveryId: number): Promise<AttemptOutcome> {
    const em = this.em.fork();
    const now = new Date();
    // Claims the attempt: only a pending delivery that is due, and only one process at a time.
    const claimed = await em.nativeUpdate(
      WebhookDelivery,
      {
        id: deliveryId,
        state: 'pending',
        $or: [{ nextAttemptAt: null }, { nextAttemptAt: { $lte: new Date(now.getTime() + 1000) } }],
      },
      { nextAttemptAt: new Date(now.getTime() + this.config.webhooks.timeoutMs + LEASE_SLACK_MS) },
    );
    if (claimed === 0) return 'skipped';
    const delivery = await em.findOneOrFail(WebhookDelivery, deliveryId, {
      populate: ['endpoint', 'endpoint.sealedSecret'],
    });
    const endpoint = delivery.endpoint;
    if (endpoint.disabledAt) {
      Object.assign(delivery, { state: 'failed', nextAttemptAt: null, lastError: 'disabled' });
      await em.flush();
      return 'failed';
    }

    const { status, error, durationMs } = await this.post(endpoint, delivery);
    delivery.attempts += 1;
    delivery.lastAttemptAt = now;
    delivery.lastStatusCode = status;
    delivery.lastDurationMs = durationMs;
    let outcome: AttemptOutcome;
    let retryIn: number | null = null;
    if (status !== null && delivered(status)) {
      Object.assign(delivery, { state: 'succeeded', nextAttemptAt: null, lastError: null });
      endpoint.consecutiveFailures = 0;
      outcome = 'delivered';
    } else {
      delivery.lastError = (error ?? `HTTP ${status}`).slice(0, 500);
      endpoint.consecutiveFailures += 1;
      retryIn = nextRetryDelay(this.config.webhooks.retryScheduleMs, delivery.attempts);
      if (retryIn === null) {
        Object.assign(delivery, { state: 'failed', nextAttemptAt: null });
        outcome = 'failed';
      } else {
        delivery.nextAttemptAt = new Date(Date.now() + retryIn);
        outcome = 'retrying';
      }
    }
    const mails =
      outcome !== 'delivered' &&
      !endpoint.disabledAt &&
      endpoint.consecutiveFailures >= this.config.webhooks.disableAfterFailures
        ? await this.disableForFailures(em, endpoint)
        : [];
    await em.flush();
    await this.mail.dispatch(mails);
    if (outcome === 'retrying' && !endpoint.disabledAt)
      await this.enqueue(delivery.id, `webhook-${delivery.id}-${delivery.attempts + 1}`, retryIn!);
    return endpoint.disabledAt && outcome === 'retrying' ? 'failed' : outcome;
  }

  private async post(
    endpoint: WebhookEndpoint,
    delivery: WebhookDelivery,
  ): Promise<{ status: number | null; error: string | null; durationMs: number }> {
    const started = Date.now();
    // Checked at each attempt too: a name may resolve elsewhere now than when it was saved.
    const problem = await targetProblem(endpoint.url, this.config.webhooks.allowPrivate);
    if (problem) return { status: null, error: translate(problem, 'en'), durationMs: 0 };
    try {
      const secret = this.secrets.open(endpoint.sealedSecret, SECRET_CONTEXT);
      const res = await fetch(endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'TerraBridge-Webhooks/1.0',
          ...webhookHeaders(secret, delivery.messageId, delivery.body),
        },
        body: delivery.body,
        // A redirect is an answer, not a delivery: following it could reach another host.
        redirect: 'manual',
        signal: AbortSignal.timeout(this.config.webhooks.timeoutMs),
      });
      await res.body?.cancel().catch(() => undefined);
      return { status: res.status, error: null, durationMs: Date.now() - started };
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      return { status: null, error: reason, durationMs: Date.now() - started };
    }
  }

  /** Disables the endpoint, gives up its pending deliveries and writes the admins' mails. */
  private async disableForFailures(em: EntityManager, endpoint: WebhookEndpoint) {
    endpoint.disabledAt = new Date();
    endpoint.disabledReason = 'failures';
    await em.nativeUpdate(
      WebhookDelivery,
      { endpoint: endpoint.id, state: 'pending' },
      { state: 'failed', nextAttemptAt: null, lastError: 'endpoint disabled' },
    );
    const link = new URL('/admin?section=webhooks', this.config.http.publicUrl).toString();
    const team = await teamAddresses(em, this.config.mail.salesAddress);
    this.logger.warn(`webhook endpoint ${endpoint.id} disabled after repeated failures`);
    return team.map((to) =>
      this.mail.stage(em, {
        kind: 'webhook.endpoint_disabled',
        to: to.email,
        language: to.language,
        subject: translate('webhooks.disabledMail.subject', to.language),
        text: translate('webhooks.disabledMail.text', to.language, {
          name: to.name,
          url: endpoint.url,
          failures: endpoint.consecutiveFailures,
          link,
        }),
      }),
    );
  }

  /** Queues pending deliveries whose attempt is overdue: their job was lost. */
  async queueLost(): Promise<number> {
    const lost = await this.em
      .fork()
      .find(
        WebhookDelivery,
        { state: 'pending', nextAttemptAt: { $lte: new Date(Date.now() - LOST_AFTER_MS) } },
        { fields: ['id', 'attempts'], limit: 100 },
      );
    for (const row of lost) await this.enqueue(row.id, `webhook-${row.id}-lost-${Date.now()}`);
    return lost.length;
  }

  private async enqueue(deliveryId: number, jobId: string, delay = 0): Promise<void> {
    try {
      await this.queue.add('webhook.deliver', { deliveryId }, { jobId, delay });
    } catch (error) {
      // Saved and due: the sweep queues it once the queue answers again.
      this.logger.warn(`webhook delivery ${deliveryId} not queued: ${String(error)}`);
    }
  }
}
