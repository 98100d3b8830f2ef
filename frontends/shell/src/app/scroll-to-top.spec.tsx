import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, MemoryRouter } from 'react-router-dom';
import { HASH_WAIT_MS, ScrollToTop } from './scroll-to-top';

describe('ScrollToTop', () => {
  let scrollTo: jest.SpyInstance;
  let scrollIntoView: jest.Mock;

  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    jest.useRealTimers();
    scrollTo.mockRestore();
  });

  it('leaves the page the visitor arrived on where it is, then scrolls to the top on every navigation', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <ScrollToTop />
        <Link to="/blog">Blog</Link>
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('scrolls to a #section that is already there only when navigating to it', () => {
    render(
      <MemoryRouter initialEntries={['/#faq']}>
        <ScrollToTop />
        <section id="faq" />
        <Link to="/#faq">FAQ</Link>
      </MemoryRouter>,
    );
    expect(scrollIntoView).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('waits for a #section that arrives late, however many frames it takes', () => {
    jest.useFakeTimers();
    let showSection: () => void = () => {};
    function LateSection() {
      const [shown, setShown] = useState(false);
      showSection = () => setShown(true);
      return shown ? <section id="faq" /> : null;
    }
    render(
      <MemoryRouter initialEntries={['/#faq']}>
        <ScrollToTop />
        <LateSection />
      </MemoryRouter>,
    );
    act(() => jest.advanceTimersByTime(2_000));
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => showSection());
    act(() => jest.advanceTimersByTime(50));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it(`gives up on a #section that never arrives after ${HASH_WAIT_MS} ms`, () => {
    jest.useFakeTimers();
    const frame = jest.spyOn(window, 'requestAnimationFrame');
    render(
      <MemoryRouter initialEntries={['/#nowhere']}>
        <ScrollToTop />
      </MemoryRouter>,
    );
    act(() => jest.advanceTimersByTime(HASH_WAIT_MS + 1_000));
    const calls = frame.mock.calls.length;
    act(() => jest.advanceTimersByTime(1_000));
    expect(frame.mock.calls.length).toBe(calls);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
