import { useQuery } from '@tanstack/react-query';
import { apiJson, type components } from '@terrabridge/api-client';
import { useTranslation } from '@terrabridge/i18n';
import { Button, ExternalLinkIcon, RefreshIcon } from '@terrabridge/ui';
import { Alert, Badge } from '@terrabridge/ui/parts';
import './i18n';
import { ReadPending } from '../../components/load-error';

type Queues = components['schemas']['QueuesDto'];

export const QUEUES_PATH = '/api/admin/queues';

const COUNTS = ['waiting', 'active', 'delayed', 'completed', 'failed'] as const;

const cell = 'px-3 py-2.5';

/** The queues tab: each queue's job counts, the latest failures, and the dashboard's link. */
export default function QueuesTab() {
  const { t, i18n } = useTranslation('admin-queues');
  const language = i18n.language === 'es' ? 'es' : 'en';
  const query = useQuery<Queues>({
    queryKey: [QUEUES_PATH],
    queryFn: () => apiJson<Queues>('GET', QUEUES_PATH),
    staleTime: 0,
  });

  if (query.isError || query.isPending) {
    return (
      <ReadPending
        query={query}
        errorTitle={t('fetchError')}
        retryLabel={t('retry')}
        loadingLabel={t('loading')}
        className="mt-6 space-y-2"
        placeholders={5}
        placeholderClassName="h-10 w-full"
      />
    );
  }
  const data = query.data;
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' });
  const failures = data.queues.flatMap((queue) =>
    queue.failures.map((failure) => ({ queue: queue.name, ...failure })),
  );
  return (
    <div className="mt-6">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm text-fg-muted">{t('driver')}</span>
        <Badge tone="primary">{t(`drivers.${data.driver}`)}</Badge>
        <Badge tone={data.status === 'up' ? 'success' : 'danger'}>{t(data.status)}</Badge>
        <div className="ml-auto flex flex-wrap gap-2">
          {data.dashboardPath ? (
            // Opens in this tab: the dashboard links back to this section.
            <a
              href={data.dashboardPath}
              className="inline-flex h-9 items-center gap-2 rounded-lg border border-line-strong/60 bg-surface px-3 text-sm font-semibold text-fg hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <ExternalLinkIcon size={16} />
              {t('dashboard')}
            </a>
          ) : null}
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
      </div>
      {data.driver === 'inline' ? (
        <p className="mt-3 text-sm text-fg-muted">{t('inlineNote')}</p>
      ) : null}
      {data.status === 'down' ? (
        <Alert tone="danger" className="mt-4">
          {t('downNote', { error: data.error ?? '' })}
        </Alert>
      ) : null}
      <div className="mt-4 overflow-x-auto rounded-xl border border-line">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('table')}</caption>
          <thead className="bg-surface-muted text-xs font-semibold tracking-wide text-fg-muted uppercase">
            <tr>
              <th scope="col" className={cell}>
                {t('columns.queue')}
              </th>
              {COUNTS.map((count) => (
                <th key={count} scope="col" className={`${cell} text-right`}>
                  {t(`columns.${count}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {data.queues.map((queue) => (
              <tr key={queue.name} data-queue={queue.name}>
                <th scope="row" className={`${cell} font-medium text-fg`}>
                  {t(`names.${queue.name}`)}
                  <span className="ml-2 font-mono text-xs text-fg-muted">{queue.name}</span>
                </th>
                {COUNTS.map((count) => (
                  <td
                    key={count}
                    data-count={count}
                    className={`${cell} text-right tabular-nums ${
                      count === 'failed' && queue.failed > 0
                        ? 'font-semibold text-danger'
                        : 'text-fg'
                    }`}
                  >
                    {queue[count] ?? <span className="text-fg-muted">{t('notCounted')}</span>}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section aria-labelledby="queues-failures-title" className="mt-8">
        <h3 id="queues-failures-title" className="text-base font-semibold text-fg">
          {t('failures.title')}
        </h3>
        {failures.length === 0 ? (
          <p className="mt-2 text-sm text-fg-muted">{t('failures.none')}</p>
        ) : (
          <div className="mt-3 overflow-x-auto rounded-xl border border-line">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('failures.table')}</caption>
              <thead className="bg-surface-muted text-xs font-semibold tracking-wide text-fg-muted uppercase">
                <tr>
                  <th scope="col" className={cell}>
                    {t('failures.queue')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('failures.job')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('failures.reason')}
                  </th>
                  <th scope="col" className={`${cell} text-right`}>
                    {t('failures.attempts')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('failures.when')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {failures.map((failure) => (
                  <tr
                    key={`${failure.queue}-${failure.jobId ?? failure.failedAt}`}
                    className="align-top"
                  >
                    <td className={`${cell} text-fg`}>{t(`names.${failure.queue}`)}</td>
                    <td className={`${cell} font-mono text-xs text-fg`}>
                      {failure.name}
                      {failure.jobId ? (
                        <span className="block text-fg-muted">{failure.jobId}</span>
                      ) : null}
                    </td>
                    <td className={`${cell} max-w-96 break-words text-fg`}>{failure.reason}</td>
                    <td className={`${cell} text-right tabular-nums text-fg`}>
                      {failure.attemptsMade}
                    </td>
                    <td className={`${cell} whitespace-nowrap text-fg`}>
                      {failure.failedAt ? date.format(new Date(failure.failedAt)) : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
