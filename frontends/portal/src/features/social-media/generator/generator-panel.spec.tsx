import { i18n } from '@terrabridge/i18n';
import { useUserStore } from '@terrabridge/session';
import { sampleUser } from '@terrabridge/session/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorResponse, jsonResponse, mockApi, renderAt } from '../../../testing/render-at';
import { initialGeneratorData, useGeneratorStore } from './generator-store';

const PLATFORMS = ['twitter', 'facebook', 'instagram', 'linkedin'] as const;

const postFor = (platform: string) => ({
  content: `Fresh ideas for your ${platform} audience. Talk to us today!`,
  contentEs: `Ideas nuevas para tu audiencia de ${platform}. ¡Escríbenos hoy!`,
  hashtags: ['#TerraBridge', '#marketing'],
  shortened: platform === 'instagram',
});

const allPosts = () =>
  Object.fromEntries(PLATFORMS.map((platform) => [platform, postFor(platform)]));

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

async function openGenerator(language: 'en' | 'es' = 'en') {
  await i18n.changeLanguage(language);
  await renderAt('/dashboard?tab=social-media&view=generator');
  await screen.findByRole('tablist', {
    name: language === 'en' ? 'Ways to generate content' : 'Formas de generar contenido',
  });
}

const subTab = (name: string) => {
  fireEvent.click(screen.getByRole('tab', { name }));
};

const prompt = () =>
  screen.getByRole('textbox', {
    name: /^(What should the post be about\?|¿De qué debe tratar la publicación\?)$/,
  });

/** The texts a control is described by (its error, hint and counter). */
function describedBy(control: HTMLElement): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

const editor = (platform: string) => screen.getByRole('article', { name: platform });

/** The calls of the generator's work, without the status check every opening makes. */
const generationCalls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.filter(([url]) => String(url) !== '/api/ai-status');

describe('the social media generator', () => {
  beforeEach(() => {
    useGeneratorStore.setState(initialGeneratorData(), true);
    useUserStore.setState({ user: sampleUser(), loading: false });
  });

  it('checks the single-platform form before sending anything (en)', async () => {
    const fetchMock = mockApi({});
    await openGenerator('en');
    fireEvent.click(screen.getByRole('button', { name: 'Generate post' }));
    expect(prompt().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(prompt())).toContain(
      'Please provide more details for better content generation',
    );
    expect(document.activeElement).toBe(prompt());
    expect(screen.getByText('Choose a platform')).toBeTruthy();

    fireEvent.change(prompt(), { target: { value: ' too short ' } });
    expect(
      screen.getByText('Please provide more details for better content generation'),
    ).toBeTruthy();
    fireEvent.change(prompt(), { target: { value: 'Our new bakery opens on Monday' } });
    expect(prompt().getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Generate post' }));
    // The platform is still missing: its first choice gets the focus.
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Twitter' }));
    expect(generationCalls(fetchMock)).toHaveLength(0);
  });

  it('checks the multi-platform and recommendation forms in Spanish', async () => {
    mockApi({});
    await openGenerator('es');
    subTab('Varias plataformas');
    for (const name of ['Twitter', 'Facebook', 'Instagram', 'LinkedIn']) {
      const box = screen.getByRole('checkbox', { name });
      expect((box as HTMLInputElement).checked).toBe(true);
      fireEvent.click(box);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Generar publicaciones' }));
    expect(
      screen.getByText('Por favor da más detalles para generar un mejor contenido'),
    ).toBeTruthy();
    expect(screen.getByText('Selecciona al menos una plataforma')).toBeTruthy();

    subTab('Recomendaciones');
    fireEvent.click(screen.getByRole('button', { name: 'Obtener recomendaciones' }));
    expect(screen.getByText('Por favor describe tu audiencia con más detalle')).toBeTruthy();
    expect(screen.getByText('La industria es obligatoria')).toBeTruthy();
  });

  it('writes four posts in both languages, counts them live and saves them all, then shows the list', async () => {
    const saved: unknown[] = [];
    const fetchMock = mockApi({
      '/api/social-media/multi-platform': () => jsonResponse(allPosts()),
      '/api/social-media/save': (init) => {
        saved.push(bodyOf(init));
        return jsonResponse({ id: saved.length }, 201);
      },
    });
    await openGenerator('en');
    subTab('Multi-platform');
    fireEvent.change(prompt(), { target: { value: 'Our new bakery opens on Monday' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Generate posts' }));
    });
    await screen.findByRole('heading', { name: 'Your posts' });
    expect(bodyOf(generationCalls(fetchMock)[0][1])).toEqual({
      prompt: 'Our new bakery opens on Monday',
      platforms: ['twitter', 'facebook', 'instagram', 'linkedin'],
      language: 'en',
    });
    expect(
      screen.getAllByRole('article').map((item) => item.getAttribute('aria-labelledby')),
    ).toHaveLength(4);

    const twitter = editor('Twitter');
    const english = within(twitter).getByRole('textbox', { name: 'English' });
    const spanish = within(twitter).getByRole('textbox', { name: 'Spanish' });
    expect((spanish as HTMLTextAreaElement).value).toBe(postFor('twitter').contentEs);
    // Text, blank line and hashtags, as posted.
    const length = postFor('twitter').content.length + 2 + '#TerraBridge #marketing'.length;
    expect(describedBy(english)).toContain(`${length} of 280 characters, hashtags included`);
    expect(within(editor('Instagram')).getByText('Shortened to fit')).toBeTruthy();
    expect(within(editor('Instagram')).getByText(/^2 of 30 hashtags/)).toBeTruthy();

    // Over the limit shows at once and keeps every post from being saved.
    fireEvent.change(english, { target: { value: 'x'.repeat(300) } });
    expect(english.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(english)).toContain('45 characters over the Twitter limit of 280 |');
    expect(describedBy(english)).toContain('325 of 280 characters');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save all' }));
    });
    expect(screen.getByText('Fix the marked posts before saving them.')).toBeTruthy();
    expect(saved).toEqual([]);

    fireEvent.change(english, { target: { value: 'Fresh bread every morning, from Monday on.' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save all' }));
    });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Library' }).getAttribute('aria-selected')).toBe(
        'true',
      ),
    );
    expect(saved).toHaveLength(4);
    expect(saved[0]).toEqual({
      platform: 'twitter',
      content: 'Fresh bread every morning, from Monday on.',
      contentEs: postFor('twitter').contentEs,
      hashtags: ['#TerraBridge', '#marketing'],
      aiGenerated: true,
    });
    expect(String(generationCalls(fetchMock)[1][0])).toBe('/api/social-media/save?lang=en');

    // Back on the generator, the posts are still there, saved.
    fireEvent.click(screen.getByRole('tab', { name: 'Generator' }));
    await screen.findByRole('heading', { name: 'Your posts' });
    expect(within(editor('LinkedIn')).getByText('Saved')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save all' })).toBeNull();
  });

  it('saves one post, with the server refusing it first', async () => {
    let answer = errorResponse(400, 'Content must be at least 10 characters');
    mockApi({
      '/api/social-media/generate': () =>
        jsonResponse({ platform: 'linkedin', ...postFor('linkedin') }),
      '/api/social-media/save': () => answer,
    });
    await openGenerator('en');
    fireEvent.change(prompt(), { target: { value: 'Our new bakery opens on Monday' } });
    fireEvent.click(screen.getByRole('radio', { name: 'LinkedIn' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Generate post' }));
    });
    await screen.findByRole('heading', { name: 'Your post' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save the LinkedIn post' }));
    });
    const refused = await screen.findByRole('alert');
    expect(refused.textContent).toContain('The post could not be saved');
    expect(refused.textContent).toContain('Content must be at least 10 characters');
    expect(screen.getByRole('tab', { name: 'Generator' }).getAttribute('aria-selected')).toBe(
      'true',
    );

    answer = jsonResponse({ id: 1 }, 201);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save the LinkedIn post' }));
    });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Library' }).getAttribute('aria-selected')).toBe(
        'true',
      ),
    );
  });

  it('shows the progress while the posts are written, and cancels them', async () => {
    let signal: AbortSignal | undefined;
    mockApi({
      '/api/social-media/generate': (init) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(signal?.reason as Error));
        }),
    });
    await openGenerator('es');
    fireEvent.change(prompt(), { target: { value: 'Nuestra panadería abre el lunes' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Instagram' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Generar publicación' }));
    });
    expect(screen.getByText('Escribiendo tus publicaciones en inglés y en español…')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    });
    expect(signal?.aborted).toBe(true);
    expect(screen.getByText(/^Cancelado\. La generación puede terminar igualmente/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull();
  });

  it("shows the API's error with a retry, and the format error of a malformed answer (es)", async () => {
    let answer: () => Response = () => errorResponse(502, 'Error al generar contenido');
    mockApi({ '/api/social-media/generate': () => answer() });
    await openGenerator('es');
    fireEvent.change(prompt(), { target: { value: 'Nuestra panadería abre el lunes' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Twitter' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Generar publicación' }));
    });
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('Error al generar contenido');
    expect(failure.textContent).toContain('Por favor inténtalo de nuevo en unos momentos.');

    answer = () => jsonResponse({ platform: 'twitter', content: 'Sin español' });
    await act(async () => {
      fireEvent.click(within(failure).getByRole('button', { name: 'Reintentar' }));
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'El contenido recibido no tiene el formato esperado',
    );
  });

  it('says an administrator sets up the AI provider when it is not configured', async () => {
    mockApi({
      '/api/social-media/generate': () => errorResponse(503, 'AI provider not configured'),
    });
    await openGenerator('en');
    fireEvent.change(prompt(), { target: { value: 'Our new bakery opens on Monday' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Facebook' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Generate post' }));
    });
    const notice = await screen.findByText('AI generation is not set up yet');
    expect(notice.closest('[role="status"]')?.textContent).toContain(
      'An administrator of TerraBridge Digital sets it up',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    // The rest of the tab works.
    fireEvent.click(screen.getByRole('tab', { name: 'Library' }));
    expect(screen.getByRole('tab', { name: 'Library' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says so before the first try when the API reports no AI provider', async () => {
    const fetchMock = mockApi({ '/api/ai-status': () => jsonResponse({ configured: false }) });
    await openGenerator('en');
    expect(await screen.findByText('AI generation is not set up yet')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(
      '/api/social-media/generate',
    );
  });

  it('turns a recommended topic into the prompt of the multi-platform form', async () => {
    const fetchMock = mockApi({
      '/api/content-recommendations': () =>
        jsonResponse({
          topics: ['Seasonal menus', 'Behind the scenes'],
          contentTypes: ['Short video', 'Carousel'],
          platforms: ['instagram', 'facebook'],
        }),
    });
    await openGenerator('en');
    subTab('Recommendations');
    fireEvent.change(screen.getByRole('textbox', { name: 'Your audience' }), {
      target: { value: 'Owners of small restaurants in Montevideo' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Industry' }), {
      target: { value: 'Hospitality' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Get recommendations' }));
    });
    await screen.findByRole('heading', { name: 'What to publish' });
    expect(bodyOf(generationCalls(fetchMock)[0][1])).toEqual({
      audience: 'Owners of small restaurants in Montevideo',
      industry: 'Hospitality',
      language: 'en',
    });
    expect(
      within(screen.getByRole('list', { name: 'Content types' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Short video', 'Carousel']);
    expect(
      within(screen.getByRole('list', { name: 'Best platforms' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Instagram', 'Facebook']);

    fireEvent.click(screen.getByRole('button', { name: 'Write posts about: Behind the scenes' }));
    expect(screen.getByRole('tab', { name: 'Multi-platform' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect((prompt() as HTMLTextAreaElement).value).toBe(
      'Behind the scenes. Audience: Owners of small restaurants in Montevideo. Industry: Hospitality.',
    );
    await waitFor(() => expect(document.activeElement).toBe(prompt()));
    const checked = screen
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => (box as HTMLInputElement).value);
    expect(checked).toEqual(['facebook', 'instagram']);
  });
});
