import { i18n } from '@terrabridge/i18n';
import { useToastStore } from '@terrabridge/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockApi, renderSection } from '../../testing/render-section';
import type { AdminContact } from './contact-api';

const contact = (overrides: Partial<AdminContact> = {}): AdminContact => ({
  id: 7,
  name: 'Ana Pérez',
  email: 'ana@example.com',
  message: 'Necesitamos una tienda en línea.',
  service: { id: 2, name: 'Web Development', nameEs: 'Desarrollo web' },
  serviceType: null,
  language: 'es',
  resolved: false,
  resolvedAt: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  replies: [],
  ...overrides,
});

const page = (items: AdminContact[]) => jsonResponse({ items, nextCursor: null });

describe('contacts section', () => {
  beforeEach(async () => {
    useToastStore.setState({ toasts: [] });
    await i18n.changeLanguage('en');
  });

  it('lists pending messages first, then resolved ones when toggled', async () => {
    const calls = mockApi({
      'GET /api/admin/contacts?status=resolved': () =>
        page([contact({ id: 8, name: 'Carla Gómez', resolved: true })]),
      'GET /api/admin/contacts': () => page([contact()]),
    });
    await renderSection('contacts');
    expect(await screen.findByText('Ana Pérez')).toBeTruthy();
    expect(screen.getByText('Web Development')).toBeTruthy();
    expect(calls[0].url).toContain('status=pending');

    fireEvent.click(screen.getByRole('button', { name: 'Resolved' }));
    expect(await screen.findByText('Carla Gómez')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resolved' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(
      screen.getByRole('button', { name: 'Reopen the message from Carla Gómez' }),
    ).toBeTruthy();

    // The column headers sort, ascending then descending.
    fireEvent.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(calls.at(-1)?.url).toContain('sort=email'));
    fireEvent.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(calls.at(-1)?.url).toContain('sort=-email'));
  });

  it("shows the spec's toast when resolving fails, with the server's message when it sent one", async () => {
    mockApi({
      'GET /api/admin/contacts': () => page([contact()]),
      'PATCH /api/admin/contacts/7': () => new Response('', { status: 502 }),
    });
    await renderSection('contacts');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Mark resolved: the message from Ana Pérez' }),
    );
    await waitFor(() => expect(document.body.textContent).toContain('Failed to update contact'));

    mockApi({
      'GET /api/admin/contacts': () => page([contact()]),
      'PATCH /api/admin/contacts/7': () =>
        jsonResponse({ statusCode: 404, message: 'Contact submission not found' }, 404),
    });
    fireEvent.click(
      screen.getByRole('button', { name: 'Mark resolved: the message from Ana Pérez' }),
    );
    await waitFor(() =>
      expect(document.body.textContent).toContain('Contact submission not found'),
    );
  });

  it('says "Failed to update contact" in Spanish too, when the server sends no message', async () => {
    mockApi({
      'GET /api/admin/contacts': () => page([contact()]),
      'PATCH /api/admin/contacts/7': () => new Response('', { status: 502 }),
    });
    await renderSection('contacts');
    await act(() => i18n.changeLanguage('es'));
    fireEvent.click(
      await screen.findByRole('button', { name: 'Marcar resuelto: el mensaje de Ana Pérez' }),
    );
    await waitFor(() =>
      expect(document.body.textContent).toContain('No se pudo actualizar el contacto'),
    );
  });

  it('opens a message, sends a reply and shows it under the message', async () => {
    const replied = contact({
      replies: [
        {
          id: 1,
          subject: 'Re: tu mensaje a TerraBridge Digital',
          body: 'Hola Ana, con gusto.',
          author: { id: 1, name: 'Team Lead' },
          mailId: 99,
          mailState: 'pending',
          createdAt: '2026-11-21T09:00:00.000Z',
        },
      ],
    });
    const calls = mockApi({
      'GET /api/admin/contacts': () => page([contact()]),
      'POST /api/admin/contacts/7/replies': () => jsonResponse(replied, 201),
    });
    await renderSection('contacts');
    fireEvent.click(await screen.findByRole('button', { name: 'Open the message from Ana Pérez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message from Ana Pérez' });
    expect(within(dialog).getByText('Necesitamos una tienda en línea.')).toBeTruthy();
    expect(within(dialog).getByText('No replies yet.')).toBeTruthy();

    // An empty reply is not sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await within(dialog).findByText('Write your reply first.')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Your reply'), {
      target: { value: 'Hola Ana, con gusto.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await within(dialog).findByText('Hola Ana, con gusto.', { selector: 'p' })).toBeTruthy();
    expect(within(dialog).getByText('Sent by Team Lead on', { exact: false })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      body: 'Hola Ana, con gusto.',
    });
  });
});
