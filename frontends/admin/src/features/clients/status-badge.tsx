import { useTranslation } from '@terrabridge/i18n';
import { Badge } from '@terrabridge/ui/parts';

/** Active, deactivated by the team, or deleted at the client's request (anonymised). */
export function StatusBadge({
  client,
}: {
  client: { isActive: boolean; deletedAt: string | null };
}) {
  const { t } = useTranslation('admin-clients');
  if (client.deletedAt) return <Badge tone="neutral">{t('badge.deleted')}</Badge>;
  return (
    <Badge tone={client.isActive ? 'success' : 'danger'}>
      {client.isActive ? t('badge.active') : t('badge.inactive')}
    </Badge>
  );
}
