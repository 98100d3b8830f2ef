import type { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@terrabridge/i18n';
import { formatMoney } from '@terrabridge/rules/money';
import { Button, RefreshIcon, describeError } from '@terrabridge/ui';
import { Alert } from '@terrabridge/ui/parts';
import type { ReactNode } from 'react';
import { type Language, asLanguage, localized } from '../projects/project-format';
import {
  type BillingFigures,
  type ProjectFigures,
  type SocialFigures,
  useBillingFigures,
  useProjectFigures,
  useSocialFigures,
  type ProjectActivity,
  type StatusGroup,
} from './analytics-api';
import {
  byLongestWait,
  hasInvoices,
  hasMilestones,
  hasProjects,
  milestoneRows,
  monthLabel,
  platformsOf,
  socialRows,
} from './analytics-data';
import { ChartSkeleton } from './components/analytics-skeleton';
import { ChartCard } from './components/chart-card';
import {
  ACTIVITY_COLOR,
  OUTCOME_COLORS,
  OUTSTANDING_COLOR,
  PAID_COLOR,
  PLATFORM_COLORS,
  GROUP_COLORS,
} from './components/chart-theme';
import { MonthlyStack, NamedBars, namedBarsHeight } from './components/charts';
import './i18n';

type FiguresQuery<T> = ReturnType<typeof useQuery<T>>;

/** A section's figures once they arrive: skeletons while loading, an error with a retry. */
function Figures<T>({
  name,
  query,
  cards,
  children,
}: {
  name: 'projects' | 'social' | 'billing';
  query: FiguresQuery<T>;
  /** How many cards the figures fill, and which of them span the row. */
  cards: boolean[];
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('analytics');
  if (query.isPending) {
    return cards.map((wide, index) => <ChartSkeleton key={index} wide={wide} />);
  }
  if (query.isError) {
    return (
      <div className="grid gap-3 xl:col-span-2">
        <Alert tone="danger" title={t(`loadFailed.${name}`)}>
          {describeError(query.error)}
        </Alert>
        <div>
          <Button
            variant="outline"
            disabled={query.isFetching}
            onClick={() => void query.refetch()}
          >
            <RefreshIcon size={16} />
            {t('retry')}
          </Button>
        </div>
      </div>
    );
  }
  return children(query.data);
}

function ProjectCards({ figures, language }: { figures: ProjectFigures; language: Language }) {
  const { t } = useTranslation(['analytics', 'portal']);
  const statusText = (status: ProjectActivity['status']) => t(`portal:projects.status.${status}`);
  // The groups are the projects filter's, named as its tabs are.
  const groupText = (group: StatusGroup) => t(`portal:projects.filters.${group}`);
  const noProjects = !hasProjects(figures) && t('status.empty');
  const milestones = milestoneRows(figures.milestones);
  const projects = byLongestWait(figures.projects);
  const updated = projects.filter((project) => project.daysSinceUpdate !== null);
  const title = (project: (typeof projects)[number]) =>
    localized(language, project.title, project.titleEs);
  const days = (count: number | null) =>
    count === null ? t('activity.never') : t('activity.daysValue', { count });

  return (
    <>
      <ChartCard
        title={t('status.title')}
        description={t('status.description')}
        empty={noProjects}
        chartHeight={namedBarsHeight(figures.byGroup.length)}
        chart={
          <NamedBars
            bars={figures.byGroup.map((row) => ({
              key: row.group,
              name: groupText(row.group),
              value: row.projects,
              valueText: String(row.projects),
              color: GROUP_COLORS[row.group],
            }))}
          />
        }
        table={{
          columns: [t('status.column'), t('status.value')],
          rows: figures.byGroup.map((row) => ({
            key: row.group,
            header: groupText(row.group),
            cells: [row.projects],
          })),
        }}
      />
      <ChartCard
        title={t('milestones.title')}
        description={t('milestones.description')}
        empty={!hasMilestones(figures) && t('milestones.empty')}
        chartHeight={namedBarsHeight(milestones.length)}
        chart={
          <NamedBars
            bars={milestones.map((row) => ({
              key: row.outcome,
              name: t(`milestones.${row.outcome}`),
              value: row.count,
              valueText: String(row.count),
              color: OUTCOME_COLORS[row.outcome],
            }))}
          />
        }
        table={{
          columns: [t('milestones.column'), t('milestones.value')],
          rows: milestones.map((row) => ({
            key: row.outcome,
            header: t(`milestones.${row.outcome}`),
            cells: [row.count],
          })),
        }}
      />
      <ChartCard
        wide
        title={t('activity.title')}
        description={t('activity.description')}
        empty={figures.projects.length === 0 && t('activity.empty')}
        chartHeight={namedBarsHeight(Math.max(updated.length, 1))}
        chart={
          updated.length > 0 ? (
            <NamedBars
              bars={updated.map((project) => ({
                key: String(project.id),
                name: title(project),
                value: project.daysSinceUpdate ?? 0,
                valueText: days(project.daysSinceUpdate),
                color: ACTIVITY_COLOR,
              }))}
            />
          ) : (
            <p className="py-3 text-sm text-fg-muted">{t('activity.noUpdates')}</p>
          )
        }
        table={{
          columns: [
            t('activity.project'),
            t('activity.status'),
            t('activity.progress'),
            t('activity.days'),
          ],
          rows: projects.map((project) => ({
            key: String(project.id),
            header: title(project),
            cells: [
              statusText(project.status),
              project.progress === null
                ? '—'
                : t('portal:projects.percent', { value: project.progress }),
              days(project.daysSinceUpdate),
            ],
          })),
        }}
      />
    </>
  );
}

function SocialCard({ figures, language }: { figures: SocialFigures; language: Language }) {
  const { t } = useTranslation('analytics');
  const rows = socialRows(figures);
  const platforms = platformsOf(figures);
  const platformName = (platform: (typeof platforms)[number]) => t(`social.platforms.${platform}`);
  return (
    <ChartCard
      wide
      title={t('social.title')}
      description={`${t('social.description')} ${t('lastMonths')}.`}
      summary={t('social.summary', { count: figures.totalPosts })}
      empty={figures.totalPosts === 0 && t('social.empty')}
      chart={
        <MonthlyStack
          rows={rows}
          series={platforms.map((platform) => ({
            key: platform,
            name: platformName(platform),
            color: PLATFORM_COLORS[platform],
          }))}
          monthTick={(month) => monthLabel(month, language, 'short')}
          monthTitle={(month) => monthLabel(month, language, 'long')}
          valueText={String}
        />
      }
      table={{
        columns: [t('social.month'), ...platforms.map(platformName), t('social.total')],
        rows: rows.map((row) => ({
          key: row.month,
          header: monthLabel(row.month, language, 'long'),
          cells: [...platforms.map((platform) => row[platform]), row.total],
        })),
        footer: {
          key: 'total',
          header: t('lastMonths'),
          cells: [
            ...platforms.map((platform) => rows.reduce((sum, row) => sum + row[platform], 0)),
            figures.totalPosts,
          ],
        },
      }}
    />
  );
}

function BillingCard({ figures, language }: { figures: BillingFigures; language: Language }) {
  const { t } = useTranslation('analytics');
  const money = (cents: number) => formatMoney(cents, language);
  return (
    <ChartCard
      wide
      title={t('billing.title')}
      description={`${t('billing.description')} ${t('lastMonths')}.`}
      summary={
        hasInvoices(figures)
          ? t('billing.summary', {
              paid: money(figures.paidCents),
              outstanding: money(figures.outstandingCents),
            })
          : undefined
      }
      empty={!hasInvoices(figures) && t('billing.empty')}
      chart={
        <MonthlyStack
          rows={figures.months}
          series={[
            { key: 'paidCents', name: t('billing.paid'), color: PAID_COLOR },
            { key: 'outstandingCents', name: t('billing.outstanding'), color: OUTSTANDING_COLOR },
          ]}
          monthTick={(month) => monthLabel(month, language, 'short')}
          monthTitle={(month) => monthLabel(month, language, 'long')}
          // An axis step may fall between two cents; amounts themselves are whole cents.
          valueText={(cents) => formatMoney(Math.round(cents), language, { dropZeroCents: true })}
          axisWidth={84}
        />
      }
      table={{
        columns: [t('billing.month'), t('billing.paid'), t('billing.outstanding')],
        rows: figures.months.map((month) => ({
          key: month.month,
          header: monthLabel(month.month, language, 'long'),
          cells: [money(month.paidCents), money(month.outstandingCents)],
        })),
        footer: {
          key: 'total',
          header: t('lastMonths'),
          cells: [money(figures.paidCents), money(figures.outstandingCents)],
        },
      }}
    />
  );
}

/**
 * The Analytics tab: charts of the client's own projects, posts and invoices, each with its
 * figures as a table. Loaded with the tab, so the charting library never weighs on the others.
 */
export default function AnalyticsPanel() {
  const { t, i18n } = useTranslation(['analytics', 'portal']);
  const language = asLanguage(i18n.language);
  const projects = useProjectFigures();
  const social = useSocialFigures();
  const billing = useBillingFigures();
  const loading = [projects, social, billing].some((query) => query.isPending);
  return (
    <div className="grid gap-6 xl:grid-cols-2" aria-busy={loading}>
      {/* One announcement for the whole tab, however many of its cards are still loading. */}
      <p role="status" className="sr-only">
        {loading ? t('portal:dashboard.analytics.loading') : ''}
      </p>
      <Figures name="projects" query={projects} cards={[false, false, true]}>
        {(figures) => <ProjectCards figures={figures} language={language} />}
      </Figures>
      <Figures name="social" query={social} cards={[true]}>
        {(figures) => <SocialCard figures={figures} language={language} />}
      </Figures>
      <Figures name="billing" query={billing} cards={[true]}>
        {(figures) => <BillingCard figures={figures} language={language} />}
      </Figures>
    </div>
  );
}
