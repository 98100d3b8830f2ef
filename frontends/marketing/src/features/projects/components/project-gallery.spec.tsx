import { i18n } from '@terrabridge/i18n';
import { fireEvent, render, screen } from '@testing-library/react';
import '../i18n';
import { ProjectGallery } from './project-gallery';

const IMAGES = ['/images/projects/a.jpg', '/images/projects/b.jpg', '/images/projects/c.jpg'];

const mainImage = () => screen.getByRole('img');
const thumbnails = () => screen.queryAllByRole('button');

describe('ProjectGallery', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('selects the first image and marks its thumbnail as pressed', () => {
    render(<ProjectGallery images={IMAGES} title="Online Store" />);
    expect(mainImage().getAttribute('src')).toBe('/images/projects/a.jpg');
    expect(mainImage().getAttribute('alt')).toBe('Online Store, image 1 of 3');
    expect(thumbnails().map((button) => button.getAttribute('aria-label'))).toEqual([
      'Show image 1 of 3',
      'Show image 2 of 3',
      'Show image 3 of 3',
    ]);
    expect(thumbnails().map((button) => button.getAttribute('aria-pressed'))).toEqual([
      'true',
      'false',
      'false',
    ]);
  });

  it('shows the image of a clicked thumbnail', () => {
    render(<ProjectGallery images={IMAGES} title="Online Store" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    expect(mainImage().getAttribute('src')).toBe('/images/projects/c.jpg');
    expect(mainImage().getAttribute('alt')).toBe('Online Store, image 3 of 3');
    expect(thumbnails().map((button) => button.getAttribute('aria-pressed'))).toEqual([
      'false',
      'false',
      'true',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Show image 2 of 3' }));
    expect(mainImage().getAttribute('src')).toBe('/images/projects/b.jpg');
  });

  it('serves WebP and a 640px variant for the site photos', () => {
    const { container } = render(<ProjectGallery images={IMAGES} title="Online Store" />);
    const source = container.querySelector('picture source');
    expect(source?.getAttribute('type')).toBe('image/webp');
    expect(source?.getAttribute('srcset')).toBe(
      '/images/projects/a-640.webp 640w, /images/projects/a.webp 1600w',
    );
  });

  it('has no thumbnails for a single image', () => {
    render(<ProjectGallery images={['/images/projects/a.jpg']} title="Online Store" />);
    expect(mainImage().getAttribute('alt')).toBe('Online Store, image 1 of 1');
    expect(thumbnails()).toHaveLength(0);
  });

  it('names the thumbnails in Spanish', async () => {
    await i18n.changeLanguage('es');
    render(<ProjectGallery images={IMAGES} title="Tienda" />);
    expect(screen.getByRole('button', { name: 'Mostrar imagen 2 de 3' })).toBeTruthy();
    expect(mainImage().getAttribute('alt')).toBe('Tienda, imagen 1 de 3');
  });
});
