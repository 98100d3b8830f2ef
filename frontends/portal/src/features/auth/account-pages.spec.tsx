import { useLanguageStore, useUserStore } from '@terrabridge/session';
import { sampleUser } from '@terrabridge/session/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { errorResponse, jsonResponse, mockApi, renderAt } from '../../testing/render-at';

function type(label: string, value: string) {
  const field = screen.getByLabelText(label, { selector: 'input' });
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

const body = (fetchMock: jest.Mock, url: string) =>
  JSON.parse(fetchMock.mock.calls.find(([called]) => called === url)?.[1]?.body as string);

const INVALID_LINK = 'This link is invalid or has expired. Please request a new one';
const USABLE_LINK = () =>
  jsonResponse({ message: 'This link can be used to choose a new password' });

describe('account pages', () => {
  beforeEach(async () => {
    useUserStore.setState({ user: null, loading: false });
    await useLanguageStore.getState().setLanguage('en');
  });

  describe('/forgot-password', () => {
    it('asks for a valid email before sending', async () => {
      const fetchMock = mockApi({});
      await renderAt('/forgot-password');
      expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
      expect(screen.getByText('Email is required')).toBeTruthy();
      type('Email', 'ana@example');
      expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('always shows the same confirmation', async () => {
      const fetchMock = mockApi({
        '/api/forgot-password': () =>
          jsonResponse({
            message:
              'If an account exists for that email, we have sent a link to reset the password',
          }),
      });
      await renderAt('/forgot-password');
      type('Email', ' Ana@Example.com ');
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
      });
      expect(body(fetchMock, '/api/forgot-password')).toEqual({
        email: 'ana@example.com',
        language: 'en',
      });
      expect(screen.getByRole('heading', { level: 1, name: 'Check your email' })).toBeTruthy();
      expect(screen.getByRole('status').textContent).toContain(
        'If an account exists for that email, we have sent a link to reset the password',
      );
      expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
        '/auth',
      );
    });

    it('says when the link could not be sent (too many requests)', async () => {
      mockApi({
        '/api/forgot-password': () =>
          errorResponse(429, 'Too many attempts. Please try again in 60 seconds'),
      });
      await renderAt('/forgot-password');
      type('Email', 'ana@example.com');
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
      });
      expect(screen.getByRole('alert').textContent).toContain(
        'Too many attempts. Please try again in 60 seconds',
      );
    });
  });

  describe('/reset-password', () => {
    it('offers a new link when the page has no token', async () => {
      await renderAt('/reset-password');
      expect(screen.getByRole('alert').textContent).toBe(INVALID_LINK);
      expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
        '/forgot-password',
      );
    });

    it('asks whether the link can be used before showing the form', async () => {
      const fetchMock = mockApi({
        '/api/reset-password/check': () => errorResponse(400, INVALID_LINK),
      });
      await renderAt('/reset-password?token=used-token');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'This link cannot be used' }),
      ).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toBe(INVALID_LINK);
      expect(screen.queryByLabelText('New password', { selector: 'input' })).toBeNull();
      expect(body(fetchMock, '/api/reset-password/check')).toEqual({
        token: 'used-token',
        language: 'en',
      });
    });

    it('shows the form when the check cannot answer; sending it tells', async () => {
      mockApi({});
      await renderAt('/reset-password?token=abc');
      expect(await screen.findByLabelText('New password', { selector: 'input' })).toBeTruthy();
    });

    it('checks the new password with the same rule and asks for it twice', async () => {
      mockApi({ '/api/reset-password/check': USABLE_LINK });
      await renderAt('/reset-password?token=abc');
      await screen.findByRole('button', { name: 'Change password' });
      fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
      expect(screen.getByText('Password is required')).toBeTruthy();
      expect(screen.getByText('Please type the new password again')).toBeTruthy();

      type('New password', 'harbor2026');
      expect(
        screen.getByText(
          'Password must include uppercase and lowercase letters, numbers, and special characters',
        ),
      ).toBeTruthy();
      expect(screen.getByText('Password strength: fair')).toBeTruthy();
      type('New password', 'Harbor#2026x');
      type('Confirm the new password', 'Harbor#2026y');
      expect(screen.getByText('The passwords do not match')).toBeTruthy();
    });

    it('changes the password, signs this browser out and links to sign in', async () => {
      useUserStore.setState({ user: sampleUser(), loading: false });
      const fetchMock = mockApi({
        '/api/reset-password/check': USABLE_LINK,
        '/api/reset-password': () =>
          jsonResponse({
            message: 'Your password has been changed. Please sign in with the new one',
          }),
      });
      await renderAt('/reset-password?token=abc123');
      await screen.findByRole('button', { name: 'Change password' });
      type('New password', 'Harbor#2026x');
      type('Confirm the new password', 'Harbor#2026x');
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
      });
      expect(body(fetchMock, '/api/reset-password')).toEqual({
        token: 'abc123',
        password: 'Harbor#2026x',
        language: 'en',
      });
      expect(screen.getByRole('status').textContent).toBe(
        'Your password has been changed. Please sign in with the new one',
      );
      expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
      expect(useUserStore.getState().user).toBeNull();
    });

    it('offers a new link when the token is invalid or expired', async () => {
      // Expired between the check and the send.
      mockApi({
        '/api/reset-password/check': USABLE_LINK,
        '/api/reset-password': () => errorResponse(400, INVALID_LINK),
      });
      await renderAt('/reset-password?token=expired');
      await screen.findByRole('button', { name: 'Change password' });
      type('New password', 'Harbor#2026x');
      type('Confirm the new password', 'Harbor#2026x');
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
      });
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        'This link cannot be used',
      );
      expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy();
    });

    it('shows a refused password on the field', async () => {
      mockApi({
        '/api/reset-password/check': USABLE_LINK,
        '/api/reset-password': () =>
          errorResponse(400, ['This password is too common. Please choose a less predictable one']),
      });
      await renderAt('/reset-password?token=abc');
      await screen.findByRole('button', { name: 'Change password' });
      type('New password', 'Password#2026');
      type('Confirm the new password', 'Password#2026');
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
      });
      const field = screen.getByLabelText('New password', { selector: 'input' });
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText(/This password is too common/)).toBeTruthy();
      await waitFor(() => expect(document.activeElement).toBe(field));
    });
  });

  describe('/verify-email', () => {
    it('verifies once on load and shows success with a link home', async () => {
      const fetchMock = mockApi({
        '/api/verify-email': () => jsonResponse({ message: 'Your email address is verified' }),
      });
      await renderAt('/verify-email?token=good-token');
      expect(await screen.findByText('Email verified')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
        '/',
      );
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(body(fetchMock, '/api/verify-email')).toEqual({
        token: 'good-token',
        language: 'en',
      });
    });

    it('shows the invalid-link message with a link home', async () => {
      mockApi({ '/api/verify-email': () => errorResponse(400, INVALID_LINK) });
      await renderAt('/verify-email?token=used-token');
      expect(await screen.findByText('This link cannot be used')).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toContain(INVALID_LINK);
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeTruthy();
    });

    it('refreshes the signed-in account after verifying it', async () => {
      useUserStore.setState({ user: sampleUser(), loading: false });
      const fetchMock = mockApi({
        '/api/verify-email': () => jsonResponse({ message: 'Your email address is verified' }),
        '/api/user': () => jsonResponse(sampleUser({ emailVerified: true })),
      });
      await renderAt('/verify-email?token=fresh-token');
      expect(await screen.findByRole('link', { name: 'Go to your dashboard' })).toBeTruthy();
      await waitFor(() => expect(useUserStore.getState().user?.emailVerified).toBe(true));
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/verify-email')).toHaveLength(1);
    });
  });
});
