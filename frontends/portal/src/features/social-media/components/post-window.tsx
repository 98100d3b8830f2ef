import { ApiError } from '@terrabridge/api-client';
import { useTranslation } from '@terrabridge/i18n';
import { describeError } from '@terrabridge/ui';
import { Alert, Dialog, Skeleton } from '@terrabridge/ui/parts';
import { useSocialPost } from '../social-media-api';
import { PostCard } from './post-card';
import { type PostChange, usePostWorkflow } from './post-workflow';

/**
 * One post over the tab (`?post=<id>`, where the reminder mail links): its texts with their copy
 * buttons and its actions. `onChange` lets the lists behind it catch up.
 */
export function PostWindow({
  id,
  onClose,
  onChange,
}: {
  id: number | null;
  onClose: () => void;
  onChange: () => void;
}) {
  const { t } = useTranslation('portal');
  const post = useSocialPost(id);
  const workflow = usePostWorkflow((change: PostChange) => {
    onChange();
    if (change.kind === 'deleted') onClose();
    else if (change.kind === 'updated') void post.refetch();
  });
  return (
    <>
      <Dialog
        open={id !== null}
        size="lg"
        title={t('social.post.title')}
        closeLabel={t('social.close')}
        onClose={onClose}
      >
        {post.isSuccess ? (
          <PostCard
            post={post.data}
            headingLevel={3}
            busy={workflow.busyId === post.data.id}
            onAction={workflow.start}
            className="border-0 p-0 shadow-none sm:p-0"
          />
        ) : post.isError ? (
          <Alert tone="danger" title={t('social.post.loadFailed')}>
            {post.error instanceof ApiError && post.error.status === 404
              ? undefined
              : describeError(post.error)}
          </Alert>
        ) : (
          <div role="status" aria-busy="true">
            <span className="sr-only">{t('social.post.loading')}</span>
            <Skeleton className="h-64 rounded-xl" />
          </div>
        )}
      </Dialog>
      {workflow.dialogs}
    </>
  );
}
