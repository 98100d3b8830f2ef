import { Badge, Card, CardBody } from '@terrabridge/ui/parts';
import { useTranslation } from '@terrabridge/i18n';
import type { ReactNode } from 'react';

export interface StatusFact {
  label: string;
  value: ReactNode;
}

/** One outside service: its name, a ready badge, what is configured, and the server's sentence. */
export function StatusCard({
  id,
  title,
  ready,
  facts,
  message,
}: {
  id: string;
  title: string;
  ready: boolean;
  facts: StatusFact[];
  message: string;
}) {
  const { t } = useTranslation('admin-services');
  return (
    <Card data-service={id}>
      <CardBody className="p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-base font-semibold text-fg">{title}</h3>
          <Badge tone={ready ? 'success' : 'warning'}>{ready ? t('ready') : t('notReady')}</Badge>
        </div>
        <p className="mt-2 text-sm text-fg-muted">{message}</p>
        <dl className="mt-4 space-y-2 text-sm">
          {facts.map((fact) => (
            <div key={fact.label} className="flex flex-wrap justify-between gap-x-4 gap-y-1">
              <dt className="text-fg-muted">{fact.label}</dt>
              <dd className="font-medium break-all text-fg">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </CardBody>
    </Card>
  );
}

/** A yes/no fact as a badge: configured (or yes) in green, missing (or no) in amber. */
export function FlagBadge({
  on,
  onText,
  offText,
}: {
  on: boolean;
  onText: string;
  offText: string;
}) {
  return <Badge tone={on ? 'success' : 'warning'}>{on ? onText : offText}</Badge>;
}
