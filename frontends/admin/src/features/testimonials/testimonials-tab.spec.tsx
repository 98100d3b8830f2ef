import { i18n } from '@terrabridge/i18n';
import { useToastStore } from '@terrabridge/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockApi, renderSection } from '../../testing/render-section';
import type { AdminTestimonial } from './testimonial-api';

const testimonial = (overrides: Partial<AdminTestimonial> = {}): AdminTestimonial => ({
  id: 5,
  name: 'Valeria Costa',
  position: 'Partner',
  company: 'Costa & Pereira Abogados',
  content: 'They understood our clients.',
  contentEs: 'Entendieron a nuestros clientes.',
  rating: 4.5,
  image: null,
  approved: false,
  createdAt: '2026-11-20T12:00:00.000Z',
  ...overrides,
});

const page = (items: AdminTestimonial[]) => jsonResponse({ items, nextCursor: null });

describe('testimonials section', () => {
  beforeEach(async () => {
    useToastStore.setState({ toasts: [] });
    await i18n.changeLanguage('en');
  });

  it('lists those waiting for review and approves one', async () => {
    const calls = mockApi({
      'GET /api/admin/testimonials': () => page([testimonial()]),
      'PATCH /api/admin/testimonials/5': () => jsonResponse(testimonial({ approved: true })),
    });
    await renderSection('testimonials');
    expect(await screen.findByText('Valeria Costa')).toBeTruthy();
    expect(screen.getByText('4.5 of 5 stars')).toBeTruthy();
    expect(calls[0].url).toContain('status=pending');

    fireEvent.click(
      screen.getByRole('button', { name: 'Approve the testimonial of Valeria Costa' }),
    );
    await waitFor(() =>
      expect(document.body.textContent).toContain('Approved: it now shows on the website.'),
    );
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ approved: true });
  });

  it("shows the spec's toast when an approval fails, in Spanish too", async () => {
    mockApi({
      'GET /api/admin/testimonials': () => page([testimonial()]),
      'PATCH /api/admin/testimonials/5': () => new Response('', { status: 502 }),
    });
    await renderSection('testimonials');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Approve the testimonial of Valeria Costa' }),
    );
    await waitFor(() =>
      expect(document.body.textContent).toContain('Failed to update testimonial'),
    );
    await act(() => i18n.changeLanguage('es'));
    fireEvent.click(screen.getByRole('button', { name: 'Aprobar el testimonio de Valeria Costa' }));
    await waitFor(() =>
      expect(document.body.textContent).toContain('No se pudo actualizar el testimonio'),
    );
  });

  it('edits the texts in both languages, sending blank optional ones as none', async () => {
    const calls = mockApi({
      'GET /api/admin/testimonials': () => page([testimonial()]),
      'PATCH /api/admin/testimonials/5': () => jsonResponse(testimonial()),
    });
    await renderSection('testimonials');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Edit the testimonial of Valeria Costa' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Edit the testimonial of Valeria Costa',
    });
    fireEvent.change(within(dialog).getByLabelText('Text in Spanish', { exact: false }), {
      target: { value: 'Nos entendieron.' },
    });
    fireEvent.change(within(dialog).getByLabelText('Company', { exact: false }), {
      target: { value: '  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.body.textContent).toContain('Testimonial saved.'));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      name: 'Valeria Costa',
      position: 'Partner',
      company: null,
      content: 'They understood our clients.',
      contentEs: 'Nos entendieron.',
      image: null,
      rating: 4.5,
      approved: false,
    });
  });

  it('creates one, asking for the name and the English text first', async () => {
    const calls = mockApi({
      'GET /api/admin/testimonials': () => page([]),
      'POST /api/admin/testimonials': () => jsonResponse(testimonial({ id: 9 }), 201),
    });
    await renderSection('testimonials');
    expect(await screen.findByText('Nothing waiting for review.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New testimonial' }));
    const dialog = await screen.findByRole('dialog', { name: 'New testimonial' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getAllByText('This field is required.')).toHaveLength(2);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Client name', { exact: false }), {
      target: { value: 'Rosa Díaz' },
    });
    fireEvent.change(within(dialog).getByLabelText('Text in English', { exact: false }), {
      target: { value: 'Our orders doubled.' },
    });
    fireEvent.click(within(dialog).getByLabelText('Show on the website'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(document.body.textContent).toContain('Testimonial created.'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'Rosa Díaz',
      content: 'Our orders doubled.',
      contentEs: null,
      rating: 5,
      approved: true,
    });
  });
});
