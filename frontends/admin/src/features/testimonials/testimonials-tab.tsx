import { useTranslation } from '@terrabridge/i18n';
import { Button } from '@terrabridge/ui';
import { useState } from 'react';
import { AdminList, type ListColumn } from '../../components/admin-list';
import { toastActionError, toastDone } from '../../components/admin-toasts';
import { useAdminList, useListControls } from '../../components/use-admin-list';
import { SegmentedFilter } from '../contacts/segmented-filter';
import {
  TESTIMONIALS_PATH,
  refreshTestimonials,
  updateTestimonial,
  type AdminTestimonial,
} from './testimonial-api';
import { TestimonialDialog } from './testimonial-dialog';
import './i18n';

type TestimonialStatus = 'pending' | 'approved';

/** The testimonials tab: review what clients said before the website shows it, and edit it. */
export default function TestimonialsTab() {
  const { t, i18n } = useTranslation('admin-testimonials');
  const controls = useListControls('', { status: 'pending' });
  const query = useAdminList<AdminTestimonial>(TESTIMONIALS_PATH, controls);
  const status = controls.filters.status as TestimonialStatus;
  const [busy, setBusy] = useState<number | null>(null);
  // The dialog: a testimonial to edit, 'new' to create one, null when closed.
  const [editing, setEditing] = useState<AdminTestimonial | 'new' | null>(null);
  const language = i18n.language;

  const toggleApproved = async (row: AdminTestimonial) => {
    setBusy(row.id);
    try {
      const updated = await updateTestimonial(row.id, { approved: !row.approved });
      toastDone(updated.approved ? t('toast.approved') : t('toast.unapproved'));
      await refreshTestimonials();
    } catch (error) {
      toastActionError(error, t('toast.updateFailed'));
    } finally {
      setBusy(null);
    }
  };

  const columns: ListColumn<AdminTestimonial>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      sort: 'name',
      cell: (row) => (
        <div className="min-w-40">
          <div className="font-semibold">{row.name}</div>
          <div className="text-fg-muted">
            {[row.position, row.company].filter(Boolean).join(', ')}
          </div>
        </div>
      ),
    },
    {
      id: 'content',
      header: t('columns.content'),
      cell: (row) => (
        <div className="max-w-md min-w-48 space-y-1">
          <p className="line-clamp-2" lang="en">
            {row.content}
          </p>
          {row.contentEs ? (
            <p className="line-clamp-2 text-fg-muted" lang="es">
              {row.contentEs}
            </p>
          ) : (
            <p className="text-fg-muted italic">{t('noSpanish')}</p>
          )}
        </div>
      ),
    },
    {
      id: 'rating',
      header: t('columns.rating'),
      sort: 'rating',
      className: 'whitespace-nowrap',
      cell: (row) => (
        <>
          <span aria-hidden="true">★ {row.rating}</span>
          <span className="sr-only">{t('stars', { rating: row.rating })}</span>
        </>
      ),
    },
    {
      id: 'createdAt',
      header: t('columns.createdAt'),
      sort: 'createdAt',
      className: 'whitespace-nowrap',
      cell: (row) =>
        new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(row.createdAt)),
    },
  ];

  return (
    <>
      <AdminList
        label={t('listLabel')}
        columns={columns}
        query={query}
        controls={controls}
        searchLabel={t('search')}
        toolbar={
          <>
            <SegmentedFilter<TestimonialStatus>
              label={t('statusFilter')}
              value={status}
              onChange={(value) => controls.setFilter('status', value)}
              options={[
                { value: 'pending', label: t('status.pending') },
                { value: 'approved', label: t('status.approved') },
              ]}
            />
            <Button className="h-11" onClick={() => setEditing('new')}>
              {t('actions.create')}
            </Button>
          </>
        }
        empty={controls.search ? t('empty.search') : t(`empty.${status}`)}
        actions={(row) => (
          <div className="flex justify-end gap-2">
            <Button
              size="sm"
              variant="outline"
              aria-label={t('actions.editFor', { name: row.name })}
              onClick={() => setEditing(row)}
            >
              {t('actions.edit')}
            </Button>
            <Button
              size="sm"
              variant={row.approved ? 'ghost' : 'secondary'}
              disabled={busy === row.id}
              aria-label={t(row.approved ? 'actions.unapproveFor' : 'actions.approveFor', {
                name: row.name,
              })}
              onClick={() => void toggleApproved(row)}
            >
              {t(row.approved ? 'actions.unapprove' : 'actions.approve')}
            </Button>
          </div>
        )}
      />
      <TestimonialDialog editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
