import { useTranslation } from '@terrabridge/i18n';
import { describeError } from '@terrabridge/ui';
import { Alert, Skeleton, Tabs } from '@terrabridge/ui/parts';
import { Link } from 'react-router-dom';
import { type ProjectSummary, useMyProjects } from '../project-api';
import {
  type Language,
  PROJECT_FILTERS,
  type ProjectFilter,
  asLanguage,
  filterProjects,
  formatDate,
  localized,
} from '../project-format';
import { ProgressBar, StatusBadge } from './project-status';

function ProjectCard({ project, language }: { project: ProjectSummary; language: Language }) {
  const { t } = useTranslation('portal');
  const title = localized(language, project.title, project.titleEs);
  const next = project.nextMilestone;
  return (
    <li className="relative flex flex-col gap-4 rounded-xl border border-line bg-surface-raised p-5 shadow-soft transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-base font-semibold text-fg">
          {/* The whole card is the link's target area (the ::after covers it). */}
          <Link
            to={`/dashboard/projects/${project.id}`}
            className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
          >
            {title}
          </Link>
        </h3>
        <StatusBadge status={project.status} />
      </div>
      <ProgressBar value={project.progress} label={t('projects.progressOf', { title })} />
      <dl className="grid gap-1 text-sm">
        <div className="flex flex-wrap gap-x-1.5">
          <dt className="text-fg-muted">{t('projects.nextMilestone')}</dt>
          <dd className="text-fg">
            {next
              ? `${localized(language, next.title, next.titleEs)}${
                  next.dueDate ? ` · ${formatDate(next.dueDate, language)}` : ''
                }`
              : t('projects.noNextMilestone')}
          </dd>
        </div>
        <div className="flex flex-wrap gap-x-1.5">
          <dt className="text-fg-muted">{t('projects.lastUpdate')}</dt>
          <dd className="text-fg">
            {project.lastUpdateAt ? (
              <time dateTime={project.lastUpdateAt}>
                {formatDate(project.lastUpdateAt, language)}
              </time>
            ) : (
              t('projects.noUpdates')
            )}
          </dd>
        </div>
      </dl>
    </li>
  );
}

function ProjectList({ projects, filter }: { projects: ProjectSummary[]; filter: ProjectFilter }) {
  const { t, i18n } = useTranslation('portal');
  const shown = filterProjects(projects, filter);
  if (shown.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-line-strong/50 bg-surface-muted px-6 py-10 text-center text-sm text-fg-muted">
        {t(projects.length === 0 ? 'projects.empty' : 'projects.emptyFilter')}
      </p>
    );
  }
  return (
    <ul className="grid gap-4 xl:grid-cols-2">
      {shown.map((project) => (
        <ProjectCard key={project.id} project={project} language={asLanguage(i18n.language)} />
      ))}
    </ul>
  );
}

/** The Projects tab: the user's projects as cards, filtered by stage. */
export function ProjectsPanel({
  filter,
  onFilterChange,
}: {
  filter: ProjectFilter;
  onFilterChange: (filter: ProjectFilter) => void;
}) {
  const { t } = useTranslation('portal');
  const projects = useMyProjects();

  if (projects.isPending) {
    return (
      <div className="grid gap-4 xl:grid-cols-2" role="status" aria-busy="true">
        <span className="sr-only">{t('projects.loading')}</span>
        <Skeleton className="h-40 rounded-xl" />
        <Skeleton className="h-40 rounded-xl" />
      </div>
    );
  }
  if (projects.isError) {
    return (
      <Alert tone="danger" title={t('projects.loadFailed')}>
        {describeError(projects.error)}
      </Alert>
    );
  }
  const items = projects.data.items;
  return (
    <Tabs
      label={t('projects.filterLabel')}
      value={filter}
      onValueChange={(id) => onFilterChange(id as ProjectFilter)}
      className="grid gap-5"
      items={PROJECT_FILTERS.map((id) => ({
        id,
        label: `${t(`projects.filters.${id}`)} (${filterProjects(items, id).length})`,
        panel: <ProjectList projects={items} filter={id} />,
      }))}
    />
  );
}
