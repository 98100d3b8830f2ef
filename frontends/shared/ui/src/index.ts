export { cn } from './lib/cn';
export { Button, buttonClasses } from './lib/button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './lib/button';
export { Container } from './lib/container';
export { Spinner, PageSpinner } from './lib/spinner';
export type { SpinnerProps } from './lib/spinner';
export { SkipLink } from './lib/skip-link';
export { describeError } from './lib/describe-error';
export { RemoteSlot, RemoteSlotProvider } from './lib/remote-slot';
export type { RemoteModuleProps, RemoteSlotProps, RenderRemoteSlot } from './lib/remote-slot';
export { resolveLink } from './lib/resolve-link';
export type { ResolvedLink } from './lib/resolve-link';
export { ExternalLink } from './lib/external-link';
export type { ExternalLinkProps } from './lib/external-link';
export { NotFoundPage } from './lib/not-found-page';
export { RemoteRoot } from './lib/remote-root';
export {
  APP_READY_ATTRIBUTE,
  APP_READY_EVENT,
  AppReadySignal,
  announceAppReady,
  useAnnounceAppReady,
} from './lib/app-ready';
export { RemoteErrorBoundary, RemoteErrorFallback } from './lib/remote-error-boundary';
export {
  RemoteContractError,
  checkRemoteContract,
  isRemoteContractError,
} from './lib/remote-contract';
export type { RemoteErrorBoundaryProps } from './lib/remote-error-boundary';
export { useDocumentTitle, SITE_NAME } from './lib/use-document-title';
export { useTypedValues } from './lib/use-typed-values';
export { Toaster, SWIPE_THRESHOLD } from './lib/toast/toaster';
export {
  toast,
  dismissToast,
  useToastStore,
  TOAST_LIMIT,
  TOAST_DEFAULT_DURATION,
} from './lib/toast/toast-store';
export type { Toast, ToastOptions, ToastVariant } from './lib/toast/toast-store';
// Icons every page may draw; page-only icons and components: '@terrabridge/ui/parts'.
export * from './lib/icons';
