import './i18n';
import type { PublicProject } from '@terrabridge/api-client';
import {
  Button,
  Container,
  RefreshIcon,
  Spinner,
  cn,
  useDocumentTitle,
  useTypedValues,
} from '@terrabridge/ui';
import { Alert, FolderIcon, SearchIcon, inputClasses } from '@terrabridge/ui/parts';
import { PageHero } from '../shared/page-hero';
import { RENDER_CARDS_WHEN_NEAR } from '../shared/render-when-near';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@terrabridge/i18n';
import { useStatusLabel } from './components/project-badges';
import { PROJECTS_PATH } from './api';
import { ProjectCard } from './components/project-card';
import {
  type ProjectFilters,
  asLanguage,
  distinctStatuses,
  filterProjects,
} from './utils/project-format';

const NO_FILTERS: ProjectFilters = { search: '', status: 'all' };

export default function ProjectsPage() {
  const { t, i18n } = useTranslation('projects');
  useDocumentTitle(t('list.documentTitle'));
  const language = asLanguage(i18n.language);
  const statusLabel = useStatusLabel();
  const searchId = useId();
  const statusId = useId();
  const [filters, setFilters] = useState(NO_FILTERS);
  const { search, status } = filters;
  const setFilter = (name: keyof ProjectFilters, value: string) =>
    setFilters((current) => ({ ...current, [name]: value }));
  const filterFields = useRef<HTMLDivElement>(null);
  useTypedValues(filterFields, filters, (typed) =>
    setFilters((current) => ({ ...current, ...typed })),
  );

  const projects = useQuery<PublicProject[]>({ queryKey: [PROJECTS_PATH] });
  const all = useMemo(() => projects.data ?? [], [projects.data]);
  const statuses = useMemo(() => distinctStatuses(all), [all]);
  const visible = useMemo(() => filterProjects(all, filters, language), [all, filters, language]);
  const filtering = search.trim() !== '' || status !== 'all';

  return (
    <>
      <PageHero eyebrow={t('list.eyebrow')} title={t('list.title')} subtitle={t('list.subtitle')} />

      <Container className="py-12 sm:py-16">
        <div
          ref={filterFields}
          role="search"
          aria-label={t('list.searchLabel')}
          className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 shadow-soft sm:flex-row sm:items-end sm:p-5"
        >
          <div className="flex-1">
            <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-fg">
              {t('list.searchLabel')}
            </label>
            <div className="relative">
              <SearchIcon
                size={18}
                className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-fg-subtle"
              />
              <input
                id={searchId}
                name="search"
                type="search"
                value={search}
                onChange={(event) => setFilter('search', event.target.value)}
                placeholder={t('list.searchPlaceholder')}
                autoComplete="off"
                className={cn(inputClasses, 'pl-10')}
              />
            </div>
          </div>
          <div className="sm:w-56">
            <label htmlFor={statusId} className="mb-1.5 block text-sm font-medium text-fg">
              {t('list.statusLabel')}
            </label>
            <select
              id={statusId}
              name="status"
              value={status}
              onChange={(event) => setFilter('status', event.target.value)}
              className={cn(inputClasses, 'cursor-pointer pr-8')}
            >
              <option value="all">{t('list.allStatuses')}</option>
              {statuses.map((value) => (
                <option key={value} value={value}>
                  {statusLabel(value)}
                </option>
              ))}
            </select>
          </div>
        </div>

        <div className="mt-10">
          {projects.isPending ? (
            <div className="flex justify-center py-20">
              <Spinner size="lg" />
            </div>
          ) : projects.isError ? (
            <div className="mx-auto max-w-xl">
              <Alert tone="danger" title={t('list.errorTitle')}>
                {t('list.errorDescription')}
              </Alert>
              <div className="mt-4 flex justify-center">
                <Button
                  variant="outline"
                  disabled={projects.isFetching}
                  onClick={() => void projects.refetch()}
                >
                  <RefreshIcon size={16} />
                  {t('list.retry')}
                </Button>
              </div>
            </div>
          ) : (
            <>
              <p
                role="status"
                className={visible.length > 0 ? 'mb-6 text-sm text-fg-muted' : 'sr-only'}
              >
                {visible.length > 0
                  ? t('list.count', { count: visible.length })
                  : t('list.emptyTitle')}
              </p>
              {visible.length === 0 ? (
                <div className="flex flex-col items-center rounded-2xl border border-dashed border-line-strong/50 px-6 py-16 text-center">
                  <span
                    aria-hidden="true"
                    className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary-soft-fg"
                  >
                    <FolderIcon size={26} />
                  </span>
                  <h2 className="mt-5 text-xl font-semibold text-fg">{t('list.emptyTitle')}</h2>
                  <p className="mt-2 max-w-md text-fg-muted">{t('list.emptyHint')}</p>
                  {filtering ? (
                    <Button
                      variant="outline"
                      className="mt-6"
                      onClick={() => setFilters(NO_FILTERS)}
                    >
                      {t('list.clearFilters')}
                    </Button>
                  ) : null}
                </div>
              ) : (
                <ul
                  // Cards are laid out and painted only as they come near the viewport.
                  className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3', RENDER_CARDS_WHEN_NEAR)}
                >
                  {visible.map((project, position) => (
                    <li key={project.id}>
                      <ProjectCard
                        project={project}
                        actionLabel={t('list.viewDetails')}
                        priority={position === 0}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      </Container>
    </>
  );
}
