import { useTranslation } from '@terrabridge/i18n';
import { Badge, type BadgeTone } from '@terrabridge/ui/parts';
import type { ProjectStatus } from '../project-api';

const TONES: Record<ProjectStatus, BadgeTone> = {
  pending: 'neutral',
  planning: 'primary',
  in_progress: 'primary',
  review: 'warning',
  completed: 'success',
  archived: 'neutral',
};

export function StatusBadge({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation('portal');
  return <Badge tone={TONES[status]}>{t(`projects.status.${status}`)}</Badge>;
}

/**
 * The project's progress as the API gives it everywhere (the share of its milestones done, or its
 * status while it has none); archived projects (null) show none.
 */
export function ProgressBar({ value, label }: { value: number | null; label: string }) {
  const { t } = useTranslation('portal');
  if (value === null) return null;
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 flex-1 overflow-hidden rounded-full bg-surface-muted ring-1 ring-line ring-inset"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${value}%` }} />
      </div>
      <span className="text-sm font-semibold text-fg tabular-nums">
        {t('projects.percent', { value })}
      </span>
    </div>
  );
}
