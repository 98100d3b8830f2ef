export { cn } from './lib/cn';
export { Button, buttonClasses } from './lib/button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './lib/button';
export { Card, CardBody } from './lib/card';
export { Badge } from './lib/badge';
export type { BadgeProps, BadgeTone } from './lib/badge';
export { Container } from './lib/container';
export { Spinner, PageSpinner } from './lib/spinner';
export type { SpinnerProps } from './lib/spinner';
export { SkipLink } from './lib/skip-link';
export { Tabs } from './lib/tabs';
export { Field, PasswordField, inputClasses } from './lib/field';
export type { FieldProps, PasswordFieldProps } from './lib/field';
export { Alert } from './lib/alert';
export type { AlertProps, AlertTone } from './lib/alert';
export { describeError } from './lib/describe-error';
export { RemoteSlot, RemoteSlotProvider } from './lib/remote-slot';
export type { RemoteModuleProps, RemoteSlotProps, RenderRemoteSlot } from './lib/remote-slot';
export type { TabItem, TabsProps } from './lib/tabs';
export { resolveLink } from './lib/resolve-link';
export type { ResolvedLink } from './lib/resolve-link';
export { ExternalLink } from './lib/external-link';
export type { ExternalLinkProps } from './lib/external-link';
export { NotFoundPage } from './lib/not-found-page';
export { RemoteRoot } from './lib/remote-root';
export { RemoteErrorBoundary, RemoteErrorFallback } from './lib/remote-error-boundary';
export type { RemoteErrorBoundaryProps } from './lib/remote-error-boundary';
export { useDocumentTitle, SITE_NAME } from './lib/use-document-title';
export { Toaster, SWIPE_THRESHOLD } from './lib/toast/toaster';
export {
  toast,
  dismissToast,
  useToastStore,
  TOAST_LIMIT,
  TOAST_DEFAULT_DURATION,
} from './lib/toast/toast-store';
export type { Toast, ToastOptions, ToastVariant } from './lib/toast/toast-store';
export * from './lib/icons';
// contact: select and multi-line fields
export { SelectField } from './lib/select-field';
export type { SelectFieldProps, SelectOption } from './lib/select-field';
export { TextareaField } from './lib/textarea-field';
export type { TextareaFieldProps } from './lib/textarea-field';
// Projects and blog pages
export { Skeleton } from './lib/skeleton';
export { PageHero } from './lib/page-hero';
export type { PageHeroProps } from './lib/page-hero';
export { ResponsiveImage } from './lib/responsive-image';
export type { ResponsiveImageProps } from './lib/responsive-image';
