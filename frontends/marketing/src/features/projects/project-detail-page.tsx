import './i18n';
import { isNotFound, type PublicProject } from '@terrabridge/api-client';
import {
  ArrowLeftIcon,
  Button,
  CheckCircleIcon,
  CompassIcon,
  Container,
  PageSpinner,
  RefreshIcon,
  buttonClasses,
  useDocumentTitle,
} from '@terrabridge/ui';
import { CalendarIcon, ClockIcon, Tabs, TagIcon } from '@terrabridge/ui/parts';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '@terrabridge/i18n';
import { Link, useParams } from 'react-router-dom';
import { PROJECTS_PATH } from './api';
import { StatusBadge } from './components/project-badges';
import { ProjectActions } from './components/project-actions';
import { ProjectGallery } from './components/project-gallery';
import { useDurationText } from './hooks/use-duration-text';
import {
  asLanguage,
  formatProjectDate,
  localized,
  paragraphs,
  parseProjectId,
  projectDescription,
  projectImages,
  projectTitle,
  projectDuration,
} from './utils/project-format';

function BackLink() {
  const { t } = useTranslation('projects');
  return (
    <Link
      to="/projects"
      className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-link hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring print:hidden"
    >
      <ArrowLeftIcon size={16} />
      {t('detail.back')}
    </Link>
  );
}

function ProjectMessage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <span
        aria-hidden="true"
        className="flex size-20 items-center justify-center rounded-full bg-primary-soft text-primary-soft-fg ring-8 ring-primary-soft/40"
      >
        <CompassIcon size={38} strokeWidth={1.5} />
      </span>
      <h1 className="mt-8 text-3xl font-bold tracking-tight text-fg sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-md text-fg-muted">{description}</p>
      <div className="mt-8 flex flex-col items-center gap-4">{children}</div>
    </Container>
  );
}

function NotFound() {
  const { t } = useTranslation('projects');
  useDocumentTitle(t('detail.notFoundTitle'));
  return (
    <ProjectMessage title={t('detail.notFoundTitle')} description={t('detail.notFoundDescription')}>
      <Link to="/projects" className={buttonClasses({ size: 'lg' })}>
        <ArrowLeftIcon size={18} />
        {t('detail.back')}
      </Link>
    </ProjectMessage>
  );
}

export default function ProjectDetailPage() {
  const { id } = useParams();
  const projectId = parseProjectId(id);
  const project = useQuery<PublicProject>({
    queryKey: [PROJECTS_PATH, projectId],
    enabled: projectId !== null,
  });
  const { t } = useTranslation('projects');

  if (projectId === null) return <NotFound />;
  if (project.isPending) return <PageSpinner />;
  if (project.isError) {
    // 404: no such (published) project; 400: an id the API does not accept.
    if (isNotFound(project.error)) return <NotFound />;
    return (
      <ProjectMessage title={t('detail.errorTitle')} description={t('detail.errorDescription')}>
        <Button size="lg" disabled={project.isFetching} onClick={() => void project.refetch()}>
          <RefreshIcon size={18} />
          {t('detail.retry')}
        </Button>
        <BackLinkInline />
      </ProjectMessage>
    );
  }
  return <ProjectView project={project.data} />;
}

function BackLinkInline() {
  return (
    <div className="text-center">
      <BackLink />
    </div>
  );
}

function DetailRow({
  Icon,
  label,
  children,
}: {
  Icon: ComponentType<{ size?: number; className?: string }>;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-3 py-3">
      <Icon size={18} className="mt-0.5 shrink-0 text-fg-subtle" />
      <dt className="w-28 shrink-0 text-sm text-fg-muted">{label}</dt>
      <dd className="min-w-0 flex-1 text-sm font-medium text-fg">{children}</dd>
    </div>
  );
}

function ProjectView({ project }: { project: PublicProject }) {
  const { t, i18n } = useTranslation('projects');
  const language = asLanguage(i18n.language);
  const title = projectTitle(project, language);
  useDocumentTitle(title);
  const durationText = useDurationText();
  const notAvailable = t('detail.notAvailable');
  const features =
    language === 'es' && project.featuresEs.length > 0 ? project.featuresEs : project.features;
  const category = project.category
    ? localized(language, project.category, project.categoryEs)
    : notAvailable;
  const description = paragraphs(projectDescription(project, language));

  return (
    <Container className="py-10 sm:py-14">
      <BackLink />

      <div className="mt-6 grid gap-8 lg:grid-cols-3 lg:grid-rows-[auto_1fr] lg:gap-x-10">
        <div className="min-w-0 lg:col-span-2">
          <ProjectGallery key={project.id} images={projectImages(project)} title={title} />
        </div>

        <aside
          aria-labelledby="project-title"
          className="min-w-0 lg:col-start-3 lg:row-span-2 lg:row-start-1"
        >
          <div className="rounded-2xl border border-line bg-surface p-6 shadow-soft lg:sticky lg:top-24">
            <StatusBadge status={project.status} />
            <h1
              id="project-title"
              className="mt-4 text-2xl leading-tight font-bold tracking-tight text-fg sm:text-3xl"
            >
              {title}
            </h1>
            <h2 className="mt-6 text-xs font-semibold tracking-wider text-fg-muted uppercase">
              {t('detail.detailsTitle')}
            </h2>
            <dl className="mt-2 divide-y divide-line border-y border-line">
              <DetailRow Icon={CalendarIcon} label={t('detail.startDate')}>
                {formatProjectDate(project.startDate, language) ?? notAvailable}
              </DetailRow>
              <DetailRow Icon={CalendarIcon} label={t('detail.endDate')}>
                {formatProjectDate(project.endDate, language) ?? notAvailable}
              </DetailRow>
              <DetailRow Icon={ClockIcon} label={t('detail.duration')}>
                {durationText(projectDuration(project.startDate, project.endDate))}
              </DetailRow>
              <DetailRow Icon={TagIcon} label={t('detail.category')}>
                {category}
              </DetailRow>
            </dl>
            <div className="mt-6">
              <ProjectActions title={title} />
            </div>
          </div>
        </aside>

        <div className="min-w-0 lg:col-span-2">
          <Tabs
            label={t('detail.tabsLabel')}
            panelClassName="pt-6 rounded-md"
            items={[
              {
                id: 'description',
                label: t('detail.tabs.description'),
                panel: (
                  <div className="max-w-prose space-y-4 text-base leading-7 text-fg-muted">
                    {description.map((paragraph, index) => (
                      <p key={index} className={index === 0 ? 'text-lg text-fg' : undefined}>
                        {paragraph}
                      </p>
                    ))}
                  </div>
                ),
              },
              {
                id: 'features',
                label: t('detail.tabs.features'),
                panel:
                  features.length > 0 ? (
                    <ul className="grid gap-3 sm:grid-cols-2">
                      {features.map((feature) => (
                        <li
                          key={feature}
                          className="flex items-start gap-3 rounded-xl border border-line bg-surface p-4 text-sm leading-6 text-fg"
                        >
                          <CheckCircleIcon size={20} className="mt-0.5 shrink-0 text-success" />
                          {feature}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="text-fg-muted">{t('detail.featuresEmpty')}</p>
                  ),
              },
              {
                id: 'results',
                label: t('detail.tabs.results'),
                panel:
                  project.results.length > 0 ? (
                    <div>
                      <ul className="grid gap-4 sm:grid-cols-2">
                        {project.results.map((result) => (
                          <li
                            key={result.label}
                            className="rounded-xl border border-line bg-surface p-5"
                          >
                            <p className="text-3xl font-extrabold tracking-tight text-link">
                              {result.percent}%
                            </p>
                            <p className="mt-1 text-sm font-medium text-fg">
                              {localized(language, result.label, result.labelEs)}
                            </p>
                            <div
                              aria-hidden="true"
                              className="mt-4 h-2 overflow-hidden rounded-full bg-surface-muted ring-1 ring-line ring-inset"
                            >
                              <div
                                className="h-full rounded-full bg-linear-to-r from-primary to-accent"
                                style={{ width: `${Math.min(100, Math.max(0, result.percent))}%` }}
                              />
                            </div>
                          </li>
                        ))}
                      </ul>
                      <p className="mt-4 text-sm text-fg-muted">{t('detail.resultsNote')}</p>
                    </div>
                  ) : (
                    <p className="text-fg-muted">{t('detail.resultsEmpty')}</p>
                  ),
              },
            ]}
          />
        </div>
      </div>
    </Container>
  );
}
