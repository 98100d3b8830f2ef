import { isSessionRequired } from '@terrabridge/api-client';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '@terrabridge/i18n';
import { Button, buttonClasses } from './button';
import { Container } from './container';
import { useAnnounceAppReady } from './app-ready';
import { AlertIcon, RefreshIcon } from './icons';
import { isRemoteContractError } from './remote-contract';

export function RemoteErrorFallback({ onRetry, error }: { onRetry: () => void; error?: unknown }) {
  const { t } = useTranslation('common');
  // A remote released for another version of the shell: saying "check your connection" would
  // send the visitor the wrong way.
  const incompatible = isRemoteContractError(error);
  // The session has ended: trying again cannot help, signing in can (the shell takes the person
  // to the sign-in page; this is what shows until it has).
  const signedOut = isSessionRequired(error);
  const kind = signedOut ? 'sessionEnded' : incompatible ? 'incompatible' : '';
  const text = (part: 'Title' | 'Description') =>
    t(kind ? `remoteError.${kind}${part}` : `remoteError.${part.toLowerCase()}`);
  // The page will not come: what the visitor clicked before now may as well go ahead.
  useAnnounceAppReady();
  return (
    <Container className="flex min-h-[50vh] items-center justify-center py-20">
      <div
        role="alert"
        className="flex max-w-lg flex-col items-center rounded-2xl border border-line bg-surface p-8 text-center shadow-soft sm:p-10"
      >
        <span className="flex size-14 items-center justify-center rounded-full bg-danger-soft text-danger">
          <AlertIcon size={26} />
        </span>
        <h2 className="mt-5 text-xl font-bold text-fg">{text('Title')}</h2>
        {/* Signed out, the title and the way to sign in say it all. */}
        {!signedOut && <p className="mt-2 text-sm text-fg-muted">{text('Description')}</p>}
        {signedOut ? (
          <a href="/auth" className={buttonClasses({ className: 'mt-6' })}>
            {t('nav.login')}
          </a>
        ) : (
          <Button className="mt-6" onClick={onRetry}>
            <RefreshIcon size={16} />
            {t('remoteError.retry')}
          </Button>
        )}
      </div>
    </Container>
  );
}

export interface RemoteErrorBoundaryProps {
  children: ReactNode;
  /** Called when the user presses Retry, before the children render again. */
  onRetry?: () => void;
  /** Name used in the console report, e.g. the remote name. */
  name?: string;
  /** When this value changes (for example the path), a shown error is cleared and rendering retried. */
  resetKey?: unknown;
}

interface State {
  error: Error | null;
}

/**
 * Contains a failure of one remote (its entry could not load, or it threw while rendering) so the
 * navigation, footer and other remotes keep working. Retry re-attempts the load.
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.name ?? 'remote'}] failed to render`, error, info.componentStack);
  }

  override componentDidUpdate(previous: RemoteErrorBoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) {
      this.setState({ error: null });
    }
  }

  retry = (): void => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    if (this.state.error) {
      return <RemoteErrorFallback onRetry={this.retry} error={this.state.error} />;
    }
    return this.props.children;
  }
}
