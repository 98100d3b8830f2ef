import { Inject, Injectable } from '@nestjs/common';
import {
  ApiError,
  CaptureStatus,
  CheckoutPaymentIntent,
  Client,
  Environment,
  type Order,
  OrdersController,
  OrderStatus,
  PaymentsController,
  RefundStatus,
} from '@paypal/paypal-server-sdk';
import { asDecimal, hundredths } from '@terrabridge/rules/money';

import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import {
  type ChargeRequest,
  type CreatedCharge,
  InvalidWebhookError,
  type PaymentProvider,
  type ProviderFact,
  ProviderNotConfiguredError,
  type VerifiedEvent,
} from './payment-provider';

/** Where the SDK sends its calls; it has no setting for another address. */
export const PAYPAL_API_ENDPOINTS = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
} as const;

/** What asking PayPal for a token said about our credentials. */
export type PaypalCredentialsCheck = 'accepted' | 'refused' | 'unreachable';

/** How long an answer on our credentials is reused before PayPal is asked again. */
const CREDENTIALS_CHECK_TTL_MS = 60_000;

/** The headers PayPal signs a webhook with, all needed to verify it. */
const TRANSMISSION_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

interface Sdk {
  client: Client;
  orders: OrdersController;
  payments: PaymentsController;
}

interface MoneyJson {
  currency_code?: string;
  value?: string;
}

/** The parts of a webhook's resource (a capture or a refund, as JSON) that carry its fact. */
interface WebhookResource {
  id?: string;
  status?: string;
  amount?: MoneyJson;
  custom_id?: string;
  status_details?: { reason?: string };
  supplementary_data?: { related_ids?: { order_id?: string; capture_id?: string } };
  seller_payable_breakdown?: { total_refunded_amount?: MoneyJson };
  links?: Array<{ rel?: string; href?: string }>;
}

interface WebhookEvent {
  id: string;
  event_type: string;
  resource?: WebhookResource;
}

/**
 * Wallet payments through PayPal Orders v2: an order for the amount we computed (our `TB-`
 * reference as its custom and invoice id), captured on our server once the buyer approved it,
 * read back for its capture, refunded by capture, and webhooks verified by PayPal itself.
 */
@Injectable()
export class PaypalProvider implements PaymentProvider {
  readonly name = 'paypal' as const;
  private sdk?: Sdk;
  private credentialsCheck?: { at: number; outcome: Promise<PaypalCredentialsCheck> };

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get configured(): boolean {
    const { clientId, clientSecret } = this.config.payments.paypal;
    return Boolean(clientId && clientSecret);
  }

  /** Sandbox: the test payment pages are public and no real money moves. */
  get testMode(): boolean {
    return this.config.payments.paypal.environment === 'sandbox';
  }

  get apiEndpoint(): string {
    return PAYPAL_API_ENDPOINTS[this.config.payments.paypal.environment];
  }

  /**
   * Whether PayPal gives us a token for our credentials, asked at most once a minute (the status
   * is checked on every wallet page).
   */
  checkCredentials(): Promise<PaypalCredentialsCheck> {
    const now = Date.now();
    if (!this.credentialsCheck || now - this.credentialsCheck.at >= CREDENTIALS_CHECK_TTL_MS) {
      this.credentialsCheck = {
        at: now,
        outcome: Promise.resolve()
          .then(() => this.client().client.clientCredentialsAuthManager.fetchToken())
          .then(
            () => 'accepted' as const,
            (error: unknown) => (isRefusal(error) ? 'refused' : 'unreachable'),
          ),
      };
    }
    return this.credentialsCheck.outcome;
  }

  async create(charge: ChargeRequest): Promise<CreatedCharge> {
    const { result } = await this.call((sdk) =>
      sdk.orders.createOrder({
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [
            {
              amount: { currencyCode: 'USD', value: asDecimal(charge.amountCents) },
              description: charge.description.slice(0, 127),
              customId: charge.reference,
              invoiceId: charge.reference,
            },
          ],
        },
        // PayPal answers a repeated request id with the order it made the first time.
        paypalRequestId: charge.idempotencyKey,
        prefer: 'return=minimal',
      }),
    );
    if (!result.id) throw new Error('PayPal created an order without an id');
    return { providerId: result.id };
  }

  /**
   * Captures an approved order and reports the capture. An order captured already (another tab,
   * or an answer lost on the way) is read instead, so a repeated capture reports the same money.
   */
  async confirm(orderId: string, idempotencyKey: string): Promise<ProviderFact | null> {
    let order: Order;
    try {
      ({ result: order } = await this.call((sdk) =>
        sdk.orders.captureOrder({
          id: orderId,
          paypalRequestId: `${idempotencyKey}:capture`,
          prefer: 'return=representation',
        }),
      ));
    } catch (error) {
      if (paypalIssue(error) === 'ORDER_ALREADY_CAPTURED') return this.lookup(orderId);
      throw error;
    }
    return factOfOrder(order, orderId);
  }

  async lookup(orderId: string): Promise<ProviderFact | null> {
    const { result } = await this.call((sdk) => sdk.orders.getOrder({ id: orderId }));
    return factOfOrder(result, orderId);
  }

  async refund(orderId: string, amountCents: number, idempotencyKey: string) {
    const { result: order } = await this.call((sdk) => sdk.orders.getOrder({ id: orderId }));
    const capture = order.purchaseUnits?.[0]?.payments?.captures?.find((c) =>
      [CaptureStatus.Completed, CaptureStatus.PartiallyRefunded].includes(c.status!),
    );
    if (!capture?.id) throw new Error(`PayPal order ${orderId} has no capture to refund`);
    const { result } = await this.call((sdk) =>
      sdk.payments.refundCapturedPayment({
        captureId: capture.id!,
        paypalRequestId: idempotencyKey,
        body: { amount: { currencyCode: 'USD', value: asDecimal(amountCents) } },
      }),
    );
    if (!result.id) throw new Error('PayPal refunded without a refund id');
    return { refundId: result.id };
  }

  /**
   * PayPal signs webhooks with a certificate of its own; the one way to check one is to ask
   * PayPal, with the transmission headers, our webhook's id and the event exactly as received.
   */
  async verifyWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<VerifiedEvent> {
    const webhookId = this.config.payments.paypal.webhookId;
    if (!webhookId) throw new InvalidWebhookError('PAYPAL_WEBHOOK_ID is not set');
    const transmission: Record<string, string> = {};
    for (const [field, header] of Object.entries(TRANSMISSION_HEADERS)) {
      const value = headers[header];
      if (typeof value !== 'string' || !value) throw new InvalidWebhookError(`no ${header} header`);
      transmission[field] = value;
    }
    const text = rawBody.toString('utf8');
    const event = parseEvent(text);
    // The event goes back byte for byte: a re-serialised copy may not match its signature. It
    // parsed as one JSON object above, so it is safe to place as a value.
    const fields = JSON.stringify({ ...transmission, webhook_id: webhookId });
    const request = `${fields.slice(0, -1)},"webhook_event":${text}}`;
    let status: unknown;
    try {
      const { result } = await this.call((sdk) => {
        const req = sdk.client.getRequestBuilderFactory()(
          'POST',
          '/v1/notifications/verify-webhook-signature',
        );
        req.header('Content-Type', 'application/json');
        req.text(request);
        req.authenticate([{ oauth2: true }]);
        return req.callAsText();
      });
      status = (JSON.parse(result) as { verification_status?: unknown }).verification_status;
    } catch (error) {
      // PayPal refusing the verification request itself (400, 422): not a genuine event. Our
      // credentials refused or PayPal away: an error, so PayPal sends the event again later.
      const code = statusOf(error);
      if (code !== undefined && code >= 400 && code < 500 && code !== 401 && code !== 429)
        throw new InvalidWebhookError(`PayPal refused to verify the event (${code})`);
      throw error;
    }
    if (status !== 'SUCCESS') throw new InvalidWebhookError(`verification ${String(status)}`);
    return {
      eventId: event.id,
      type: event.event_type,
      fact: await this.factOfEvent(event),
      payload: event,
    };
  }

  /** The fact a verified event carries, for the capture events the ledger acts on. */
  private async factOfEvent(event: WebhookEvent): Promise<ProviderFact | null> {
    const resource = event.resource ?? {};
    const orderId = resource.supplementary_data?.related_ids?.order_id;
    switch (event.event_type) {
      case 'PAYMENT.CAPTURE.COMPLETED':
        if (!resource.id) throw new InvalidWebhookError(`${event.event_type} without a capture id`);
        return {
          kind: 'succeeded',
          // Without the order's id the ledger finds the payment by its reference.
          providerId: orderId ?? resource.id,
          transactionId: resource.id,
          amountCents: centsOf(resource.amount?.value),
          currency: resource.amount?.currency_code ?? '',
          reference: resource.custom_id ?? null,
        };
      case 'PAYMENT.CAPTURE.DENIED':
        if (!resource.id) throw new InvalidWebhookError(`${event.event_type} without a capture id`);
        return {
          kind: 'failed',
          providerId: orderId ?? resource.id,
          message: resource.status_details?.reason ?? 'DENIED',
        };
      case 'PAYMENT.CAPTURE.REFUNDED':
        return this.refundFact(resource);
      default:
        return null;
    }
  }

  /**
   * A refund names its capture (the `up` link), not the order our payment is known by: the
   * capture tells it. The running total is PayPal's when the event has it, else the order's
   * completed refunds added up.
   */
  private async refundFact(refund: WebhookResource): Promise<ProviderFact | null> {
    const captureId =
      refund.supplementary_data?.related_ids?.capture_id ??
      refund.links?.find((link) => link.rel === 'up')?.href?.match(/\/captures\/([^/?#]+)/)?.[1];
    let orderId = refund.supplementary_data?.related_ids?.order_id;
    if (!orderId && captureId) {
      try {
        const { result } = await this.call((sdk) => sdk.payments.getCapturedPayment({ captureId }));
        orderId = result.supplementaryData?.relatedIds?.orderId;
      } catch (error) {
        // Not a capture of this account's: nothing of ours to refund.
        if (statusOf(error) !== 404) throw error;
      }
    }
    if (!orderId) return null;
    let total = refund.seller_payable_breakdown?.total_refunded_amount?.value;
    if (total === undefined) {
      const { result } = await this.call((sdk) => sdk.orders.getOrder({ id: orderId }));
      const refunds = result.purchaseUnits?.[0]?.payments?.refunds ?? [];
      total = asDecimal(
        refunds
          .filter((r) => r.status === RefundStatus.Completed)
          .reduce((sum, r) => sum + centsOf(r.amount?.value), 0),
      );
    }
    return {
      kind: 'refunded',
      providerId: orderId,
      refundedCents: centsOf(total),
      transactionId: refund.id ?? null,
    };
  }

  /**
   * A call through the SDK. Its client keeps the first token's outcome for good, a refusal
   * included, so a client whose token failed, or whose token PayPal no longer takes, is dropped
   * and the next call starts a new one.
   */
  private async call<T>(work: (sdk: Sdk) => Promise<T>): Promise<T> {
    const sdk = this.client();
    try {
      return await work(sdk);
    } catch (error) {
      if (statusOf(error) === 401 && this.sdk === sdk) this.sdk = undefined;
      throw error;
    }
  }

  private client(): Sdk {
    if (this.sdk) return this.sdk;
    const { clientId, clientSecret, environment } = this.config.payments.paypal;
    if (!clientId || !clientSecret)
      throw new ProviderNotConfiguredError('PayPal is not configured');
    const client: Client = new Client({
      environment: environment === 'live' ? Environment.Production : Environment.Sandbox,
      timeout: 20_000,
      clientCredentialsAuthCredentials: {
        oAuthClientId: clientId,
        oAuthClientSecret: clientSecret,
        oAuthTokenProvider: async (last, manager) => {
          try {
            return await manager.updateToken(last);
          } catch (error) {
            if (this.sdk?.client === client) this.sdk = undefined;
            throw error;
          }
        },
      },
    });
    this.sdk = {
      client,
      orders: new OrdersController(client),
      payments: new PaymentsController(client),
    };
    return this.sdk;
  }
}

/** What an order says of its capture: money taken, refused, or nothing yet. */
export function factOfOrder(order: Order, orderId: string): ProviderFact | null {
  const unit = order.purchaseUnits?.[0];
  const capture = unit?.payments?.captures?.[0];
  const providerId = order.id ?? orderId;
  if (!capture)
    return order.status === OrderStatus.Voided
      ? { kind: 'failed', providerId, message: 'VOIDED' }
      : null;
  switch (capture.status) {
    // Refunded in part or whole since it was captured: the refund is a fact of its own.
    case CaptureStatus.Completed:
    case CaptureStatus.PartiallyRefunded:
    case CaptureStatus.Refunded:
      return {
        kind: 'succeeded',
        providerId,
        transactionId: capture.id ?? providerId,
        amountCents: centsOf(capture.amount?.value),
        currency: capture.amount?.currencyCode ?? '',
        reference: capture.customId ?? unit?.customId ?? null,
      };
    case CaptureStatus.Declined:
    case CaptureStatus.Failed:
      return {
        kind: 'failed',
        providerId,
        message: capture.statusDetails?.reason ?? capture.status,
      };
    default:
      // PENDING: PayPal's webhook tells when it clears.
      return null;
  }
}

/** PayPal's amounts are dollar strings with 2 decimals ('1380.70'). */
function centsOf(value: string | undefined): number {
  if (!value || !/^\d+(\.\d{1,2})?$/.test(value))
    throw new Error(`PayPal amount ${String(value)} is not dollars and cents`);
  return Number(hundredths(Number(value)));
}

function parseEvent(text: string): WebhookEvent {
  let event: unknown;
  try {
    event = JSON.parse(text);
  } catch {
    throw new InvalidWebhookError('the event is not JSON');
  }
  const { id, event_type } = (event ?? {}) as Partial<WebhookEvent>;
  if (
    typeof event !== 'object' ||
    Array.isArray(event) ||
    typeof id !== 'string' ||
    typeof event_type !== 'string'
  )
    throw new InvalidWebhookError('the event has no id or type');
  return event as WebhookEvent;
}

function statusOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.statusCode : undefined;
}

/** PayPal's name for why a call was refused (`ORDER_ALREADY_CAPTURED`, `INSTRUMENT_DECLINED`). */
export function paypalIssue(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const result = error.result as { details?: Array<{ issue?: string }> } | undefined;
  return result?.details?.[0]?.issue;
}

/** The token endpoint refusing our credentials (400 invalid request, 401 invalid client). */
function isRefusal(error: unknown): boolean {
  const status = statusOf(error);
  return status === 400 || status === 401;
}
