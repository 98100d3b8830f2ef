import { useTranslation } from '@terrabridge/i18n';
import { Link } from 'react-router-dom';
import type { ProjectSummary } from '../project-api';
import { type Language, formatDate, localized } from '../project-format';
import { ProgressBar, StatusBadge } from './project-status';

/** A project as a card that opens its page: status, progress, next milestone, last update. */
export function ProjectCard({
  project,
  language,
  titleAs: Title = 'h3',
}: {
  project: ProjectSummary;
  language: Language;
  /** The title's heading level under the list's own heading. */
  titleAs?: 'h3' | 'h4';
}) {
  const { t } = useTranslation('portal');
  const title = localized(language, project.title, project.titleEs);
  const next = project.nextMilestone;
  return (
    <li className="relative flex flex-col gap-4 rounded-xl border border-line bg-surface-raised p-5 shadow-soft transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Title className="text-base font-semibold text-fg">
          {/* The whole card is the link's target area (the ::after covers it). */}
          <Link
            to={`/dashboard/projects/${project.id}`}
            className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
          >
            {title}
          </Link>
        </Title>
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
