import '../i18n';
import type { PublicProject } from '@terrabridge/api-client';
import { ArrowRightIcon, Container, buttonClasses, cn } from '@terrabridge/ui';
import { Skeleton } from '@terrabridge/ui/parts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@terrabridge/i18n';
import { Link } from 'react-router-dom';
import { FEATURED_PROJECTS_PATH } from '../api';
import { ProjectCard } from './project-card';

/**
 * The home page's featured projects: a card per featured project with a 'view case' link, and a
 * 'view all' link to /services (as the spec has it). Loaded lazily below the fold.
 */
export function FeaturedProjects() {
  const { t } = useTranslation('projects');
  const projects = useQuery<PublicProject[]>({ queryKey: [FEATURED_PROJECTS_PATH] });

  return (
    <section
      id="projects"
      aria-labelledby="featured-projects-title"
      className="scroll-mt-20 bg-surface-muted/60 py-20 sm:py-24"
    >
      <Container>
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-wide text-link uppercase">
              {t('featured.eyebrow')}
            </p>
            <h2
              id="featured-projects-title"
              className="mt-3 text-3xl font-bold tracking-tight text-fg sm:text-4xl"
            >
              {t('featured.title')}
            </h2>
            <p className="mt-4 text-lg text-fg-muted">{t('featured.subtitle')}</p>
          </div>
          <Link
            to="/services"
            className={buttonClasses({ variant: 'outline', className: 'self-start sm:self-auto' })}
          >
            {t('featured.viewAll')}
            <ArrowRightIcon size={16} />
          </Link>
        </div>

        <div className="mt-12">
          {projects.isPending ? (
            <div role="status" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              <span className="sr-only">{t('loading', { ns: 'common' })}</span>
              {[0, 1, 2].map((key) => (
                <Skeleton key={key} className="h-96 rounded-2xl" />
              ))}
            </div>
          ) : projects.isError ? (
            <p className="rounded-2xl border border-line bg-surface p-8 text-center text-fg-muted">
              {t('featured.error')}
            </p>
          ) : projects.data.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-line-strong/50 bg-surface p-8 text-center text-fg-muted">
              {t('featured.empty')}
            </p>
          ) : (
            <ul
              className={cn(
                'grid gap-6 md:grid-cols-2',
                // Two or four cards read best as pairs; other counts fill rows of three.
                projects.data.length % 2 === 0 && projects.data.length <= 4 ? '' : 'lg:grid-cols-3',
              )}
            >
              {projects.data.map((project) => (
                <li key={project.id}>
                  <ProjectCard
                    project={project}
                    headingLevel={3}
                    actionLabel={t('featured.viewCase')}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </Container>
    </section>
  );
}
