import { useQuery } from '@tanstack/react-query';
import { apiJson, type components } from '@terrabridge/api-client';
import { useTranslation } from '@terrabridge/i18n';
import { Button, RefreshIcon } from '@terrabridge/ui';
import { FlagBadge, StatusCard } from './status-card';
import './i18n';
import { ReadPending } from '../../components/load-error';

type ServiceStatus = components['schemas']['ServiceStatusDto'];

export const SERVICE_STATUS_PATH = '/api/admin/service-status';

/** The service status tab: mail, card and wallet providers, each a card with its badges. */
export default function ServicesTab() {
  const { t, i18n } = useTranslation('admin-services');
  const language = i18n.language === 'es' ? 'es' : 'en';
  const query = useQuery<ServiceStatus>({
    queryKey: [SERVICE_STATUS_PATH, language],
    queryFn: () => apiJson<ServiceStatus>('GET', `${SERVICE_STATUS_PATH}?lang=${language}`),
    staleTime: 0,
  });

  if (query.isError || query.isPending) {
    return (
      <ReadPending
        query={query}
        errorTitle={t('fetchError')}
        retryLabel={t('retry')}
        loadingLabel={t('loading')}
        className="mt-6 grid gap-4 md:grid-cols-3"
        placeholders={3}
        placeholderClassName="h-64 w-full"
      />
    );
  }
  const { mail, stripe, paypal, checkedAt } = query.data;
  const flag = (on: boolean) => (
    <FlagBadge on={on} onText={t('configured')} offText={t('missing')} />
  );
  const yesNo = (on: boolean) => (on ? t('yes') : t('no'));
  // The environment variables still to set, by name: what an operator adds to turn payments on.
  const toSet = (names: string[]) =>
    names.length === 0
      ? []
      : [
          {
            label: t('toSet'),
            value: (
              <span className="flex flex-wrap justify-end gap-1">
                {names.map((name) => (
                  <code key={name} className="rounded bg-surface-muted px-1.5 py-0.5 text-xs">
                    {name}
                  </code>
                ))}
              </span>
            ),
          },
        ];
  return (
    <div className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-fg-muted">
          {t('checkedAt', {
            time: new Date(checkedAt).toLocaleTimeString(language, {
              hour: '2-digit',
              minute: '2-digit',
              second: '2-digit',
            }),
          })}
        </p>
        <Button
          size="sm"
          variant="outline"
          disabled={query.isFetching}
          onClick={() => void query.refetch()}
        >
          <RefreshIcon size={16} />
          {t('refresh')}
        </Button>
      </div>
      <div className="mt-4 grid gap-4 md:grid-cols-3">
        <StatusCard
          id="mail"
          title={t('mail.title')}
          ready={mail.status.isInitialized}
          message={mail.message}
          facts={[
            { label: t('mail.provider'), value: t(`mail.providers.${mail.status.provider}`) },
            ...(mail.status.host
              ? [
                  {
                    label: t('mail.host'),
                    value: `${mail.status.host}${mail.status.port ? `:${mail.status.port}` : ''}`,
                  },
                  { label: t('mail.secure'), value: yesNo(mail.status.secure) },
                  { label: t('mail.authenticated'), value: yesNo(mail.status.authenticated) },
                ]
              : []),
            { label: t('mail.gmail'), value: flag(mail.gmailCredentialsConfigured) },
            { label: t('mail.held'), value: mail.heldMessages },
            { label: t('mail.failed'), value: mail.failedMessages },
          ]}
        />
        <StatusCard
          id="stripe"
          title={t('stripe.title')}
          ready={stripe.initialized}
          message={stripe.message}
          facts={[
            {
              label: t('stripe.environment'),
              value: stripe.environment ? t(`stripe.environments.${stripe.environment}`) : '—',
            },
            { label: t('stripe.publishable'), value: flag(stripe.publishableKeyConfigured) },
            { label: t('stripe.secret'), value: flag(stripe.secretKeyConfigured) },
            { label: t('stripe.webhook'), value: flag(stripe.webhookSecretConfigured) },
            { label: t('stripe.keysMatch'), value: yesNo(stripe.keysMatch) },
            ...toSet(stripe.missingSettings),
          ]}
        />
        <StatusCard
          id="paypal"
          title={t('paypal.title')}
          ready={paypal.initialized}
          message={paypal.message}
          facts={[
            {
              label: t('paypal.environment'),
              value: t(`paypal.environments.${paypal.environment}`),
            },
            { label: t('paypal.clientId'), value: flag(paypal.clientIdConfigured) },
            { label: t('paypal.clientSecret'), value: flag(paypal.clientSecretConfigured) },
            { label: t('paypal.endpoint'), value: paypal.apiEndpoint },
            ...toSet(paypal.missingSettings),
          ]}
        />
      </div>
    </div>
  );
}
