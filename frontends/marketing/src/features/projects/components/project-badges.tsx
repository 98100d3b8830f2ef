import { cn } from '@terrabridge/ui';
import { Badge, type BadgeTone } from '@terrabridge/ui/parts';
import { useTranslation } from '@terrabridge/i18n';

const STATUS_TONES: Record<string, BadgeTone> = {
  pending: 'neutral',
  planning: 'neutral',
  in_progress: 'primary',
  review: 'warning',
  completed: 'success',
};

/** A project's status in the visitor's language (an unknown status shows as sent). */
export function useStatusLabel(): (status: string) => string {
  const { t } = useTranslation('projects');
  return (status) => t(`status.${status}`, { defaultValue: status });
}

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const label = useStatusLabel();
  return (
    <Badge tone={STATUS_TONES[status] ?? 'neutral'} className={className}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {label(status)}
    </Badge>
  );
}

/** The decisions' category colours: web blue, automation green, branding purple, marketing amber. */
function categoryTone(category: string): string {
  const name = category.toLowerCase();
  if (name.includes('automat')) {
    return 'bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-400/10 dark:text-emerald-200 dark:ring-emerald-300/25';
  }
  if (name.includes('brand')) {
    return 'bg-purple-50 text-purple-800 ring-purple-600/20 dark:bg-purple-400/10 dark:text-purple-200 dark:ring-purple-300/25';
  }
  if (name.includes('marketing')) {
    return 'bg-amber-50 text-amber-900 ring-amber-600/25 dark:bg-amber-400/10 dark:text-amber-200 dark:ring-amber-300/25';
  }
  if (name.includes('web')) {
    return 'bg-blue-50 text-blue-800 ring-blue-600/20 dark:bg-blue-400/10 dark:text-blue-200 dark:ring-blue-300/25';
  }
  return 'bg-surface-muted text-fg-muted ring-line';
}

export function CategoryChip({ category, className }: { category: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
        categoryTone(category),
        className,
      )}
    >
      {category}
    </span>
  );
}
