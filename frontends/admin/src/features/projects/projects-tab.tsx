import { useTranslation } from '@terrabridge/i18n';
import { Button } from '@terrabridge/ui';
import { SelectField } from '@terrabridge/ui/parts';
import { useState } from 'react';
import { AdminList, type ListColumn } from '../../components/admin-list';
import { useAdminList, useListControls } from '../../components/use-admin-list';
import { CreateProjectDialog } from './create-project-dialog';
import './i18n';
import { type AdminProjectRow, PROJECT_STATUSES, PROJECTS_LIST, formatDate } from './project-api';
import { ProjectEditorDialog } from './project-editor-dialog';
import { ProjectStatusBadge } from './project-status-badge';

/** The Projects section: every project (archived ones dimmed and read-only), create and edit. */
export default function ProjectsTab() {
  const { t, i18n } = useTranslation('admin-projects');
  const controls = useListControls('', { status: '' });
  const query = useAdminList<AdminProjectRow>(PROJECTS_LIST, controls);
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const date = (value: string | null) => formatDate(value, i18n.language) ?? t('list.noDate');

  const columns: ListColumn<AdminProjectRow>[] = [
    {
      id: 'title',
      header: t('list.columns.title'),
      sort: 'title',
      cell: (row) => (
        <span className="font-semibold">
          {i18n.language.startsWith('es') && row.titleEs ? row.titleEs : row.title}
          {row.featured ? (
            <span className="ml-2 text-xs font-normal text-fg-muted">
              ★ <span>{t('list.featuredYes')}</span>
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'client',
      header: t('list.columns.client'),
      cell: (row) => row.client?.name ?? t('list.noClient'),
    },
    {
      id: 'status',
      header: t('list.columns.status'),
      sort: 'status',
      cell: (row) => <ProjectStatusBadge status={row.status} />,
    },
    {
      id: 'progress',
      header: t('list.columns.progress'),
      cell: (row) => (row.progress === null ? t('list.noDate') : `${row.progress}%`),
    },
    {
      id: 'start',
      header: t('list.columns.start'),
      sort: 'startDate',
      className: 'whitespace-nowrap',
      cell: (row) => date(row.startDate),
    },
    {
      id: 'end',
      header: t('list.columns.end'),
      className: 'whitespace-nowrap',
      cell: (row) => date(row.endDate),
    },
    {
      id: 'created',
      header: t('list.columns.created'),
      sort: 'newest',
      className: 'whitespace-nowrap',
      cell: (row) => date(row.createdAt.slice(0, 10)),
    },
  ];

  return (
    <>
      <div className="mt-6 flex justify-end">
        <Button onClick={() => setCreating(true)}>{t('list.create')}</Button>
      </div>
      <AdminList
        label={t('list.label')}
        columns={columns}
        query={query}
        controls={controls}
        searchLabel={t('list.search')}
        empty={t('list.empty')}
        dimmed={(row) => row.status === 'archived'}
        toolbar={
          <SelectField
            label={t('list.statusFilter')}
            {...controls.bind('status')}
            placeholder={t('list.allStatuses')}
            options={PROJECT_STATUSES.map((status) => ({
              value: status,
              label: t(`status.${status}`),
            }))}
            className="w-48"
          />
        }
        actions={(row) => {
          const title = i18n.language.startsWith('es') && row.titleEs ? row.titleEs : row.title;
          const archived = row.status === 'archived';
          return (
            <Button
              size="sm"
              variant="outline"
              onClick={() => setOpenId(row.id)}
              aria-label={`${archived ? t('list.view') : t('list.edit')}: ${title}`}
              title={archived ? t('list.archivedNote') : undefined}
            >
              {archived ? t('list.view') : t('list.edit')}
            </Button>
          );
        }}
      />
      <CreateProjectDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          setOpenId(id);
        }}
      />
      {openId !== null ? (
        <ProjectEditorDialog projectId={openId} onClose={() => setOpenId(null)} />
      ) : null}
    </>
  );
}
