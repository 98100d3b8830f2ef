import '@terrabridge/i18n';
import { useUserStore } from '@terrabridge/session';
import { cameForEndedSession } from '@terrabridge/session/sign-in';
import { sampleUser } from '@terrabridge/session/testing';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RouteGuard } from './route-guard';

function CurrentLocation() {
  const { pathname, search, state } = useLocation();
  return (
    <p data-testid="location">{`${pathname}${search}${cameForEndedSession(state) ? ' (ended)' : ''}`}</p>
  );
}

function renderAt(path: string, access: 'user') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/auth" element={<p>Sign-in page</p>} />
        <Route
          path="*"
          element={
            <RouteGuard access={access}>
              <p>Page content</p>
            </RouteGuard>
          }
        />
      </Routes>
      <CurrentLocation />
    </MemoryRouter>,
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('a session that ends while its page is open', () => {
  beforeEach(() => {
    useUserStore.setState({ user: sampleUser(), loading: false, sessionEnded: false });
  });

  // Every page with a person's own data is behind the guard (route-table.ts): the checkout too.
  it.each(['user'] as const)(
    'leads from a %s page to sign-in, which is told why and where to come back to',
    (access) => {
      renderAt('/dashboard?tab=billing', access);
      expect(screen.getByText('Page content')).toBeTruthy();
      act(() => useUserStore.setState({ user: null, sessionEnded: true }));
      expect(location()).toBe('/auth?next=/dashboard%3Ftab%3Dbilling (ended)');
      expect(screen.getByText('Sign-in page')).toBeTruthy();
    },
  );

  it('is not how a visitor who signs out, or was never signed in, reaches sign-in', () => {
    renderAt('/dashboard', 'user');
    act(() => useUserStore.setState({ user: null }));
    expect(location()).toBe('/auth?next=/dashboard');
  });
});
