import { PageSpinner, RemoteErrorBoundary, type RenderRemoteSlot } from '@terrabridge/ui';
import { Suspense, use } from 'react';
import { useLocation } from 'react-router-dom';
import { create } from 'zustand';
import { loadRemoteModule } from './remote-loader';
import { type RemoteName, isRemoteName } from './remote-names';

interface AttemptsState {
  attempts: Partial<Record<RemoteName, number>>;
  retry: (name: RemoteName) => void;
}

/** Load attempts per remote; a retry starts a fresh load of the remote. */
const useAttempts = create<AttemptsState>()((set) => ({
  attempts: {},
  retry: (name) =>
    set((state) => ({ attempts: { ...state.attempts, [name]: (state.attempts[name] ?? 0) + 1 } })),
}));

// One load per remote and attempt, kept for the page's lifetime so navigation never reloads it.
const loads = new Map<string, ReturnType<typeof loadRemoteModule>>();

function loadOnce(name: RemoteName, attempt: number): ReturnType<typeof loadRemoteModule> {
  const key = `${name}:${attempt}`;
  let load = loads.get(key);
  if (!load) {
    load = loadRemoteModule(name, attempt > 0);
    loads.set(key, load);
  }
  return load;
}

type RemoteLoad = ReturnType<typeof loadRemoteModule> & {
  status?: 'fulfilled';
  value?: Awaited<ReturnType<typeof loadRemoteModule>>;
};

/**
 * Loads a remote, and the code of its page at the current path, before the first render, so a
 * server-rendered page hydrates at once instead of suspending on them. The settled load is marked
 * the way React's `use` reads a resolved promise. Resolves either way; a failure shows in the
 * remote's own error state.
 */
export async function preloadRemote(name: RemoteName): Promise<void> {
  const load: RemoteLoad = loadOnce(name, 0);
  try {
    const value = await load;
    load.status = 'fulfilled';
    load.value = value;
    await value.preloadPage?.(window.location.pathname);
  } catch {
    // RemoteOutlet shows the error with its Retry button; a page that did not load, its own.
  }
}

function RemoteContent({
  name,
  attempt,
  embedded,
}: {
  name: RemoteName;
  attempt: number;
  embedded?: boolean;
}) {
  const { default: Remote } = use(loadOnce(name, attempt));
  return <Remote embedded={embedded} />;
}

/**
 * Renders one remote with a spinner while it loads and its own error boundary, so a failing
 * remote never takes down the navigation, the footer or the other remotes. `embedded` shows the
 * remote inside another remote's page (see RemoteSlot).
 */
export function RemoteOutlet({ name, embedded }: { name: RemoteName; embedded?: boolean }) {
  const attempt = useAttempts((state) => state.attempts[name] ?? 0);
  const retry = useAttempts((state) => state.retry);
  const { pathname } = useLocation();

  return (
    <RemoteErrorBoundary name={name} onRetry={() => retry(name)} resetKey={pathname}>
      <Suspense fallback={<PageSpinner compact={embedded} />}>
        <RemoteContent name={name} attempt={attempt} embedded={embedded} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** What the shell gives remotes through RemoteSlot: another remote, embedded in their page. */
export const renderEmbeddedRemote: RenderRemoteSlot = ({ name }) =>
  isRemoteName(name) ? <RemoteOutlet name={name} embedded /> : null;
