import type { BlogPost, BlogPostDetail } from '@terrabridge/api-client';
import { i18n } from '@terrabridge/i18n';
import { act, screen, within } from '@testing-library/react';
import { jsonResponse, mockApi, renderAt } from '../projects/testing';

function samplePost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: 1,
    slug: 'practical-ai',
    title: 'Practical AI for Small Businesses',
    titleEs: 'IA práctica para pequeñas empresas',
    content: `Short English intro.\n\n# Where to start\n\n- List tasks\n- Pick one\n\n1. Week one\n2. Week two\n\n#### Bottom line\n\nStart small.`,
    contentEs: 'Introducción en español.\n\n## Por dónde empezar\n\nEmpiece de a poco.',
    featuredImage: '/images/blog/practical-ai.jpg',
    createdAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString(),
    publishedAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString(),
    excerpt: null,
    excerptEs: null,
    featuredImageAlt: null,
    featuredImageAltEs: null,
    author: { firstName: 'Daniela', lastName: 'Pereira' },
    summary:
      'Short English intro. Where to start List tasks Pick one Week one Week two Bottom line Start small.',
    summaryEs: 'Introducción en español. Por dónde empezar Empiece de a poco.',
    ...overrides,
  };
}

/** A post as its own page receives it: the body also as the API's sanitised HTML. */
function sampleDetail(overrides: Partial<BlogPostDetail> = {}): BlogPostDetail {
  return {
    ...samplePost(),
    contentHtml:
      '<p>Short English intro.</p>\n<h2>Where to start</h2>\n<ul>\n<li>List tasks</li>\n<li>Pick one</li>\n</ul>\n<ol>\n<li>Week one</li>\n<li>Week two</li>\n</ol>\n<h3>Bottom line</h3>\n<p>Start <strong>small</strong>.</p>\n',
    contentHtmlEs:
      '<p>Introducción en español.</p>\n<h2>Por dónde empezar</h2>\n<p>Empieza de a poco.</p>\n',
    ...overrides,
  };
}

const LONG = `${'Automation saves time. '.repeat(10)}The end.`;

describe('/blog', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows six skeleton cards while loading, then the posts', async () => {
    let answer!: (response: Response) => void;
    mockApi({ '/api/blog': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { container } = await renderAt('/blog');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Ideas for growing your business online',
    );
    const loading = screen.getByRole('status');
    expect(loading.textContent).toBe('Loading…');
    expect(loading.querySelectorAll(':scope > div')).toHaveLength(6);

    await act(async () =>
      answer(jsonResponse([samplePost(), samplePost({ id: 2, slug: 'long', content: LONG })])),
    );
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Practical AI for Small Businesses', 'Practical AI for Small Businesses']);
    expect(container.querySelectorAll('[aria-hidden="true"].animate-pulse')).toHaveLength(0);
    // The first card's image is the largest paint on a phone: fetched first, never lazy.
    const images = list.querySelectorAll('img');
    expect(images[0].getAttribute('fetchpriority')).toBe('high');
    expect(images[0].getAttribute('loading')).toBe('eager');
    expect(images[1].getAttribute('fetchpriority')).toBeNull();
    // The next ones load as they come near: on a phone, below the fold.
    expect(images[1].getAttribute('loading')).toBe('lazy');
    expect(document.title).toBe('Blog | TerraBridge Digital');
  });

  it('shows the image, relative time, excerpt and Read More link on each card', async () => {
    mockApi({
      '/api/blog': jsonResponse([
        samplePost({
          content: LONG,
          summary: `${LONG.slice(0, 150).trimEnd()}…`,
          featuredImage: null,
        }),
      ]),
    });
    await renderAt('/blog');
    const card = (await screen.findByRole('list')).querySelector('article');
    if (!card) throw new Error('no card');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/images/site/blog-stock.jpg');
    expect(within(card).getByText('3 days ago').tagName).toBe('TIME');
    expect(within(card).getByText(/^Automation saves time/).textContent).toBe(
      `${LONG.slice(0, 150).trimEnd()}…`,
    );
    expect(
      within(card)
        .getByRole('link', { name: /^Read More\W+Practical AI for Small Businesses$/ })
        .getAttribute('href'),
    ).toBe('/blog/practical-ai');
  });

  it('is translated to Spanish: title, excerpt and relative time', async () => {
    await i18n.changeLanguage('es');
    mockApi({
      '/api/blog': jsonResponse([samplePost(), samplePost({ id: 2, slug: 'b', titleEs: null })]),
    });
    await renderAt('/blog');
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['IA práctica para pequeñas empresas', 'Practical AI for Small Businesses']);
    expect(within(list).getAllByText('hace 3 días')).toHaveLength(2);
    expect(
      within(list).getAllByText('Introducción en español. Por dónde empezar Empiece de a poco.'),
    ).toHaveLength(2);
    expect(within(list).getAllByRole('link', { name: /^Leer más/ })).toHaveLength(2);
  });

  it("shows a post's own excerpt in the reader's language instead of the body's start", async () => {
    await i18n.changeLanguage('es');
    mockApi({
      '/api/blog': jsonResponse([
        samplePost({ excerpt: 'Where to begin.', excerptEs: 'Por dónde empezar.' }),
        samplePost({ id: 2, slug: 'b', excerpt: 'Only in English.' }),
      ]),
    });
    await renderAt('/blog');
    const list = await screen.findByRole('list');
    expect(within(list).getByText('Por dónde empezar.')).toBeTruthy();
    expect(within(list).getByText('Only in English.')).toBeTruthy();
  });

  it('shows the error and the empty state in both languages', async () => {
    mockApi({ '/api/blog': jsonResponse({ statusCode: 500 }, 500) });
    const first = await renderAt('/blog');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error loading blog posts. Please try again later.',
    );
    first.unmount();

    mockApi({ '/api/blog': jsonResponse([]) });
    const second = await renderAt('/blog');
    expect(
      await screen.findByText('No blog posts found. Check back soon for updates!'),
    ).toBeTruthy();
    second.unmount();

    await i18n.changeLanguage('es');
    await renderAt('/blog');
    expect(
      await screen.findByText(
        'No se encontraron publicaciones. ¡Vuelve pronto para ver novedades!',
      ),
    ).toBeTruthy();
  });
});

describe('/blog/:slug', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows a skeleton, then the title, date, image and the rendered body', async () => {
    let answer!: (response: Response) => void;
    mockApi({
      '/api/blog/practical-ai': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await renderAt('/blog/practical-ai');
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.getByRole('link', { name: 'Back to blog' }).getAttribute('href')).toBe('/blog');

    await act(async () =>
      answer(jsonResponse(sampleDetail({ createdAt: '2026-06-09T15:30:00.000Z' }))),
    );
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 1 }).textContent).toBe(
      'Practical AI for Small Businesses',
    );
    expect(within(article).getByText('June 9, 2026').getAttribute('datetime')).toBe(
      '2026-06-09T15:30:00.000Z',
    );
    expect(within(article).getByText('By Daniela Pereira')).toBeTruthy();
    expect(article.querySelector('img')?.getAttribute('src')).toBe('/images/blog/practical-ai.jpg');
    expect(article.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(within(article).getByRole('heading', { level: 2, name: 'Where to start' })).toBeTruthy();
    expect(within(article).getByRole('heading', { level: 3, name: 'Bottom line' })).toBeTruthy();
    const [bullets, numbered] = within(article).getAllByRole('list');
    expect(bullets.tagName).toBe('UL');
    expect(
      within(bullets)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['List tasks', 'Pick one']);
    expect(numbered.tagName).toBe('OL');
    expect(within(numbered).getAllByRole('listitem')).toHaveLength(2);
    expect(within(article).getByText('small').tagName).toBe('STRONG');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Practical AI for Small Businesses | TerraBridge Digital');
  });

  it('shows the rendered body, never the source with its markers', async () => {
    mockApi({
      '/api/blog/practical-ai': jsonResponse(
        sampleDetail({
          content: 'Some **bold** and [a link](https://example.com).',
          contentHtml:
            '<p>Some <strong>bold</strong> and <a href="https://example.com" rel="noopener noreferrer">a link</a>.</p>',
        }),
      ),
    });
    await renderAt('/blog/practical-ai');
    const article = await screen.findByRole('article');
    expect(article.textContent).not.toContain('**');
    expect(article.textContent).not.toContain('](');
    expect(within(article).getByRole('link', { name: 'a link' }).getAttribute('href')).toBe(
      'https://example.com',
    );
  });

  it('is translated to Spanish with the Spanish body and date', async () => {
    await i18n.changeLanguage('es');
    mockApi({
      '/api/blog/practical-ai': jsonResponse(
        sampleDetail({
          createdAt: '2026-06-09T15:30:00.000Z',
          featuredImageAlt: 'A laptop on a desk',
          featuredImageAltEs: 'Una laptop sobre un escritorio',
        }),
      ),
    });
    await renderAt('/blog/practical-ai');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'IA práctica para pequeñas empresas',
    );
    expect(screen.getByRole('img', { name: 'Una laptop sobre un escritorio' })).toBeTruthy();
    expect(screen.getByText('9 de junio de 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Por dónde empezar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al blog' })).toBeTruthy();
  });

  it('shows the error with a return link for an unknown or malformed slug', async () => {
    const fetchMock = mockApi({
      '/api/blog/no-such-post': jsonResponse({ statusCode: 404, message: 'Not found' }, 404),
    });
    const first = await renderAt('/blog/no-such-post');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Blog post not found or an error occurred.',
    );
    expect(screen.getByRole('link', { name: 'Return to the blog' }).getAttribute('href')).toBe(
      '/blog',
    );
    first.unmount();

    await renderAt('/blog/Not_A_Slug');
    expect(screen.getByRole('alert').textContent).toBe('Blog post not found or an error occurred.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
