import { Webhook } from 'standardwebhooks';

import { newMessageId, newWebhookSecret, signWebhook, webhookHeaders } from './webhook-signature';

describe('webhook signatures', () => {
  it('verify with the standardwebhooks package, and fail with another secret or body', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const body = JSON.stringify({
      type: 'invoice.paid',
      timestamp: new Date().toISOString(),
      data: { id: 1 },
    });
    const headers = webhookHeaders(secret, newMessageId(), body);
    expect(new Webhook(secret).verify(body, headers)).toMatchObject({ type: 'invoice.paid' });
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow();
  });

  it('match the specification example', () => {
    // From https://github.com/standard-webhooks/standard-webhooks/blob/main/spec/standard-webhooks.md
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const body = '{"test": 2432232314}';
    expect(signWebhook(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, body)).toBe(
      'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    );
  });
});
