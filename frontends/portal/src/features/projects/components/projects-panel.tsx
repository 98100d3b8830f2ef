import { useTranslation } from '@terrabridge/i18n';
import { describeError } from '@terrabridge/ui';
import { Alert, Skeleton, Tabs } from '@terrabridge/ui/parts';
import { type ProjectSummary, useMyProjects } from '../project-api';
import { PROJECT_FILTERS, type ProjectFilter, asLanguage, filterProjects } from '../project-format';
import { ProjectCard } from './project-card';

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
