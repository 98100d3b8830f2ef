import { ApiError } from '@terrabridge/api-client';
import { useTranslation } from '@terrabridge/i18n';
import { Button, describeError, toast } from '@terrabridge/ui';
import { ConfirmDialog } from '@terrabridge/ui/parts';
import { useState } from 'react';
import { type Language, asLanguage, formatDate, localized } from '../../projects/project-format';
import { PlatformLabel, usePlatformName } from '../../social-media/components/platform-label';
import { StatusBadge } from '../../social-media/components/status-badge';
import { type SocialPost, deleteSocialPost } from '../../social-media/social-media-api';

function PostItem({
  post,
  language,
  onDelete,
}: {
  post: SocialPost;
  language: Language;
  onDelete: (post: SocialPost) => void;
}) {
  const { t } = useTranslation('portal');
  const platformName = usePlatformName();
  const date = formatDate(post.createdAt, language);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line bg-surface-raised p-5 shadow-soft">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex flex-wrap items-center gap-2">
          <PlatformLabel platform={post.platform} />
          <StatusBadge status={post.status} />
        </span>
        <time dateTime={post.createdAt} className="text-sm text-fg-muted">
          {date}
        </time>
      </div>
      <p className="line-clamp-3 text-sm leading-6 break-words text-fg">
        {localized(language, post.content, post.contentEs)}
      </p>
      <div className="flex justify-end">
        <Button
          variant="outline"
          size="sm"
          aria-label={t('dashboard.overview.deletePostLabel', {
            platform: platformName(post.platform),
            date,
          })}
          onClick={() => onDelete(post)}
        >
          {t('dashboard.overview.deletePost')}
        </Button>
      </div>
    </li>
  );
}

/**
 * The newest posts, each deleted only after the user confirms. Once a post is gone `onDeleted`
 * reloads the Overview, and focus moves to the list's heading (the button it was on is gone).
 */
export function RecentPosts({
  posts,
  headingId,
  onDeleted,
}: {
  posts: SocialPost[];
  headingId: string;
  onDeleted: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation('portal');
  const language = asLanguage(i18n.language);
  const platformName = usePlatformName();
  const [pending, setPending] = useState<SocialPost | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setPending(null);
    setError(null);
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    setError(null);
    try {
      await deleteSocialPost(pending.id, language);
      toast({ title: t('dashboard.overview.deleted'), variant: 'success' });
    } catch (failure) {
      // Already gone (deleted in another tab): the reload below shows the list as it is.
      if (!(failure instanceof ApiError && failure.status === 404)) {
        setError(`${t('dashboard.overview.deleteFailed')}: ${describeError(failure)}`);
        setBusy(false);
        return;
      }
    }
    close();
    setBusy(false);
    await onDeleted();
    document.getElementById(headingId)?.focus();
  };

  return (
    <>
      <ul aria-labelledby={headingId} className="grid gap-4">
        {posts.map((post) => (
          <PostItem key={post.id} post={post} language={language} onDelete={setPending} />
        ))}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        title={t('dashboard.overview.deleteTitle')}
        description={
          pending
            ? t('dashboard.overview.deleteDescription', {
                platform: platformName(pending.platform),
                date: formatDate(pending.createdAt, language),
              })
            : undefined
        }
        confirmLabel={t('dashboard.overview.deleteConfirm')}
        cancelLabel={t('dashboard.overview.cancel')}
        busy={busy}
        error={error}
        onConfirm={() => void confirm()}
        onCancel={close}
      />
    </>
  );
}
