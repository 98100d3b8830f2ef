import { useTranslation } from '@terrabridge/i18n';
import { Badge, type BadgeTone } from '@terrabridge/ui/parts';
import type { ProjectStatus } from './project-api';

const TONES: Record<ProjectStatus, BadgeTone> = {
  pending: 'neutral',
  planning: 'primary',
  in_progress: 'primary',
  review: 'warning',
  completed: 'success',
  archived: 'neutral',
};

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation('admin-projects');
  return <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>;
}
