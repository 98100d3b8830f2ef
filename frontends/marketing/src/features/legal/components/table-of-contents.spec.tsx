import '../i18n';
import { i18n } from '@terrabridge/i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { TableOfContents } from './table-of-contents';

describe('table of contents', () => {
  const tops: Record<string, number> = {};

  beforeEach(async () => {
    await i18n.changeLanguage('en');
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      // Runs at once; 0 tells the hook no frame is pending any more.
      callback(0);
      return 0;
    });
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      return { top: tops[this.id] ?? 0 } as DOMRect;
    });
  });

  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  function renderToc() {
    return render(
      <>
        <TableOfContents
          entries={[
            { id: 'first', title: 'First section' },
            { id: 'second', title: 'Second section' },
            { id: 'third', title: 'Third section' },
          ]}
        />
        <section id="first" />
        <section id="second" />
        <section id="third" />
      </>,
    );
  }

  function scrollTo(positions: Record<string, number>) {
    Object.assign(tops, positions);
    act(() => {
      fireEvent.scroll(window);
    });
  }

  const current = () =>
    screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'location')
      .map((link) => link.getAttribute('href'));

  it('numbers in-page links to each section', () => {
    Object.assign(tops, { first: 400, second: 900, third: 1400 });
    renderToc();
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    const links = screen.getAllByRole('link');
    expect(nav.contains(links[0])).toBe(true);
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['1. First section', '#first'],
      ['2. Second section', '#second'],
      ['3. Third section', '#third'],
    ]);
    expect(screen.getByRole('list').tagName).toBe('OL');
  });

  it('marks the section being read as the current location', () => {
    Object.assign(tops, { first: 400, second: 900, third: 1400 });
    renderToc();
    expect(current()).toEqual([]);

    scrollTo({ first: -300, second: 96, third: 600 });
    expect(current()).toEqual(['#second']);

    scrollTo({ first: 100, second: 600, third: 1100 });
    expect(current()).toEqual(['#first']);
  });

  it('at the end of the page, prefers the section the address links to', () => {
    Object.assign(tops, { first: 400, second: 900, third: 1400 });
    renderToc();
    window.history.replaceState(null, '', '/#third');
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      value: window.innerHeight,
    });
    scrollTo({ first: -600, second: 120, third: 500 });
    expect(current()).toEqual(['#third']);
  });
});
