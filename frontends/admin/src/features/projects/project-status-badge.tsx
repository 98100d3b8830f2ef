import { useTranslation } from '@terrabridge/i18n';
import { Badge, type BadgeTone } from '@terrabridge/ui/parts';
import type { ProjectStatus } from './project-api';

const TONES: Record<Exclude<ProjectStatus, 'archived'>, BadgeTone> = {
  pending: 'neutral',
  planning: 'primary',
  in_progress: 'primary',
  review: 'warning',
  completed: 'success',
};

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation('admin-projects');
  if (status === 'archived')
    // Archived rows are dimmed, so their badge is an outline in full-strength text to stay legible.
    return (
      <span className="inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold text-fg ring-1 ring-line-strong ring-inset">
        {t('status.archived')}
      </span>
    );
  return <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>;
}
