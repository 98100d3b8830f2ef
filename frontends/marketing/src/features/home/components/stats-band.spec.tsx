import { i18n } from '@terrabridge/i18n';
import { sampleSiteConfig } from '@terrabridge/api-client/testing';
import { act, screen } from '@testing-library/react';
import { FakeIntersectionObserver } from '../../shared/fake-intersection-observer';
import { renderWithProviders } from '../../shared/test-utils';
import { COUNT_UP_MS, StatsBand } from './stats-band';

/** The numbers as drawn on screen, in order. */
function drawn(): string[] {
  return [...document.querySelectorAll('[data-stat]')].map(
    (number) => (number.nextElementSibling ?? number).textContent!,
  );
}

const FINAL = ['3', '3', '0', '3'];

describe('stats band', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  afterEach(() => {
    FakeIntersectionObserver.uninstall();
    jest.useRealTimers();
  });

  it('shows the site profile stats with their labels, final values first', () => {
    renderWithProviders(<StatsBand />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'TerraBridge Digital in numbers',
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      '3Happy clients',
      '3Projects delivered',
      '0Awards',
      '3Countries served',
    ]);
    expect(drawn()).toEqual(FINAL);
    expect(sampleSiteConfig().stats.map((stat) => String(stat.value))).toEqual(FINAL);
  });

  it('counts up from zero once the band scrolls into view', () => {
    jest.useFakeTimers();
    FakeIntersectionObserver.install();
    renderWithProviders(<StatsBand />);
    const observer = FakeIntersectionObserver.latest();
    expect(observer.targets[0]?.id).toBe('stats');

    act(() => observer.report(false));
    expect(drawn()).toEqual(['0', '0', '0', '0']);

    act(() => observer.report(true));
    act(() => jest.advanceTimersByTime(COUNT_UP_MS / 4));
    const midway = drawn().map(Number);
    expect(midway[0]).toBeGreaterThan(0);
    expect(midway[0]).toBeLessThanOrEqual(3);

    act(() => jest.advanceTimersByTime(COUNT_UP_MS));
    expect(drawn()).toEqual(FINAL);
    expect(observer.disconnected).toBe(true);
  });

  it('keeps the final values when the band is already in view as the page opens', () => {
    FakeIntersectionObserver.install();
    renderWithProviders(<StatsBand />);
    act(() => FakeIntersectionObserver.latest().report(true));
    expect(drawn()).toEqual(FINAL);
    expect(FakeIntersectionObserver.latest().disconnected).toBe(true);
  });

  it('never animates when the visitor prefers reduced motion', () => {
    FakeIntersectionObserver.install();
    const original = globalThis.matchMedia;
    globalThis.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query === '(prefers-reduced-motion: reduce)',
    })) as typeof matchMedia;
    try {
      renderWithProviders(<StatsBand />);
      expect(FakeIntersectionObserver.instances).toHaveLength(0);
      expect(drawn()).toEqual(FINAL);
    } finally {
      globalThis.matchMedia = original;
    }
  });

  it('keeps the final numbers as the text while the drawn ones count', () => {
    jest.useFakeTimers();
    FakeIntersectionObserver.install();
    renderWithProviders(<StatsBand />);
    act(() => FakeIntersectionObserver.latest().report(false));
    const clients = screen.getAllByRole('listitem')[0];
    const counter = clients.querySelector('[data-counting]');
    expect(counter?.getAttribute('aria-hidden')).toBe('true');
    expect(counter?.textContent).toBe('0');
    expect(clients.querySelector('[data-stat]')?.textContent).toBe('3');
  });
});
