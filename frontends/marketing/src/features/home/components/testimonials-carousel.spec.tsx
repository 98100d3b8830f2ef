import { i18n } from '@terrabridge/i18n';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { sampleTestimonials } from '../../shared/fixtures';
import { ApiFailure, mockApi, renderWithProviders } from '../../shared/test-utils';
import { TESTIMONIALS_PATH, TestimonialsCarousel } from './testimonials-carousel';

function shownQuote(): string {
  return document.querySelector('#testimonials blockquote')!.textContent!;
}

describe('testimonials carousel', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('starts at the first testimonial and wraps forwards past the last', async () => {
    mockApi({ [TESTIMONIALS_PATH]: sampleTestimonials() });
    renderWithProviders(<TestimonialsCarousel />);
    await screen.findByRole('group', { name: 'Testimonial 1 of 3' });
    expect(shownQuote()).toBe('“Online sales are up more than seventy percent.”');
    expect(screen.getByText('Sarah Mitchell')).toBeTruthy();

    const next = screen.getByRole('button', { name: 'Next testimonial' });
    fireEvent.click(next);
    expect(screen.getByRole('group', { name: 'Testimonial 2 of 3' })).toBeTruthy();
    fireEvent.click(next);
    fireEvent.click(next);
    expect(screen.getByRole('group', { name: 'Testimonial 1 of 3' })).toBeTruthy();
    expect(shownQuote()).toBe('“Online sales are up more than seventy percent.”');
  });

  it('wraps backwards from the first testimonial to the last', async () => {
    mockApi({ [TESTIMONIALS_PATH]: sampleTestimonials() });
    renderWithProviders(<TestimonialsCarousel />);
    await screen.findByRole('group', { name: 'Testimonial 1 of 3' });
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(screen.getByRole('group', { name: 'Testimonial 3 of 3' })).toBeTruthy();
    expect(shownQuote()).toBe('“Our social media finally has a consistent voice.”');
    expect(screen.getByText('Co-founder, Café Rambla')).toBeTruthy();
  });

  it('jumps with the dots and marks the current one', async () => {
    mockApi({ [TESTIMONIALS_PATH]: sampleTestimonials() });
    renderWithProviders(<TestimonialsCarousel />);
    await screen.findByRole('group', { name: 'Testimonial 1 of 3' });
    const dots = within(screen.getByRole('group', { name: 'Choose a testimonial' })).getAllByRole(
      'button',
    );
    expect(dots).toHaveLength(3);
    expect(dots[0].getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 2 of 3' }));
    expect(shownQuote()).toBe('“Half of our new patients now book online.”');
    expect(dots[1].getAttribute('aria-current')).toBe('true');
    expect(dots[0].getAttribute('aria-current')).toBeNull();
  });

  it('announces changes politely and rates with whole and half stars', async () => {
    mockApi({ [TESTIMONIALS_PATH]: sampleTestimonials() });
    renderWithProviders(<TestimonialsCarousel />);
    const slide = await screen.findByRole('group', { name: 'Testimonial 1 of 3' });
    expect(slide.parentElement!.getAttribute('aria-live')).toBe('polite');
    expect(within(slide).getByText('Rated 5 out of 5')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(screen.getByText('Rated 4.5 out of 5')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Portrait of Dr. James Holloway' })).toBeTruthy();
  });

  it('shows the Spanish text in Spanish when the testimonial has one', async () => {
    mockApi({ [TESTIMONIALS_PATH]: sampleTestimonials() });
    renderWithProviders(<TestimonialsCarousel />);
    await screen.findByRole('group', { name: 'Testimonial 1 of 3' });
    await act(() => i18n.changeLanguage('es'));
    expect(shownQuote()).toBe('“Las ventas en línea crecieron más de un setenta por ciento.”');
    fireEvent.click(screen.getByRole('button', { name: 'Testimonio siguiente' }));
    // No Spanish text: the English one.
    expect(shownQuote()).toBe('“Half of our new patients now book online.”');
  });

  it('says so when there are no testimonials yet, without controls', async () => {
    mockApi({ [TESTIMONIALS_PATH]: [] });
    renderWithProviders(<TestimonialsCarousel />);
    expect(await screen.findByText('No testimonials available yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next testimonial' })).toBeNull();
  });

  it('shows a spinner while loading and a message when the call fails', async () => {
    mockApi({ [TESTIMONIALS_PATH]: 'pending' });
    const { unmount } = renderWithProviders(<TestimonialsCarousel />);
    expect(screen.getByRole('status').textContent).toBe('Loading testimonials…');
    unmount();

    mockApi({ [TESTIMONIALS_PATH]: new ApiFailure(500) });
    renderWithProviders(<TestimonialsCarousel />);
    expect(
      await screen.findByText(
        'We could not load our clients’ reviews right now. Please try again later.',
      ),
    ).toBeTruthy();
  });

  it('has no controls for a single testimonial', async () => {
    mockApi({ [TESTIMONIALS_PATH]: sampleTestimonials().slice(0, 1) });
    renderWithProviders(<TestimonialsCarousel />);
    await screen.findByRole('group', { name: 'Testimonial 1 of 1' });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
