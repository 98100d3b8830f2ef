import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@terrabridge/api-client';
import { i18n } from '@terrabridge/i18n';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import AdminApp from '../../remote-entry';

const ENTRIES = [
  {
    id: 12,
    createdAt: '2026-11-25T10:30:00.000Z',
    actor: { id: 1, username: 'demo_admin', role: 'admin' },
    action: 'invoice.void',
    target: { type: 'invoice', id: '42' },
    changes: {
      request: 'POST /api/admin/invoices/:id/void',
      params: { id: '42' },
      body: { reason: 'Raised in error', password: '[redacted]' },
      before: { status: 'sent' },
      after: { status: 'void' },
    },
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0',
    outcome: 'success',
    statusCode: 200,
  },
  {
    id: 11,
    createdAt: '2026-11-25T10:00:00.000Z',
    actor: null,
    action: 'auth.sign_in_failed',
    target: null,
    changes: { username: 'nobody_here' },
    ip: '198.51.100.23',
    userAgent: null,
    outcome: 'failure',
    statusCode: 401,
  },
];

describe('audit tab', () => {
  const requests: string[] = [];

  beforeEach(async () => {
    await i18n.changeLanguage('en');
    requests.length = 0;
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      requests.push(url);
      return new Response(JSON.stringify({ items: ENTRIES, nextCursor: null }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof fetch;
  });

  function renderAudit() {
    return render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/admin?section=audit']}>
          <AdminApp />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  it('shows who, when, from where and what changed, with secrets hidden', async () => {
    renderAudit();
    const table = await screen.findByRole('table', { name: 'Audit log entries, newest first' });
    const rows = [...table.querySelectorAll<HTMLElement>(':scope > * > tr')];
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('demo_admin')).toBeTruthy();
    expect(within(rows[1]).getByText('invoice #42')).toBeTruthy();
    expect(within(rows[1]).getByText('demo_admin voided invoice #42.')).toBeTruthy();
    expect(
      within(rows[1]).getByRole('region', { name: 'Entry 12 as recorded (JSON)' }).textContent,
    ).toContain('"reason": "Raised in error"');
    expect(within(rows[2]).getByText('Someone not signed in failed to sign in.')).toBeTruthy();
    expect(within(rows[1]).getByText('Firefox on Linux')).toBeTruthy();
    expect(within(rows[1]).getByText('203.0.113.7')).toBeTruthy();
    expect(within(rows[1]).getByText('hidden')).toBeTruthy();
    expect(within(rows[1]).getByRole('table', { name: 'What changed in entry 12' })).toBeTruthy();
    expect(within(rows[2]).getByText('Nobody signed in')).toBeTruthy();
    expect(within(rows[2]).getByText('Failed (401)')).toBeTruthy();
  });

  it('asks for the chosen action, dates and person', async () => {
    renderAudit();
    await screen.findByRole('table', { name: 'Audit log entries, newest first' });
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'auth.' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show only entries by demo_admin' }));
    });
    await screen.findByRole('button', { name: 'Show everyone (now: demo_admin)' });
    expect(requests.at(-1)).toContain('action=auth.');
    expect(requests.at(-1)).toContain('from=2026-11-01');
    expect(requests.at(-1)).toContain('actorId=1');
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    renderAudit();
    expect(
      await screen.findByRole('table', {
        name: 'Entradas del registro de auditoría, las más recientes primero',
      }),
    ).toBeTruthy();
    expect(screen.getByText('Firefox en Linux')).toBeTruthy();
    expect(screen.getByText('demo_admin anuló la factura #42.')).toBeTruthy();
  });
});
