import { randomBytes } from 'node:crypto';

import nock from 'nock';

/** PayPal's sandbox, where the SDK always sends its calls (it takes no other address). */
export const PAYPAL_SANDBOX = 'https://api-m.sandbox.paypal.com';

export const PAYPAL_TEST_ENV = {
  PAYPAL_CLIENT_ID: 'AZtest-client-id-terrabridge',
  PAYPAL_CLIENT_SECRET: 'EKtest-client-secret-terrabridge',
  PAYPAL_ENVIRONMENT: 'sandbox',
  PAYPAL_WEBHOOK_ID: '8PT597110X687430LKGECATA',
};

interface Money {
  currency_code: string;
  value: string;
}

interface FakeCapture {
  id: string;
  status: string;
  amount: Money;
  custom_id?: string;
  invoice_id?: string;
  final_capture: boolean;
  supplementary_data: { related_ids: { order_id: string } };
}

interface FakeRefund {
  id: string;
  status: 'COMPLETED';
  amount: Money;
  captureId: string;
}

export interface FakeOrder {
  id: string;
  intent: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  purchase_units: Array<{
    reference_id: string;
    amount: Money;
    description?: string;
    custom_id?: string;
    invoice_id?: string;
  }>;
  captures: FakeCapture[];
  refunds: FakeRefund[];
}

type Reply = [number, Record<string, unknown>];

/** PayPal's error body: a name, a message and the issue a client tells it by. */
function paypalError(status: number, name: string, issue?: string): Reply {
  return [
    status,
    {
      name,
      message: name.toLowerCase().replaceAll('_', ' '),
      debug_id: randomBytes(6).toString('hex'),
      ...(issue ? { details: [{ issue, description: issue.toLowerCase() }] } : {}),
    },
  ];
}

/** A nock reply function that hands the request's headers on (nock gives them as `this.req`). */
function withHeaders(
  handler: (headers: Record<string, string>, uri: string, body: nock.Body) => Reply,
) {
  return function (this: nock.ReplyFnContext, uri: string, body: nock.Body) {
    return handler(this.req.headers, uri, body);
  };
}

const newId = (length: number) =>
  randomBytes(length).toString('hex').toUpperCase().slice(0, length);

/**
 * PayPal's REST API as far as the wallet uses it (OAuth tokens, Orders v2 create, capture and
 * read, captures and refunds, webhook verification), answered in-process by intercepting the
 * SDK's HTTPS calls, with PayPal's behaviour where it matters: a repeated `PayPal-Request-Id`
 * gets the first answer, an order is captured once, a refused secret gets no token, and a token
 * it never issued gets a 401.
 */
export class FakePaypal {
  readonly orders = new Map<string, FakeOrder>();
  /** Every create request, with its `PayPal-Request-Id`. */
  readonly creates: Array<{ requestId: string | undefined; body: Record<string, unknown> }> = [];
  /** Every capture request, with its `PayPal-Request-Id`. */
  readonly captureRequests: Array<{ orderId: string; requestId: string | undefined }> = [];
  readonly refundRequests: Array<{
    captureId: string;
    requestId: string | undefined;
    body: unknown;
  }> = [];
  /** The bodies of verification requests. */
  readonly verifications: Array<Record<string, unknown>> = [];
  tokenRequests = 0;
  /** What PayPal answers to the next webhook verifications. */
  verificationStatus: 'SUCCESS' | 'FAILURE' = 'SUCCESS';
  /** The secret PayPal accepts for each client id. */
  private readonly accounts = new Map<string, string>([
    [PAYPAL_TEST_ENV.PAYPAL_CLIENT_ID, PAYPAL_TEST_ENV.PAYPAL_CLIENT_SECRET],
  ]);
  private readonly tokens = new Set<string>();
  private readonly replies = new Map<string, Reply>();
  /** Orders whose capture PayPal settles at another amount (an order changed behind our back). */
  private readonly capturedAs = new Map<string, string>();

  start(): this {
    nock.disableNetConnect();
    nock.enableNetConnect(/127\.0\.0\.1|localhost/);
    const api = nock(PAYPAL_SANDBOX).persist();
    api.post('/v1/oauth2/token').reply(withHeaders((headers) => this.token(headers.authorization)));
    api.post('/v2/checkout/orders').reply(
      withHeaders((headers, _uri, body) =>
        this.authorized(headers, () => {
          this.creates.push({
            requestId: headers['paypal-request-id'],
            body: body as Record<string, unknown>,
          });
          return this.once(headers, 'create', () =>
            this.createOrder(body as Record<string, unknown>),
          );
        }),
      ),
    );
    api.post(/^\/v2\/checkout\/orders\/[^/]+\/capture$/).reply(
      withHeaders((headers, uri) =>
        this.authorized(headers, () => {
          const orderId = uri.split('/')[4];
          this.captureRequests.push({ orderId, requestId: headers['paypal-request-id'] });
          return this.once(headers, 'capture', () => this.capture(orderId));
        }),
      ),
    );
    api.get(/^\/v2\/checkout\/orders\/[^/?]+/).reply(
      withHeaders((headers, uri) =>
        this.authorized(headers, () => {
          const order = this.orders.get(uri.split('/')[4].split('?')[0]);
          return order ? [200, this.representation(order)] : paypalError(404, 'RESOURCE_NOT_FOUND');
        }),
      ),
    );
    api.get(/^\/v2\/payments\/captures\/[^/]+$/).reply(
      withHeaders((headers, uri) =>
        this.authorized(headers, () => {
          const capture = this.findCapture(uri.split('/')[4]);
          return capture ? [200, { ...capture }] : paypalError(404, 'RESOURCE_NOT_FOUND');
        }),
      ),
    );
    api.post(/^\/v2\/payments\/captures\/[^/]+\/refund$/).reply(
      withHeaders((headers, uri, body) =>
        this.authorized(headers, () => {
          const captureId = uri.split('/')[4];
          this.refundRequests.push({ captureId, requestId: headers['paypal-request-id'], body });
          return this.once(headers, 'refund', () =>
            this.refund(captureId, (body as { amount?: Money }).amount),
          );
        }),
      ),
    );
    api.post('/v1/notifications/verify-webhook-signature').reply(
      withHeaders((headers, _uri, body) =>
        this.authorized(headers, () => {
          this.verifications.push(body as Record<string, unknown>);
          return [200, { verification_status: this.verificationStatus }];
        }),
      ),
    );
    return this;
  }

  stop(): void {
    nock.cleanAll();
    nock.enableNetConnect();
    nock.restore();
  }

  /** PayPal accepts (from now on) this secret for this client id. */
  accept(clientId: string, secret: string): void {
    this.accounts.set(clientId, secret);
  }

  /** The buyer approved the order in PayPal's window. */
  approve(orderId: string): void {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`no PayPal order ${orderId}`);
    if (order.status === 'CREATED') order.status = 'APPROVED';
  }

  /** The order's capture will report this many dollars, whatever the order asked for. */
  settleAt(orderId: string, value: string): void {
    this.capturedAs.set(orderId, value);
  }

  /** A `PAYMENT.CAPTURE.COMPLETED` event for the order's capture, as PayPal posts it. */
  captureCompletedEvent(orderId: string) {
    const capture = this.orders.get(orderId)?.captures[0];
    if (!capture) throw new Error(`PayPal order ${orderId} is not captured`);
    return {
      id: `WH-${newId(8)}-${newId(16)}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: 'capture',
      resource_version: '2.0',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      summary: `Payment completed for $ ${capture.amount.value} USD`,
      resource: { ...capture, links: this.captureLinks(capture.id, orderId) },
    };
  }

  /**
   * PayPal refunds `cents` of the order's capture and tells with `PAYMENT.CAPTURE.REFUNDED`: the
   * refund names its capture only (the `up` link) and the running total refunded.
   */
  refundEvent(orderId: string, cents: number) {
    const capture = this.orders.get(orderId)?.captures[0];
    if (!capture) throw new Error(`PayPal order ${orderId} is not captured`);
    const [, refund] = this.refund(capture.id, {
      currency_code: 'USD',
      value: (cents / 100).toFixed(2),
    });
    return {
      id: `WH-${newId(8)}-${newId(16)}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: 'refund',
      resource_version: '2.0',
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      summary: `A $ ${(cents / 100).toFixed(2)} USD capture payment was refunded`,
      resource: refund,
    };
  }

  /** The transmission headers PayPal sends with a webhook. */
  static transmissionHeaders(): Record<string, string> {
    return {
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url':
        'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270',
      'paypal-transmission-id': randomBytes(16).toString('hex'),
      'paypal-transmission-sig': randomBytes(64).toString('base64'),
      'paypal-transmission-time': new Date().toISOString(),
    };
  }

  private token(authorization: string | undefined): Reply {
    this.tokenRequests++;
    const [clientId, secret] = Buffer.from((authorization ?? '').replace(/^Basic /, ''), 'base64')
      .toString('utf8')
      .split(':');
    if (!clientId || this.accounts.get(clientId) !== secret)
      return [401, { error: 'invalid_client', error_description: 'Client Authentication failed' }];
    const token = `A21AA${randomBytes(24).toString('hex')}`;
    this.tokens.add(token);
    return [
      200,
      {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-80W284485P519543T',
        expires_in: 32_400,
        nonce: randomBytes(8).toString('hex'),
      },
    ];
  }

  private authorized(headers: Record<string, string>, then: () => Reply): Reply {
    const token = (headers.authorization ?? '').replace(/^Bearer /, '');
    if (!this.tokens.has(token))
      return [
        401,
        { error: 'invalid_token', error_description: 'Token signature verification failed' },
      ];
    return then();
  }

  /** PayPal answers a request id it has seen with the answer it gave then. */
  private once(headers: Record<string, string>, kind: string, then: () => Reply): Reply {
    const requestId = headers['paypal-request-id'];
    const key = `${kind}:${requestId}`;
    if (requestId && this.replies.has(key)) return this.replies.get(key)!;
    const reply = then();
    if (requestId && reply[0] < 300) this.replies.set(key, [200, reply[1]]);
    return reply;
  }

  private createOrder(body: Record<string, unknown>): Reply {
    const units = body.purchase_units as FakeOrder['purchase_units'] | undefined;
    if (body.intent !== 'CAPTURE' || !units?.length)
      return paypalError(400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER');
    const order: FakeOrder = {
      id: newId(17),
      intent: 'CAPTURE',
      status: 'CREATED',
      purchase_units: units.map((unit) => ({
        ...unit,
        reference_id: unit.reference_id ?? 'default',
      })),
      captures: [],
      refunds: [],
    };
    this.orders.set(order.id, order);
    return [
      201,
      {
        id: order.id,
        status: order.status,
        links: [
          {
            href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`,
            rel: 'payer-action',
            method: 'GET',
          },
        ],
      },
    ];
  }

  private capture(orderId: string): Reply {
    const order = this.orders.get(orderId);
    if (!order) return paypalError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    if (order.status === 'COMPLETED')
      return paypalError(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
    if (order.status !== 'APPROVED')
      return paypalError(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
    const unit = order.purchase_units[0];
    order.captures.push({
      id: newId(17),
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: this.capturedAs.get(orderId) ?? unit.amount.value },
      custom_id: unit.custom_id,
      invoice_id: unit.invoice_id,
      final_capture: true,
      supplementary_data: { related_ids: { order_id: orderId } },
    });
    order.status = 'COMPLETED';
    return [201, this.representation(order)];
  }

  private refund(captureId: string, amount: Money | undefined): Reply {
    const order = [...this.orders.values()].find((o) => o.captures.some((c) => c.id === captureId));
    const capture = order?.captures.find((c) => c.id === captureId);
    if (!order || !capture) return paypalError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    const refund: FakeRefund = {
      id: newId(17),
      status: 'COMPLETED',
      amount: amount ?? capture.amount,
      captureId,
    };
    order.refunds.push(refund);
    const cents = (money: Money) => Math.round(Number(money.value) * 100);
    const total = order.refunds.reduce((sum, r) => sum + cents(r.amount), 0);
    capture.status = total >= cents(capture.amount) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    return [
      201,
      {
        id: refund.id,
        status: refund.status,
        amount: refund.amount,
        seller_payable_breakdown: {
          total_refunded_amount: { currency_code: 'USD', value: (total / 100).toFixed(2) },
        },
        links: [
          {
            href: `${PAYPAL_SANDBOX}/v2/payments/refunds/${refund.id}`,
            rel: 'self',
            method: 'GET',
          },
          { href: `${PAYPAL_SANDBOX}/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' },
        ],
      },
    ];
  }

  private findCapture(captureId: string): FakeCapture | undefined {
    for (const order of this.orders.values()) {
      const capture = order.captures.find((c) => c.id === captureId);
      if (capture) return capture;
    }
    return undefined;
  }

  private captureLinks(captureId: string, orderId: string) {
    return [
      { href: `${PAYPAL_SANDBOX}/v2/payments/captures/${captureId}`, rel: 'self', method: 'GET' },
      {
        href: `${PAYPAL_SANDBOX}/v2/checkout/orders/${orderId}`,
        rel: 'up',
        method: 'GET',
      },
    ];
  }

  /** The order as `return=representation` and GET show it. */
  private representation(order: FakeOrder): Record<string, unknown> {
    return {
      id: order.id,
      intent: order.intent,
      status: order.status,
      purchase_units: order.purchase_units.map((unit) => ({
        ...unit,
        ...(order.captures.length
          ? {
              payments: {
                captures: order.captures.map((capture) => ({
                  ...capture,
                  links: this.captureLinks(capture.id, order.id),
                })),
                ...(order.refunds.length
                  ? {
                      refunds: order.refunds.map((refund) => ({
                        id: refund.id,
                        status: refund.status,
                        amount: refund.amount,
                      })),
                    }
                  : {}),
              },
            }
          : {}),
      })),
    };
  }
}
