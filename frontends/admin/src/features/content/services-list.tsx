import { apiJson } from '@terrabridge/api-client';
import { useTranslation } from '@terrabridge/i18n';
import { formatMoney } from '@terrabridge/rules/money';
import { Button } from '@terrabridge/ui';
import { ServiceIcon } from '@terrabridge/ui/parts';
import { useState } from 'react';
import { AdminList, type ListColumn } from '../../components/admin-list';
import { toastActionError, toastDone } from '../../components/admin-toasts';
import { useAdminList, useListControls } from '../../components/use-admin-list';
import { type Service, SERVICES_PATH, refreshContent, withLang } from './content-api';
import { ServiceEditor } from './service-editor';

/** The services of the public site, in their display order, with their editor. */
export function ServicesList() {
  const { t, i18n } = useTranslation('admin-content');
  const controls = useListControls('order');
  const query = useAdminList<Service>(SERVICES_PATH, controls, 100);
  const [editing, setEditing] = useState<Service | 'new' | null>(null);
  const [moving, setMoving] = useState(false);
  // Moving is only meaningful on the whole list in display order.
  const canMove = controls.sort === 'order' && !controls.search && !query.hasMore;

  const move = async (index: number, step: -1 | 1) => {
    const ids = query.rows.map((service) => service.id);
    [ids[index], ids[index + step]] = [ids[index + step], ids[index]];
    setMoving(true);
    try {
      await apiJson('PUT', withLang(`${SERVICES_PATH}/order`, i18n.language), { ids });
      toastDone(t('services.reordered'));
      refreshContent(SERVICES_PATH, '/api/services');
    } catch (error) {
      toastActionError(error, t('toast.saveFailed'));
    } finally {
      setMoving(false);
    }
  };

  const columns: ListColumn<Service>[] = [
    { id: 'order', header: t('services.columns.order'), sort: 'order', cell: (s) => s.sortOrder },
    {
      id: 'name',
      header: t('services.columns.name'),
      sort: 'name',
      cell: (service) => (
        <span className="inline-flex items-center gap-2 font-medium">
          <span className="text-primary" aria-hidden="true">
            <ServiceIcon name={service.icon} size={18} />
          </span>
          {service.name}
        </span>
      ),
    },
    {
      id: 'price',
      header: t('services.columns.price'),
      sort: 'price',
      className: 'whitespace-nowrap',
      cell: (service) => formatMoney(service.priceCents, i18n.language),
    },
  ];

  return (
    <div>
      <div className="mt-6 flex justify-end">
        <Button size="sm" onClick={() => setEditing('new')}>
          {t('services.newService')}
        </Button>
      </div>
      <AdminList
        label={t('services.listLabel')}
        columns={columns}
        query={query}
        controls={controls}
        searchLabel={t('services.search')}
        empty={t('services.empty')}
        actions={(service) => {
          const index = query.rows.indexOf(service);
          return (
            <div className="flex justify-end gap-2">
              {canMove && (
                <>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('services.moveUp', { name: service.name })}
                    disabled={moving || index === 0}
                    onClick={() => void move(index, -1)}
                  >
                    <span aria-hidden="true">↑</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('services.moveDown', { name: service.name })}
                    disabled={moving || index === query.rows.length - 1}
                    onClick={() => void move(index, 1)}
                  >
                    <span aria-hidden="true">↓</span>
                  </Button>
                </>
              )}
              <Button
                size="sm"
                variant="outline"
                aria-label={t('services.editLabel', { name: service.name })}
                onClick={() => setEditing(service)}
              >
                {t('services.edit')}
              </Button>
            </div>
          );
        }}
      />
      {editing && (
        <ServiceEditor
          service={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
