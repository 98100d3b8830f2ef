import type { HTMLAttributes, ReactNode } from 'react';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the shared singleton, not a bundled copy (see parts.ts)
import { AlertIcon, CheckCircleIcon, InfoIcon, cn } from '@terrabridge/ui';

export type AlertTone = 'info' | 'success' | 'danger';

const tones: Record<AlertTone, { box: string; icon: string; Icon: typeof InfoIcon }> = {
  info: { box: 'border-line bg-surface-muted', icon: 'text-primary', Icon: InfoIcon },
  success: {
    box: 'border-success/40 bg-success-soft',
    icon: 'text-success',
    Icon: CheckCircleIcon,
  },
  danger: { box: 'border-danger/50 bg-danger-soft', icon: 'text-danger', Icon: AlertIcon },
};

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone?: AlertTone;
  title?: ReactNode;
}

/** A message inside the page (not a toast): a confirmation, a warning or an error. */
export function Alert({ tone = 'info', title, children, className, ...props }: AlertProps) {
  const style = tones[tone];
  const Icon = style.Icon;
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border p-4 text-sm', style.box, className)}
      {...props}
    >
      <Icon size={20} className={cn('mt-0.5 shrink-0', style.icon)} />
      <div className="min-w-0 flex-1 text-fg">
        {title ? <p className="font-semibold">{title}</p> : null}
        {/* Server messages come one per line. */}
        {children ? (
          <div className={cn('whitespace-pre-line', title ? 'mt-1 text-fg-muted' : '')}>
            {children}
          </div>
        ) : null}
      </div>
    </div>
  );
}
