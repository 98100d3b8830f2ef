/**
 * @jest-environment node
 */
import { queryClientWithSite } from '@terrabridge/api-client/testing';
import { i18n } from '@terrabridge/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import MarketingApp from '../../remote-entry';
import { sampleProject } from '../projects/testing';
import { sampleServices, sampleTestimonials } from '../shared/fixtures';

/** Renders a page as the server will: everything, lazy parts included, with prefetched data. */
async function serverRender(path: string): Promise<string> {
  const client = queryClientWithSite();
  client.setQueryData(['/api/services'], sampleServices());
  client.setQueryData(['/api/testimonials'], sampleTestimonials());
  client.setQueryData(['/api/projects?featured=true'], [sampleProject()]);
  const { prelude } = await prerenderToNodeStream(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <MarketingApp />
      </MemoryRouter>
    </QueryClientProvider>,
    // Inline every finished boundary, so the HTML reads in order without scripts.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude as unknown as AsyncIterable<{ toString(): string }>) {
    html += chunk.toString();
  }
  return html;
}

function sectionIds(html: string): string[] {
  return [...html.matchAll(/<section[^>]* id="([^"]+)"/g)].map((match) => match[1]);
}

describe('home page on the server', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('renders every section below the hero, not a placeholder', async () => {
    const html = await serverRender('/');
    expect(sectionIds(html)).toEqual([
      'home',
      'services',
      'about',
      'process',
      'ai-solutions',
      'projects',
      'stats',
      'testimonials',
      'faq',
      'contact',
    ]);
    expect(html).toContain('Web Design &amp; Development');
    expect(html).toContain('Online sales are up more than seventy percent.');
    expect(html).toContain('Bilingual E-commerce Platform');
    expect(html).toContain('Tell us about your project');
    expect(html).toContain('Ready to take your business further?');
    expect(html).not.toContain('role="status"');
  });

  it('shows the final statistics, so crawlers read them and nothing shifts', async () => {
    const html = await serverRender('/');
    const numbers = [...html.matchAll(/data-stat="(\w+)"[^>]*>(\d+)</g)].map(
      ([, key, value]) => `${key}=${value}`,
    );
    expect(numbers).toEqual(['clients=7', 'projects=9', 'countries=3']);
    expect(html).not.toContain('data-counting');
  });

  it('renders the services and about pages in full', async () => {
    const services = await serverRender('/services');
    expect(services).toContain('id="ai-solutions"');
    expect(services).toContain('Custom Digital Solutions');
    const about = await serverRender('/about');
    expect(sectionIds(about)).toEqual(['team', 'values', 'about', 'process', 'stats']);
    expect(about).toContain('Daniela Pereira');
  });
});
