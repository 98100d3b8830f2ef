import '@terrabridge/i18n';
import { RemoteSlot, RemoteSlotProvider, type RemoteModuleProps } from '@terrabridge/ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { loadRemoteModule } from './remote-loader';
import { renderEmbeddedRemote, RemoteOutlet } from './remote-outlet';

jest.mock('./remote-loader', () => ({ loadRemoteModule: jest.fn() }));

const loadRemoteModuleMock = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

function PortalRoot() {
  return <h1>Portal loaded</h1>;
}

// Suspending on a promise needs the render itself inside an awaited act() so React can resume.
function deferred() {
  let resolve!: (value: { default: ComponentType }) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<{ default: ComponentType }>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('RemoteOutlet', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows a spinner while the remote loads, then the remote', async () => {
    const load = deferred();
    loadRemoteModuleMock.mockReturnValueOnce(load.promise);
    await act(async () => {
      render(
        <MemoryRouter>
          <RemoteOutlet name="admin" />
        </MemoryRouter>,
      );
    });
    expect(screen.getByRole('status').textContent).toContain('Loading');

    await act(async () => load.resolve({ default: PortalRoot }));
    expect(screen.getByRole('heading', { name: 'Portal loaded' })).toBeTruthy();
    expect(loadRemoteModuleMock).toHaveBeenCalledWith('admin', false);
  });

  it('shows the error with Retry when the remote fails and loads it again on Retry', async () => {
    const failing = deferred();
    loadRemoteModuleMock.mockReturnValueOnce(failing.promise);
    await act(async () => {
      render(
        <MemoryRouter>
          <p>Navigation still here</p>
          <RemoteOutlet name="portal" />
        </MemoryRouter>,
      );
    });

    await act(async () => failing.reject(new Error('Loading script failed')));
    expect(screen.getByRole('alert').textContent).toContain('This section could not be loaded');
    expect(screen.getByText('Navigation still here')).toBeTruthy();
    expect(loadRemoteModuleMock).toHaveBeenLastCalledWith('portal', false);

    const retried = deferred();
    loadRemoteModuleMock.mockReturnValueOnce(retried.promise);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(loadRemoteModuleMock).toHaveBeenLastCalledWith('portal', true);
    expect(screen.getByRole('status').textContent).toContain('Loading');

    await act(async () => retried.resolve({ default: PortalRoot }));
    expect(screen.getByRole('heading', { name: 'Portal loaded' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives remotes another remote, embedded, through RemoteSlot', async () => {
    function Remote({ embedded }: RemoteModuleProps) {
      return <p>{embedded ? 'Embedded remote' : 'Remote page'}</p>;
    }
    loadRemoteModuleMock.mockResolvedValueOnce({ default: Remote });
    await act(async () => {
      render(
        <MemoryRouter>
          <RemoteSlotProvider value={renderEmbeddedRemote}>
            <RemoteSlot name="marketing" />
            <RemoteSlot name="unknown" />
          </RemoteSlotProvider>
        </MemoryRouter>,
      );
    });
    expect(await screen.findByText('Embedded remote')).toBeTruthy();
    expect(loadRemoteModuleMock).toHaveBeenCalledTimes(1);
    expect(loadRemoteModuleMock).toHaveBeenCalledWith('marketing', false);
  });
});
