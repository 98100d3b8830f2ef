import { apiRequest } from '@terrabridge/api-client';
import { useTranslation } from '@terrabridge/i18n';
import { Button } from '@terrabridge/ui';
import { Badge, type BadgeTone, ConfirmDialog, SelectField } from '@terrabridge/ui/parts';
import { useState } from 'react';
import { AdminList, type ListColumn } from '../../components/admin-list';
import { toastActionError, toastDone } from '../../components/admin-toasts';
import { useAdminList, useListControls } from '../../components/use-admin-list';
import { BlogPostEditor } from './blog-post-editor';
import {
  type AdminBlogPost,
  BLOG_POSTS_PATH,
  type BlogPostStatus,
  refreshContent,
  withLang,
} from './content-api';
import { formatDateTime } from './content-dates';

const STATUS_TONES: Record<BlogPostStatus, BadgeTone> = {
  draft: 'neutral',
  scheduled: 'warning',
  published: 'success',
};

/** Every post, drafts and scheduled ones included, with its editor. */
export function BlogPostsList() {
  const { t, i18n } = useTranslation('admin-content');
  const controls = useListControls('', { status: '' });
  const query = useAdminList<AdminBlogPost>(BLOG_POSTS_PATH, controls);
  const [editing, setEditing] = useState<AdminBlogPost | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminBlogPost | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async (post: AdminBlogPost) => {
    setBusy(true);
    try {
      await apiRequest('DELETE', withLang(`${BLOG_POSTS_PATH}/${post.id}`, i18n.language));
      toastDone(t('blog.deleted'));
      refreshContent(BLOG_POSTS_PATH, '/api/blog');
      setDeleting(null);
    } catch (error) {
      toastActionError(error, t('toast.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  const columns: ListColumn<AdminBlogPost>[] = [
    {
      id: 'title',
      header: t('blog.columns.title'),
      sort: 'title',
      cell: (post) => (
        <>
          <span className="font-medium">{post.title}</span>
          <span className="block text-xs text-fg-muted">/blog/{post.slug}</span>
        </>
      ),
    },
    {
      id: 'status',
      header: t('blog.columns.status'),
      cell: (post) => (
        <Badge tone={STATUS_TONES[post.status]}>{t(`blog.status.${post.status}`)}</Badge>
      ),
    },
    {
      id: 'publishDate',
      header: t('blog.columns.publishDate'),
      sort: 'publishedAt',
      className: 'whitespace-nowrap',
      cell: (post) =>
        post.publishedAt ? formatDateTime(post.publishedAt, i18n.language) : t('blog.notPublished'),
    },
    {
      id: 'created',
      header: t('blog.columns.created'),
      sort: 'createdAt',
      className: 'whitespace-nowrap',
      cell: (post) => formatDateTime(post.createdAt, i18n.language),
    },
  ];

  return (
    <div>
      <div className="mt-6 flex justify-end">
        <Button size="sm" onClick={() => setEditing('new')}>
          {t('blog.newPost')}
        </Button>
      </div>
      <AdminList
        label={t('blog.listLabel')}
        columns={columns}
        query={query}
        controls={controls}
        searchLabel={t('blog.search')}
        empty={t('blog.empty')}
        toolbar={
          <SelectField
            label={t('blog.statusFilter')}
            {...controls.bind('status')}
            options={[
              { value: '', label: t('blog.statusAll') },
              { value: 'draft', label: t('blog.status.draft') },
              { value: 'scheduled', label: t('blog.status.scheduled') },
              { value: 'published', label: t('blog.status.published') },
            ]}
            className="min-w-44"
          />
        }
        actions={(post) => (
          <div className="flex justify-end gap-2">
            <Button
              size="sm"
              variant="outline"
              aria-label={t('blog.editLabel', { title: post.title })}
              onClick={() => setEditing(post)}
            >
              {t('blog.edit')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('blog.deleteLabel', { title: post.title })}
              onClick={() => setDeleting(post)}
            >
              {t('blog.delete')}
            </Button>
          </div>
        )}
      />
      {editing && (
        <BlogPostEditor
          post={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('blog.confirmDelete.title')}
        description={t('blog.confirmDelete.body', { title: deleting?.title ?? '' })}
        confirmLabel={t('blog.confirmDelete.confirm')}
        cancelLabel={t('blog.confirmDelete.cancel')}
        busy={busy}
        tone="danger"
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
