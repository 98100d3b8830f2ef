import { i18n } from '@terrabridge/i18n';
import { useToastStore } from '@terrabridge/ui';
import { fireEvent, render, screen } from '@testing-library/react';
// The remote's entry registers the 'admin' namespace the toasts' title comes from.
import '../../remote-entry';
import { GmailCheck } from './gmail-check';
import './i18n';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const RESULT = {
  success: false,
  message: 'Gmail refused the refresh token.',
  envInfo: { provider: 'smtp', gmailCredentialsConfigured: true, transportHost: 'smtp.gmail.com' },
  tokenInfo: null,
  error: 'invalid_grant',
  refreshTokenMustBeRenewed: true,
};

describe('Gmail credentials test', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    useToastStore.setState({ toasts: [] });
  });

  it('alerts that the refresh token must be renewed when Gmail refuses it', async () => {
    globalThis.fetch = jest.fn(async () => json(RESULT)) as unknown as typeof fetch;
    render(<GmailCheck />);
    fireEvent.click(screen.getByRole('button', { name: 'Test Gmail credentials' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The Gmail refresh token must be renewed');
  });

  it('says Gmail is not the transport, with the server message', async () => {
    globalThis.fetch = jest.fn(async () =>
      json({ ...RESULT, error: 'gmail_not_transport', refreshTokenMustBeRenewed: false }),
    ) as unknown as typeof fetch;
    render(<GmailCheck />);
    fireEvent.click(screen.getByRole('button', { name: 'Test Gmail credentials' }));
    const result = await screen.findByTestId('gmail-result');
    expect(result.textContent).toContain('Gmail is not the mail transport');
    expect(result.textContent).toContain('Gmail refused the refresh token.');
  });

  it("toasts 'Failed to test Gmail credentials' when the test cannot run", async () => {
    globalThis.fetch = jest.fn(
      async () => new Response('', { status: 502 }),
    ) as unknown as typeof fetch;
    render(<GmailCheck />);
    fireEvent.click(screen.getByRole('button', { name: 'Test Gmail credentials' }));
    await screen.findByRole('button', { name: 'Test Gmail credentials' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Error',
      description: 'Failed to test Gmail credentials',
      variant: 'destructive',
    });
  });
});
