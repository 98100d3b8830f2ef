import { i18n } from '@terrabridge/i18n';
import { fireEvent, render, screen } from '@testing-library/react';
import { MailTestForm } from './mail-test-form';
import './i18n';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const CONVERSATION = {
  to: 'ops@example.com',
  host: 'smtp.example.com',
  port: 587,
  accepted: ['ops@example.com'],
  rejected: [],
  response: '250 2.0.0 Ok: queued as 4FZ1',
  messageId: '<abc@terrabridge.example>',
  durationMs: 84,
};

async function sendTo(address: string) {
  fireEvent.change(screen.getByLabelText('Send to'), { target: { value: address } });
  fireEvent.click(screen.getByRole('button', { name: 'Send test message' }));
  return screen.findByTestId('mail-test-outcome');
}

describe('mail test form', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows what the server answered to a delivered message', async () => {
    const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) =>
      json({ ...CONVERSATION, delivered: true, error: null }),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    render(<MailTestForm />);
    const outcome = await sendTo(' ops@example.com ');
    expect(outcome.textContent).toContain('The server accepted the message');
    expect(outcome.textContent).toContain('250 2.0.0 Ok: queued as 4FZ1');
    expect(outcome.textContent).toContain('smtp.example.com:587');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      to: 'ops@example.com',
      language: 'en',
    });
  });

  it('shows how the conversation failed', async () => {
    globalThis.fetch = jest.fn(async () =>
      json({
        ...CONVERSATION,
        delivered: false,
        accepted: [],
        response: null,
        error: {
          code: 'EAUTH',
          message: 'Invalid login: 535 Authentication failed',
          responseCode: 535,
          command: 'AUTH PLAIN',
        },
      }),
    ) as unknown as typeof fetch;
    render(<MailTestForm />);
    const outcome = await sendTo('ops@example.com');
    expect(outcome.getAttribute('role')).toBe('alert');
    expect(outcome.textContent).toContain('The message was not delivered');
    expect(outcome.textContent).toContain('EAUTH — Invalid login: 535 Authentication failed');
    expect(outcome.textContent).toContain('AUTH PLAIN');
  });
});
