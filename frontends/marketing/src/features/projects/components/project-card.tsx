import type { PublicProject } from '@terrabridge/api-client';
import { ArrowRightIcon, buttonClasses } from '@terrabridge/ui';
import { ResponsiveImage } from '../../shared/responsive-image';
import { useTranslation } from '@terrabridge/i18n';
import { Link } from 'react-router-dom';
import {
  asLanguage,
  coverImage,
  firstLine,
  localized,
  projectDescription,
  projectTitle,
} from '../utils/project-format';
import { CategoryChip, StatusBadge } from './project-badges';

export interface ProjectCardProps {
  project: PublicProject;
  /** Heading level of the card title under the list's heading. */
  headingLevel?: 2 | 3;
  /** The link text ('View Details' on /projects, 'View case' on the home page). */
  actionLabel: string;
  /**
   * The page's first card: its image is the largest paint on a phone, fetched at once and first.
   * The others load as they come near (on a phone they are below the fold, and fetched with it
   * they would share the connection with the largest paint).
   */
  priority?: boolean;
}

export function ProjectCard({
  project,
  headingLevel = 2,
  actionLabel,
  priority = false,
}: ProjectCardProps) {
  const { i18n } = useTranslation('projects');
  const language = asLanguage(i18n.language);
  const title = projectTitle(project, language);
  const category = project.category
    ? localized(language, project.category, project.categoryEs)
    : null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-soft transition-shadow duration-200 hover:shadow-lift">
      <div className="relative aspect-16/10 overflow-hidden bg-surface-muted">
        <ResponsiveImage
          src={coverImage(project)}
          alt={title}
          width={1600}
          height={1000}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          className="size-full object-cover text-xs text-fg-subtle transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={project.status} />
          {category ? <CategoryChip category={category} /> : null}
        </div>
        <Heading className="mt-4 text-lg leading-snug font-semibold text-fg">{title}</Heading>
        <p className="mt-2 line-clamp-3 text-sm leading-6 text-fg-muted">
          {firstLine(projectDescription(project, language))}
        </p>
        <div className="mt-auto pt-6">
          <Link
            to={`/projects/${project.id}`}
            className={buttonClasses({ variant: 'outline', className: 'w-full sm:w-auto' })}
          >
            {actionLabel}
            <span className="sr-only">: {title}</span>
            <ArrowRightIcon size={16} />
          </Link>
        </div>
      </div>
    </article>
  );
}
