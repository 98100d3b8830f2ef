import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@terrabridge/i18n';
import { cn } from '../cn';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from '../icons';
import { type Toast, useToastStore } from './toast-store';

/** Horizontal distance (px) a toast must be swiped to the right to close. */
export const SWIPE_THRESHOLD = 50;

const variantStyles = {
  default: { box: 'border-line', icon: 'text-primary', Icon: InfoIcon },
  success: { box: 'border-success/40', icon: 'text-success', Icon: CheckCircleIcon },
  destructive: { box: 'border-danger/50 bg-danger-soft', icon: 'text-danger', Icon: AlertIcon },
} as const;

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const { t } = useTranslation('common');
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => onDismiss(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [paused, toast.id, toast.duration, onDismiss]);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    swipeStart.current = event.clientX;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setPaused(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (swipeStart.current === null) return;
    setOffset(Math.max(0, event.clientX - swipeStart.current));
  };
  const onPointerEnd = (event: PointerEvent<HTMLLIElement>) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    setPaused(false);
    if (distance > SWIPE_THRESHOLD) {
      onDismiss(toast.id);
    } else {
      setOffset(0);
    }
  };

  const style = variantStyles[toast.variant];
  const Icon = style.Icon;
  return (
    <li
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      style={
        offset ? { transform: `translateX(${offset}px)`, opacity: 1 - offset / 200 } : undefined
      }
      className={cn(
        'pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-xl border bg-surface-raised p-4 pr-11 text-fg shadow-lift animate-toast-in select-none',
        style.box,
      )}
    >
      {/* The message is announced; the list item stays a list item (axe: list). */}
      <div
        role={toast.variant === 'destructive' ? 'alert' : 'status'}
        aria-atomic="true"
        className="flex min-w-0 flex-1 items-start gap-3"
      >
        <Icon className={cn('mt-0.5 shrink-0', style.icon)} />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold">{toast.title}</p>
          {toast.description ? (
            <p className="mt-1 text-sm whitespace-pre-line text-fg-muted">{toast.description}</p>
          ) : null}
        </div>
      </div>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        aria-label={t('toast.close')}
        className="absolute top-3 right-3 inline-flex size-7 items-center justify-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
      >
        <CloseIcon size={16} />
      </button>
    </li>
  );
}

/**
 * Renders the toast region. Mount once (in the shell). F8 moves focus to the region so keyboard
 * and screen-reader users can reach a toast before it closes.
 */
export function Toaster() {
  const { t } = useTranslation('common');
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section
      ref={regionRef}
      tabIndex={-1}
      aria-label={t('toast.region')}
      className="pointer-events-none fixed right-0 bottom-0 z-[100] flex w-full max-w-[420px] flex-col p-4 outline-none focus-visible:outline-2 focus-visible:outline-ring"
    >
      <ol aria-live="polite" className="flex flex-col gap-2">
        {toasts.map((item) => (
          <ToastItem key={item.id} toast={item} onDismiss={dismiss} />
        ))}
      </ol>
    </section>
  );
}
