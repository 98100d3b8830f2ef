import { useTranslation } from '@terrabridge/i18n';
import { Badge, type BadgeTone } from '@terrabridge/ui/parts';
import type { InvoiceStatus } from '../billing-api';

const TONES: Record<InvoiceStatus, BadgeTone> = {
  draft: 'neutral',
  pending: 'primary',
  partial: 'warning',
  overdue: 'danger',
  paid: 'success',
  void: 'neutral',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('billing');
  return <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>;
}
