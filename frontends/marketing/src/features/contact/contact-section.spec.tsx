import { queryClientWithSite, sampleSiteConfig } from '@terrabridge/api-client/testing';
import { i18n } from '@terrabridge/i18n';
import { useToastStore } from '@terrabridge/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ContactSection } from './contact-section';
import {
  SERVICES,
  deferred,
  errorResponse,
  jsonResponse,
  mockApi,
  sentBodies,
} from './testing/contact-fixtures';

const SENT = { notification: 'sent', autoReply: 'sent' };

function renderSection(url = '/contact') {
  return render(
    <QueryClientProvider client={queryClientWithSite()}>
      <MemoryRouter initialEntries={[url]}>
        <ContactSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const control = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

function type(name: string, value: string) {
  fireEvent.change(control(name), { target: { value } });
}

/** The texts a control is described by. */
function describedBy(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

const toasts = () => useToastStore.getState().toasts;

async function fillValidForm() {
  type('Name', 'María Rodríguez');
  type('Email', 'maria@example.com');
  type('Message', 'We need a bilingual website for our bakery.');
}

function submitButton(name: string | RegExp = 'Send message') {
  return screen.getByRole('button', { name });
}

describe('ContactSection', () => {
  beforeEach(async () => {
    useToastStore.setState({ toasts: [] });
    await i18n.changeLanguage('en');
  });

  it('is the #contact section with the contact values of the site configuration', async () => {
    mockApi({ '/api/services': () => jsonResponse(SERVICES) });
    const { container } = renderSection();
    const site = sampleSiteConfig();
    const section = container.querySelector('section#contact') as HTMLElement;
    expect(section).not.toBeNull();
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe(
      'Tell us about your project',
    );

    expect(screen.getByRole('link', { name: site.email }).getAttribute('href')).toBe(
      `mailto:${site.email}`,
    );
    const phone = screen.getByRole('link', { name: `${site.phone} (opens in a new tab)` });
    expect(phone.getAttribute('href')).toBe('https://wa.me/17045550142');
    expect(phone.getAttribute('target')).toBe('_blank');
    const offices = screen.getByText('Offices').nextElementSibling as HTMLElement;
    expect(Array.from(offices.children).map((line) => line.textContent)).toEqual([
      'Charlotte, North Carolina, United States',
      'Montevideo, Uruguay',
    ]);
    expect(section.textContent).toContain('Monday to Friday, 9:00 AM to 6:00 PM (local time)');

    const social = screen.getByRole('heading', { name: 'Follow us' }).nextElementSibling;
    expect(
      within(social as HTMLElement)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Facebook (opens in a new tab)', site.social.facebook],
      ['Instagram (opens in a new tab)', site.social.instagram],
      ['WhatsApp (opens in a new tab)', site.social.whatsapp],
    ]);

    const schedule = screen.getByRole('group', { name: 'Schedule a free consultation' });
    expect(
      within(schedule)
        .getByRole('link', { name: /Book a call/ })
        .getAttribute('href'),
    ).toBe(site.bookingUrl);
  });

  it('lists the services in the current language plus Other', async () => {
    mockApi({ '/api/services': () => jsonResponse(SERVICES) });
    renderSection();
    const select = screen.getByRole('combobox', {
      name: 'Service (optional)',
    }) as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(4));
    expect(Array.from(select.options).map((option) => [option.value, option.text])).toEqual([
      ['', 'Select a service'],
      ['1', 'Web Design & Development'],
      ['4', 'AI Solutions'],
      ['other', 'Other'],
    ]);
    await act(() => i18n.changeLanguage('es'));
    const servicio = screen.getByRole('combobox', { name: 'Servicio (opcional)' });
    expect(Array.from((servicio as HTMLSelectElement).options).map((o) => o.text)).toEqual([
      'Selecciona un servicio',
      'Diseño y Desarrollo Web',
      'Soluciones de IA',
      'Otro',
    ]);
  });

  it('still offers Other, with a hint, when the services cannot be loaded', async () => {
    mockApi({ '/api/services': () => errorResponse(500, 'Internal server error') });
    renderSection();
    const select = screen.getByRole('combobox', {
      name: 'Service (optional)',
    }) as HTMLSelectElement;
    await waitFor(() => expect(describedBy(select)).toMatch(/could not be loaded/));
    expect(Array.from(select.options).map((option) => option.value)).toEqual(['', 'other']);
  });

  it('shows the rules on the fields, focuses the first and sends nothing', async () => {
    const fetchMock = mockApi({ '/api/services': () => jsonResponse(SERVICES) });
    renderSection();
    fireEvent.click(submitButton());

    await waitFor(() => expect(document.activeElement).toBe(control('Name')));
    for (const [label, message] of [
      ['Name', 'Name is required'],
      ['Email', 'Valid email is required'],
      ['Message', 'Message is required'],
    ]) {
      expect(control(label).getAttribute('aria-invalid')).toBe('true');
      expect(describedBy(control(label))).toBe(message);
    }
    expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Message').getAttribute('rows')).toBe('4');

    type('Email', 'maria@example');
    expect(describedBy(control('Email'))).toBe('Valid email is required');
    type('Email', 'maria@example.com');
    expect(control('Email').getAttribute('aria-invalid')).toBeNull();
    expect(sentBodies(fetchMock, '/api/contact')).toEqual([]);
  });

  it('words the rules in Spanish and follows a language switch', async () => {
    mockApi({ '/api/services': () => jsonResponse(SERVICES) });
    renderSection();
    await act(() => i18n.changeLanguage('es'));
    fireEvent.click(submitButton('Enviar mensaje'));
    expect(describedBy(control('Nombre'))).toBe('El nombre es obligatorio');
    expect(describedBy(control('Correo electrónico'))).toBe(
      'Se requiere un correo electrónico válido',
    );
    expect(describedBy(control('Mensaje'))).toBe('El mensaje es obligatorio');
    await act(() => i18n.changeLanguage('en'));
    expect(describedBy(control('Name'))).toBe('Name is required');
  });

  it('shows an error once a field is left empty', () => {
    mockApi({ '/api/services': () => jsonResponse(SERVICES) });
    renderSection();
    expect(control('Name').getAttribute('aria-invalid')).toBeNull();
    fireEvent.blur(control('Name'));
    expect(describedBy(control('Name'))).toBe('Name is required');
    expect(control('Email').getAttribute('aria-invalid')).toBeNull();
  });

  it('reads Submitting... while sending, then thanks the visitor and resets the form', async () => {
    const answer = deferred<Response>();
    const fetchMock = mockApi({
      '/api/services': () => jsonResponse(SERVICES),
      '/api/contact': () => answer.promise,
    });
    renderSection();
    const select = screen.getByRole('combobox', { name: 'Service (optional)' });
    await waitFor(() => expect((select as HTMLSelectElement).options).toHaveLength(4));
    await fillValidForm();
    fireEvent.change(select, { target: { value: '4' } });
    fireEvent.click(submitButton());

    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(busy);
    expect(sentBodies(fetchMock, '/api/contact')).toEqual([
      {
        name: 'María Rodríguez',
        email: 'maria@example.com',
        message: 'We need a bilingual website for our bakery.',
        serviceId: 4,
        language: 'en',
        website: '',
      },
    ]);

    await act(async () => answer.resolve(jsonResponse({ id: 7, emailStatus: SENT }, 201)));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toMatchObject({
      title: 'Message sent',
      description:
        "Thank you for reaching out! We've emailed you a confirmation and will reply within one business day.",
      variant: 'success',
    });
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
    expect(control('Name').value).toBe('');
    expect(control('Email').value).toBe('');
    expect(control('Message').value).toBe('');
    expect((select as HTMLSelectElement).value).toBe('');
    // A fresh form: no errors for the now empty fields.
    expect(control('Name').getAttribute('aria-invalid')).toBeNull();
  });

  it("sends 'other' as the service type, without an id, in the visitor's language", async () => {
    const fetchMock = mockApi({
      '/api/services': () => jsonResponse(SERVICES),
      '/api/contact': () => jsonResponse({ id: 8, emailStatus: SENT }, 201),
    });
    renderSection();
    await act(() => i18n.changeLanguage('es'));
    type('Nombre', 'Lucía');
    type('Correo electrónico', '  Lucia@Example.com ');
    type('Mensaje', 'Necesitamos contabilidad.');
    fireEvent.change(screen.getByRole('combobox', { name: 'Servicio (opcional)' }), {
      target: { value: 'other' },
    });
    fireEvent.click(submitButton('Enviar mensaje'));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(sentBodies(fetchMock, '/api/contact')).toEqual([
      {
        name: 'Lucía',
        email: 'Lucia@Example.com',
        message: 'Necesitamos contabilidad.',
        serviceType: 'other',
        language: 'es',
        website: '',
      },
    ]);
    expect(toasts()[0].title).toBe('Mensaje enviado');
  });

  it('sends neither a service id nor a type when no service is chosen', async () => {
    const fetchMock = mockApi({
      '/api/services': () => jsonResponse(SERVICES),
      '/api/contact': () => jsonResponse({ id: 9 }, 201),
    });
    renderSection();
    await fillValidForm();
    fireEvent.click(submitButton());
    await waitFor(() => expect(toasts()).toHaveLength(1));
    const [body] = sentBodies(fetchMock, '/api/contact') as Record<string, unknown>[];
    expect(body).not.toHaveProperty('serviceId');
    expect(body).not.toHaveProperty('serviceType');
    // No email status: the message is saved.
    expect(toasts()[0]).toMatchObject({
      title: 'Message sent',
      description:
        "Thank you for reaching out! Your message has been saved and we'll get back to you within one business day.",
    });
  });

  it('reads as sent when the emails are queued (no mail server yet, or a try to come)', async () => {
    mockApi({
      '/api/services': () => jsonResponse(SERVICES),
      '/api/contact': () =>
        jsonResponse({ id: 9, emailStatus: { notification: 'queued', autoReply: 'queued' } }, 201),
    });
    renderSection();
    await fillValidForm();
    fireEvent.click(submitButton());
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toMatchObject({
      title: 'Message sent',
      description:
        "Thank you for reaching out! Your message has been saved and we'll get back to you within one business day.",
      variant: 'success',
    });
  });

  it('posts for real without JavaScript: to the form endpoint, with its language', () => {
    const { container } = renderSection();
    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/api/contact/form');
    expect(container.querySelector('input[type="hidden"][name="language"]')).toHaveProperty(
      'value',
      'en',
    );
  });

  it('confirms a message the form sent without JavaScript (?sent=1), or says an email failed', () => {
    const sent = renderSection('/contact?sent=1');
    expect(screen.getByRole('status').textContent).toBe(
      "Message sentThank you for reaching out! Your message has been saved and we'll get back to you within one business day.",
    );
    sent.unmount();
    renderSection('/contact?sent=partial');
    expect(screen.getByRole('status').textContent).toBe(
      'Partial successYour message has been saved, but there was an issue sending email notifications.',
    );
  });

  it('reports a partial success in one short line when an email failed', async () => {
    mockApi({
      '/api/services': () => jsonResponse(SERVICES),
      '/api/contact': () =>
        jsonResponse({ id: 10, emailStatus: { notification: 'sent', autoReply: 'failed' } }, 201),
    });
    renderSection();
    await fillValidForm();
    fireEvent.click(submitButton());
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toMatchObject({
      title: 'Partial success',
      description:
        'Your message has been saved, but there was an issue sending email notifications.',
      variant: 'default',
    });
    expect(control('Name').value).toBe('');
  });

  it("shows the server's message in an error toast and keeps what was typed", async () => {
    mockApi({
      '/api/services': () => jsonResponse(SERVICES),
      '/api/contact': () => errorResponse(500, 'Internal server error'),
    });
    renderSection();
    await fillValidForm();
    fireEvent.click(submitButton());
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toMatchObject({
      title: 'Message not sent',
      description: 'Internal server error',
      variant: 'destructive',
    });
    expect(control('Name').value).toBe('María Rodríguez');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the rate limit message of a 429', async () => {
    mockApi({
      '/api/services': () => jsonResponse(SERVICES),
      '/api/contact': () => errorResponse(429, 'Too many attempts. Please try again in 60 seconds'),
    });
    renderSection();
    await fillValidForm();
    fireEvent.click(submitButton());
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toMatchObject({
      title: 'Message not sent',
      description: 'Too many attempts. Please try again in 60 seconds',
      variant: 'destructive',
    });
  });

  it('words a 429 without a message itself, and a network failure', async () => {
    const fetchMock = mockApi({
      '/api/services': () => jsonResponse(SERVICES),
      '/api/contact': () => new Response('', { status: 429 }),
    });
    renderSection();
    await fillValidForm();
    fireEvent.click(submitButton());
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0].description).toBe(
      'Too many messages in a short time. Please wait a few minutes and try again.',
    );

    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      throw new TypeError(`Failed to fetch ${String(input)}`);
    });
    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(toasts()[0].description).toBe(
        'Could not reach the server. Check your connection and try again.',
      ),
    );
  });

  it("places the server's field messages on their fields", async () => {
    mockApi({
      '/api/services': () => jsonResponse(SERVICES),
      '/api/contact': () =>
        errorResponse(400, ['Valid email is required', 'The selected service does not exist']),
    });
    renderSection();
    await waitFor(() =>
      expect(
        (screen.getByRole('combobox', { name: 'Service (optional)' }) as HTMLSelectElement).options,
      ).toHaveLength(4),
    );
    await fillValidForm();
    fireEvent.change(screen.getByRole('combobox', { name: 'Service (optional)' }), {
      target: { value: '1' },
    });
    fireEvent.click(submitButton());
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0].description).toBe('Please correct the highlighted fields and try again.');
    expect(describedBy(control('Email'))).toBe('Valid email is required');
    const select = screen.getByRole('combobox', { name: 'Service (optional)' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(select)).toBe('The selected service does not exist');
    await waitFor(() => expect(document.activeElement).toBe(control('Email')));

    // Editing a field clears the server's message on it.
    type('Email', 'maria@example.org');
    expect(control('Email').getAttribute('aria-invalid')).toBeNull();
  });

  it('has a hidden honeypot field that automated senders fill in', async () => {
    const fetchMock = mockApi({
      '/api/services': () => jsonResponse(SERVICES),
      '/api/contact': () => jsonResponse({ id: 11, emailStatus: SENT }, 201),
    });
    const { container } = renderSection();
    const honeypot = container.querySelector('input[name="website"]') as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /Website/ })).toBeNull();

    await fillValidForm();
    fireEvent.change(honeypot, { target: { value: 'https://spam.example' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(sentBodies(fetchMock, '/api/contact')).toEqual([
      expect.objectContaining({ website: 'https://spam.example' }),
    ]);
  });
});
