import { useTranslation } from '@terrabridge/i18n';
import { Badge, type BadgeTone } from '@terrabridge/ui/parts';
import type { PostStatus } from '../social-media-api';

const TONES: Record<PostStatus, BadgeTone> = {
  draft: 'neutral',
  awaiting_approval: 'warning',
  approved: 'success',
  changes_requested: 'danger',
  scheduled: 'primary',
  due: 'success',
  posted: 'neutral',
};

export function StatusBadge({ status }: { status: PostStatus }) {
  const { t } = useTranslation('portal');
  return <Badge tone={TONES[status]}>{t(`social.statuses.${status}`)}</Badge>;
}
