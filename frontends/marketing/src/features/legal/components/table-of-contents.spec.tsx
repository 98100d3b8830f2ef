import '../i18n';
import { i18n } from '@terrabridge/i18n';
import { act, render, screen } from '@testing-library/react';
import { TableOfContents } from './table-of-contents';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

describe('table of contents', () => {
  let observed: Element[];
  let notify: Callback;

  beforeEach(async () => {
    await i18n.changeLanguage('en');
    observed = [];
    globalThis.IntersectionObserver = class {
      constructor(callback: Callback) {
        notify = callback;
      }
      observe(target: Element) {
        observed.push(target);
      }
      disconnect() {
        observed = [];
      }
    } as unknown as typeof IntersectionObserver;
  });

  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  function renderToc() {
    return render(
      <>
        <TableOfContents
          entries={[
            { id: 'first', title: 'First section' },
            { id: 'second', title: 'Second section' },
          ]}
        />
        <section id="first" />
        <section id="second" />
      </>,
    );
  }

  it('numbers in-page links to each section', () => {
    renderToc();
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    const links = screen.getAllByRole('link');
    expect(nav.contains(links[0])).toBe(true);
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['1. First section', '#first'],
      ['2. Second section', '#second'],
    ]);
    expect(screen.getByRole('list').tagName).toBe('OL');
  });

  it('marks the section being read as the current location', () => {
    renderToc();
    expect(observed.map((element) => element.id)).toEqual(['first', 'second']);
    const [first, second] = screen.getAllByRole('link');
    expect(first.getAttribute('aria-current')).toBeNull();

    act(() => notify([{ target: observed[1], isIntersecting: true }]));
    expect(second.getAttribute('aria-current')).toBe('location');
    expect(first.getAttribute('aria-current')).toBeNull();

    act(() =>
      notify([
        { target: observed[0], isIntersecting: true },
        { target: observed[1], isIntersecting: false },
      ]),
    );
    expect(first.getAttribute('aria-current')).toBe('location');
    expect(second.getAttribute('aria-current')).toBeNull();
  });

  it('renders without an observer (server rendering, old browsers)', () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    renderToc();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});
