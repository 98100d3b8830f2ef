import { useQuery } from '@tanstack/react-query';
import { apiJson, type components } from '@terrabridge/api-client';
import { useTranslation } from '@terrabridge/i18n';
import { Button } from '@terrabridge/ui';
import { Badge, type BadgeTone, SelectField } from '@terrabridge/ui/parts';
import { useState } from 'react';
import { AdminList, type ListColumn } from '../../components/admin-list';
import { type ListPage, useAdminList, useListControls } from '../../components/use-admin-list';
import { SocialDraftDialog, type DraftTarget } from './social-draft-dialog';
import './i18n';

export type AdminSocialPost = components['schemas']['AdminSocialPostDto'];
type ClientOption = components['schemas']['AdminClientDto'];

export const SOCIAL_PATH = '/api/admin/social-media';

const STATUSES = [
  'draft',
  'awaiting_approval',
  'approved',
  'changes_requested',
  'scheduled',
  'due',
  'posted',
] as const;

const TONES: Record<AdminSocialPost['status'], BadgeTone> = {
  draft: 'neutral',
  awaiting_approval: 'warning',
  approved: 'success',
  changes_requested: 'danger',
  scheduled: 'primary',
  due: 'success',
  posted: 'neutral',
};

/** The clients who may get a draft: active client accounts, by name. */
export function useClientOptions() {
  return useQuery<ListPage<ClientOption>>({
    queryKey: ['/api/admin/clients', 'options'],
    queryFn: () =>
      apiJson<ListPage<ClientOption>>('GET', '/api/admin/clients?active=true&sort=name&limit=100'),
  });
}

/** The social section: drafts the team prepares for clients and where each stands. */
export default function SocialTab() {
  const { t, i18n } = useTranslation('admin-social');
  const controls = useListControls('', { status: '', origin: 'team', clientId: '' });
  const query = useAdminList<AdminSocialPost>(SOCIAL_PATH, controls);
  const clients = useClientOptions();
  const [target, setTarget] = useState<DraftTarget | null>(null);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const platformName = (platform: string) => t(`platforms.${platform}`, { defaultValue: platform });

  const columns: ListColumn<AdminSocialPost>[] = [
    {
      id: 'client',
      header: t('columns.client'),
      cell: (post) => (
        <div>
          <div className="font-medium">{post.client.name}</div>
          <div className="text-xs break-all text-fg-muted">{post.client.email}</div>
        </div>
      ),
    },
    {
      id: 'platform',
      header: t('columns.platform'),
      sort: 'platform',
      className: 'whitespace-nowrap',
      cell: (post) => platformName(post.platform),
    },
    {
      id: 'text',
      header: t('columns.text'),
      className: 'min-w-64',
      cell: (post) => (
        <div className="space-y-1">
          <p className="line-clamp-3">{post.content}</p>
          <p className="text-xs text-fg-muted">
            {post.draftedByTeam ? t('teamDraft') : t('ownPost')}
            {post.draftedBy ? ` · ${post.draftedBy.name}` : ''}
          </p>
          {post.reviewComment && post.status === 'changes_requested' && (
            <p className="rounded-md bg-surface-muted px-2 py-1 text-xs">
              {t('changeRequest', { comment: post.reviewComment })}
            </p>
          )}
        </div>
      ),
    },
    {
      id: 'status',
      header: t('columns.status'),
      sort: 'status',
      cell: (post) => <Badge tone={TONES[post.status]}>{t(`statuses.${post.status}`)}</Badge>,
    },
    {
      id: 'updated',
      header: t('columns.updated'),
      sort: 'updated',
      className: 'whitespace-nowrap',
      cell: (post) => date(post.updatedAt),
    },
    {
      id: 'created',
      header: t('columns.created'),
      sort: 'created',
      className: 'whitespace-nowrap',
      cell: (post) => date(post.createdAt),
    },
  ];

  return (
    <>
      <div className="mt-6 flex justify-end">
        <Button size="sm" onClick={() => setTarget({ kind: 'new' })}>
          {t('list.newDraft')}
        </Button>
      </div>
      <AdminList
        label={t('list.label')}
        columns={columns}
        query={query}
        controls={controls}
        searchLabel={t('list.search')}
        empty={t('list.empty')}
        toolbar={
          <>
            <SelectField
              label={t('list.status')}
              {...controls.bind('status')}
              options={[
                { value: '', label: t('list.statusAll') },
                ...STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
              ]}
            />
            <SelectField
              label={t('list.origin')}
              {...controls.bind('origin')}
              options={[
                { value: 'team', label: t('list.originTeam') },
                { value: 'client', label: t('list.originClient') },
                { value: '', label: t('list.originAll') },
              ]}
            />
            <SelectField
              label={t('list.client')}
              {...controls.bind('clientId')}
              options={[
                { value: '', label: t('list.clientAll') },
                ...(clients.data?.items ?? []).map((client) => ({
                  value: String(client.id),
                  label: client.name,
                })),
              ]}
            />
          </>
        }
        actions={(post) =>
          post.actions.includes('revise') ? (
            <Button
              size="sm"
              variant="outline"
              aria-label={t('list.reviseLabel', {
                platform: platformName(post.platform),
                client: post.client.name,
              })}
              onClick={() => setTarget({ kind: 'revise', post })}
            >
              {t('list.revise')}
            </Button>
          ) : null
        }
      />
      <SocialDraftDialog
        target={target}
        clients={clients.data?.items ?? []}
        onClose={() => setTarget(null)}
      />
    </>
  );
}
