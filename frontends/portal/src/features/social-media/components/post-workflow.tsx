import { ApiError } from '@terrabridge/api-client';
import { useTranslation } from '@terrabridge/i18n';
import { describeError, toast } from '@terrabridge/ui';
import { ConfirmDialog } from '@terrabridge/ui/parts';
import { useCallback, useState } from 'react';
import { asLanguage, formatDate } from '../../projects/project-format';
import {
  type PostAction,
  type SocialPost,
  approveSocialPost,
  deleteSocialPost,
  unscheduleSocialPost,
} from '../social-media-api';
import { usePlatformName } from './platform-label';
import {
  DuplicateDialog,
  EditPostDialog,
  MarkPostedDialog,
  RequestChangesDialog,
  ScheduleDialog,
} from './post-dialogs';

/** What an action changed: a post as it is now, a new copy, or a post that is gone. */
export type PostChange =
  | { kind: 'updated'; post: SocialPost }
  | { kind: 'created'; post: SocialPost }
  | { kind: 'deleted'; id: number };

type DialogAction = 'edit' | 'schedule' | 'requestChanges' | 'markPosted' | 'duplicate' | 'delete';

/**
 * The actions on posts, wherever posts are shown (the library, the calendar's post window):
 * approving and unscheduling at once, the others through their dialog. `onChange` hears what
 * changed, to show it and refresh the lists.
 */
export function usePostWorkflow(onChange: (change: PostChange) => void) {
  const { t, i18n } = useTranslation('portal');
  const language = asLanguage(i18n.language);
  const platformName = usePlatformName();
  // The post stays while its dialog closes, so the dialog does not empty before it is gone.
  const [active, setActive] = useState<{ action: DialogAction; post: SocialPost } | null>(null);
  const [open, setOpen] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const close = useCallback(() => {
    setOpen(false);
    setDeleteError(null);
  }, []);

  /** A post that is gone (deleted elsewhere) leaves the lists rather than failing again. */
  const gone = (error: unknown, post: SocialPost) => {
    if (!(error instanceof ApiError && error.status === 404)) return false;
    onChange({ kind: 'deleted', id: post.id });
    return true;
  };

  const runAtOnce = async (
    post: SocialPost,
    call: () => Promise<SocialPost>,
    done: string,
    failed: string,
  ) => {
    setBusyId(post.id);
    try {
      const updated = await call();
      toast({ title: done, variant: 'success' });
      onChange({ kind: 'updated', post: updated });
    } catch (error) {
      toast({ title: failed, description: describeError(error), variant: 'destructive' });
      gone(error, post);
    } finally {
      setBusyId(null);
    }
  };

  const start = (action: PostAction, post: SocialPost) => {
    if (action === 'approve')
      return void runAtOnce(
        post,
        () => approveSocialPost(post.id, language),
        t('social.approve.done'),
        t('social.approve.failed'),
      );
    if (action === 'unschedule')
      return void runAtOnce(
        post,
        () => unscheduleSocialPost(post.id, language),
        t('social.schedule.unscheduled'),
        t('social.schedule.unscheduleFailed'),
      );
    // The team's own action never reaches a client's screen.
    if (action === 'revise') return;
    setActive({ action, post });
    setOpen(true);
  };

  const done = (kind: 'updated' | 'created') => (post: SocialPost) => {
    close();
    onChange({ kind, post });
  };

  const confirmDelete = async () => {
    if (!active) return;
    const { post } = active;
    setBusyId(post.id);
    setDeleteError(null);
    try {
      await deleteSocialPost(post.id, language);
      toast({ title: t('social.delete.done'), variant: 'success' });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) {
        setDeleteError(`${t('social.delete.failed')}: ${describeError(error)}`);
        setBusyId(null);
        return;
      }
    }
    setBusyId(null);
    close();
    onChange({ kind: 'deleted', id: post.id });
  };

  const post = active?.post;
  const dialogs = post ? (
    <>
      <EditPostDialog
        open={open && active.action === 'edit'}
        post={post}
        onClose={close}
        onDone={done('updated')}
      />
      <ScheduleDialog
        open={open && active.action === 'schedule'}
        post={post}
        onClose={close}
        onDone={done('updated')}
      />
      <RequestChangesDialog
        open={open && active.action === 'requestChanges'}
        post={post}
        onClose={close}
        onDone={done('updated')}
      />
      <MarkPostedDialog
        open={open && active.action === 'markPosted'}
        post={post}
        onClose={close}
        onDone={done('updated')}
      />
      <DuplicateDialog
        open={open && active.action === 'duplicate'}
        post={post}
        onClose={close}
        onDone={done('created')}
      />
      <ConfirmDialog
        open={open && active.action === 'delete'}
        title={t('social.delete.title')}
        description={t('social.delete.description', {
          platform: platformName(post.platform),
          date: formatDate(post.createdAt, language),
        })}
        confirmLabel={t('social.delete.confirm')}
        cancelLabel={t('social.cancel')}
        busy={busyId === post.id}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={close}
      />
    </>
  ) : null;

  return { start, dialogs, busyId };
}
