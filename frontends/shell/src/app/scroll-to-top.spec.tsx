import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router-dom';
import { ScrollToTop } from './scroll-to-top';

describe('ScrollToTop', () => {
  it('scrolls to the top on every navigation, including to the current page', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={['/']}>
        <ScrollToTop />
        <Link to="/blog">Blog</Link>
      </MemoryRouter>,
    );
    expect(scrollTo).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(scrollTo).toHaveBeenCalledTimes(3);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
});
