import '../i18n';
import type { components } from '@terrabridge/api-client';
import { ArrowRightIcon, Button, Spinner, buttonClasses, cn } from '@terrabridge/ui';
import { RENDER_CARDS_WHEN_NEAR } from '../../shared/render-when-near';
import { Alert, CheckIcon, ServiceIcon } from '@terrabridge/ui/parts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@terrabridge/i18n';
import { formatMoney } from '@terrabridge/rules/money';
import { Link } from 'react-router-dom';
import { localized } from '../../shared/localized';
import { SERVICES_PATH } from '../api';

export type Service = components['schemas']['ServiceDto'];

export { SERVICES_PATH };

function ServiceCard({ service }: { service: Service }) {
  const { t, i18n } = useTranslation('services');
  const name = localized(i18n.language, service.name, service.nameEs);
  const description = localized(i18n.language, service.description, service.descriptionEs);
  const features =
    i18n.language.startsWith('es') && service.featuresEs.length > 0
      ? service.featuresEs
      : service.features;
  const titleId = `service-${service.id}-title`;

  return (
    <li className="group relative flex flex-col rounded-2xl border border-line bg-surface p-6 shadow-soft transition-[box-shadow,translate] duration-200 hover:-translate-y-0.5 hover:shadow-lift motion-reduce:hover:translate-y-0 sm:p-7">
      <span className="flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-fg ring-1 ring-primary/15">
        <ServiceIcon name={service.icon} size={24} />
      </span>
      <h3 id={titleId} className="mt-5 text-xl font-semibold text-fg">
        {name}
      </h3>
      <p className="mt-3 text-sm leading-6 text-fg-muted">{description}</p>
      {features.length > 0 ? (
        <ul
          aria-label={t('grid.featuresLabel', { service: name })}
          className="mt-5 space-y-2.5 text-sm text-fg"
        >
          {features.map((feature) => (
            <li key={feature} className="flex gap-2.5">
              <CheckIcon size={18} className="mt-0.5 shrink-0 text-success" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto pt-6">
        <div className="flex flex-wrap items-end justify-between gap-4 border-t border-line pt-5">
          <p className="text-sm text-fg-muted">
            {/* Only a price the work asked for can raise is a starting price. */}
            {service.fixedPrice ? null : <>{t('grid.startingAt')} </>}
            <span className="block text-2xl font-bold tracking-tight text-fg">
              {formatMoney(service.priceCents, i18n.language, { dropZeroCents: true })}
            </span>
          </p>
          <Link
            to={`/checkout?serviceId=${service.id}`}
            aria-label={t('grid.getStartedWith', { service: name })}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            {t('grid.getStarted')}
            <ArrowRightIcon size={16} />
          </Link>
        </div>
      </div>
    </li>
  );
}

/** The service catalogue from the API, in the current language: loading, error, empty or cards. */
export function ServicesGrid() {
  const { t } = useTranslation('services');
  const query = useQuery<Service[]>({ queryKey: [SERVICES_PATH] });

  if (query.isPending) {
    return (
      <div className="flex min-h-64 items-center justify-center">
        <Spinner size="lg" label={t('grid.loading')} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert tone="danger" className="mx-auto max-w-xl">
        <p>{t('grid.error')}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          {t('grid.retry')}
        </Button>
      </Alert>
    );
  }
  if (query.data.length === 0) {
    return (
      <p className="mx-auto max-w-xl rounded-2xl border border-dashed border-line-strong/50 p-8 text-center text-fg-muted">
        {t('grid.empty')}
      </p>
    );
  }
  return (
    <ul className={cn('grid gap-6 md:grid-cols-2 lg:grid-cols-3', RENDER_CARDS_WHEN_NEAR)}>
      {[...query.data]
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map((service) => (
          <ServiceCard key={service.id} service={service} />
        ))}
    </ul>
  );
}
