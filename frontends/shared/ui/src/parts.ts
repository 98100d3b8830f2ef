/*
 * `@terrabridge/ui/parts`: stateless pieces that only some pages use. Unlike `@terrabridge/ui`
 * (a Module Federation singleton that every page loads whole), this entry is not shared: each app
 * bundles what it imports, and the bundler puts it in the lazy chunk of the page that uses it.
 * Its modules take the core's pieces (cn, icons) from '@terrabridge/ui', never by a relative path:
 * that is the singleton every page already has, a relative import would bundle a second copy.
 */
export * from './lib/page-icons';
export { ServiceIcon } from './lib/service-icon';
export { Tabs } from './lib/tabs';
export type { TabItem, TabsProps } from './lib/tabs';
export { Field, PasswordField, inputClasses } from './lib/field';
export type { FieldProps, PasswordFieldProps } from './lib/field';
export { SelectField } from './lib/select-field';
export type { SelectFieldProps, SelectOption } from './lib/select-field';
export { TextareaField } from './lib/textarea-field';
export type { TextareaFieldProps } from './lib/textarea-field';
export { Skeleton } from './lib/skeleton';
export { FileLinks } from './lib/file-links';
export type { FileLink } from './lib/file-links';
export { Card, CardBody } from './lib/card';
export { Badge } from './lib/badge';
export type { BadgeProps, BadgeTone } from './lib/badge';
export { Alert } from './lib/alert';
export type { AlertProps, AlertTone } from './lib/alert';
export { ConfirmDialog } from './lib/confirm-dialog';
export type { ConfirmDialogProps } from './lib/confirm-dialog';
export { Dialog } from './lib/dialog';
export type { DialogProps } from './lib/dialog';
export { BlogBody } from './lib/blog-body-view';
