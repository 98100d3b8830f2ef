import { ApiError } from '@terrabridge/api-client';
import { useTranslation } from '@terrabridge/i18n';
import { useUserStore } from '@terrabridge/session';
import {
  ArrowLeftIcon,
  Container,
  NotFoundPage,
  PageSpinner,
  describeError,
  useDocumentTitle,
} from '@terrabridge/ui';
import { Alert } from '@terrabridge/ui/parts';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Conversation } from './components/conversation';
import { MilestoneTimeline } from './components/milestone-timeline';
import { ProjectFiles } from './components/project-files';
import { ProgressBar, StatusBadge } from './components/project-status';
import { UpdateList } from './components/update-list';
import { type ProjectDetail, useProject, useProjectFiles } from './project-api';
import { asLanguage, formatDate, localized, projectDuration } from './project-format';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-line bg-surface p-5 shadow-soft sm:p-7"
    >
      <h2 id={id} className="mb-5 text-lg font-bold tracking-tight text-fg">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Header({ project }: { project: ProjectDetail }) {
  const { t, i18n } = useTranslation('portal');
  const language = asLanguage(i18n.language);
  const isAdmin = useUserStore((state) => state.user?.role === 'admin');
  const title = localized(language, project.title, project.titleEs);
  const duration = projectDuration(project.startDate, project.endDate);
  const facts: Array<[string, string]> = [
    [t('project.start'), project.startDate ? formatDate(project.startDate, language) : '—'],
    [t('project.end'), project.endDate ? formatDate(project.endDate, language) : '—'],
    [
      t('project.duration'),
      duration
        ? t('project.durationValue', { count: duration.days, months: duration.months })
        : '—',
    ],
  ];
  if (isAdmin && project.client) facts.push([t('project.client'), project.client.name]);
  return (
    <header className="rounded-2xl border border-line bg-surface p-5 shadow-soft sm:p-7">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{title}</h1>
        <StatusBadge status={project.status} />
      </div>
      <p className="mt-2 text-sm text-fg-muted">
        {localized(language, project.description, project.descriptionEs)}
      </p>
      <div className="mt-5 max-w-md">
        <ProgressBar value={project.progress} label={t('project.progress')} />
      </div>
      <dl className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-xs font-medium text-fg-muted uppercase">{term}</dt>
            <dd className="mt-1 text-sm text-fg">{value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}

/** /dashboard/projects/:id: one project of the signed-in client (or any, for an admin). */
export default function ProjectPage() {
  const { t, i18n } = useTranslation('portal');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const project = useProject(valid ? id : 0);
  const files = useProjectFiles(valid && project.isSuccess ? id : 0);
  const language = asLanguage(i18n.language);
  useDocumentTitle(
    project.data
      ? localized(language, project.data.title, project.data.titleEs)
      : t('project.documentTitle'),
  );

  if (!valid || (project.error instanceof ApiError && project.error.status === 404)) {
    return <NotFoundPage />;
  }
  if (project.isPending) return <PageSpinner />;
  if (project.isError) {
    return (
      <Container className="py-10">
        <Alert tone="danger" title={t('project.loadFailed')}>
          {describeError(project.error)}
        </Alert>
      </Container>
    );
  }
  const data = project.data;
  return (
    <Container className="grid grid-cols-1 gap-6 py-8 sm:py-12">
      <Link
        to="/dashboard?tab=projects"
        className="inline-flex w-fit items-center gap-2 text-sm font-semibold text-link hover:underline"
      >
        <ArrowLeftIcon size={16} />
        {t('project.back')}
      </Link>
      <Header project={data} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <Section id="project-milestones" title={t('project.milestones')}>
          <MilestoneTimeline milestones={data.milestones} />
        </Section>
        <Section id="project-updates" title={t('project.updates')}>
          <UpdateList projectId={data.id} first={data.updates} />
        </Section>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <Section id="project-conversation" title={t('project.conversation')}>
          <Conversation project={data} onPosted={() => void files.refetch()} />
        </Section>
        <Section id="project-files" title={t('project.files')}>
          <ProjectFiles projectId={data.id} files={files} />
        </Section>
      </div>
    </Container>
  );
}
