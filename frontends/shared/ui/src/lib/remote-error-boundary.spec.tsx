import '@terrabridge/i18n';
import { i18n } from '@terrabridge/i18n';
import { ApiError } from '@terrabridge/api-client';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RemoteContractError } from './remote-contract';
import { RemoteErrorBoundary } from './remote-error-boundary';

let shouldFail = true;
function FlakyRemote() {
  if (shouldFail) throw new Error('Loading script failed: remoteEntry.js');
  return <p>Remote content</p>;
}

describe('RemoteErrorBoundary', () => {
  beforeEach(async () => {
    shouldFail = true;
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await i18n.changeLanguage('en');
  });

  it('shows the error with a Retry button instead of the failing remote', () => {
    render(
      <RemoteErrorBoundary name="portal">
        <FlakyRemote />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('This section could not be loaded');
    expect(screen.queryByText('Remote content')).toBeNull();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('offers no Retry when the session has ended, only signing in', async () => {
    function SignedOutRemote(): never {
      throw new ApiError(
        401,
        JSON.stringify({
          statusCode: 401,
          message: 'You need to sign in',
          code: 'SESSION_REQUIRED',
        }),
        'Unauthorized',
      );
    }
    render(
      <RemoteErrorBoundary name="admin">
        <SignedOutRemote />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Your session has ended');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/auth');
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('alert').textContent).toContain('Tu sesión ha terminado');
  });

  it('re-attempts the load on Retry and renders the remote once it works', () => {
    const onRetry = jest.fn(() => {
      shouldFail = false;
    });
    render(
      <RemoteErrorBoundary name="portal" onRetry={onRetry}>
        <FlakyRemote />
      </RemoteErrorBoundary>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Remote content')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error again when the retry fails too', () => {
    const onRetry = jest.fn();
    render(
      <RemoteErrorBoundary onRetry={onRetry}>
        <FlakyRemote />
      </RemoteErrorBoundary>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('is translated', async () => {
    render(
      <RemoteErrorBoundary>
        <FlakyRemote />
      </RemoteErrorBoundary>,
    );
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('alert').textContent).toContain('No se pudo cargar esta sección');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('says so when the remote was released for another version of the site', async () => {
    function IncompatibleRemote(): never {
      throw new RemoteContractError('admin', 1, 2);
    }
    render(
      <RemoteErrorBoundary name="admin">
        <IncompatibleRemote />
      </RemoteErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This section does not match this version of the site');
    expect(alert.textContent).toContain('released for another version of the site');
    expect(alert.textContent).not.toContain('Check your connection');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('alert').textContent).toContain(
      'Esta sección no coincide con esta versión del sitio',
    );
  });
});
