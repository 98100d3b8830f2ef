import { useTranslation } from '@terrabridge/i18n';
import { buttonClasses } from '@terrabridge/ui';
import { Link } from 'react-router-dom';
import { type Language, asLanguage, formatDate, localized } from '../../projects/project-format';
import { PlatformLabel, usePlatformName } from '../../social-media/components/platform-label';
import { PostActionButton } from '../../social-media/components/post-action-button';
import { usePostWorkflow } from '../../social-media/components/post-workflow';
import { StatusBadge } from '../../social-media/components/status-badge';
import type { PostAction, SocialPost } from '../../social-media/social-media-api';
import { useTabLink } from './tab-link';

/**
 * What the Overview offers on a post, as its state allows: a post waiting for the client's
 * approval is approved, or sent back with changes, from here; anything else opens the post.
 */
const OVERVIEW_ACTIONS: readonly PostAction[] = ['approve', 'requestChanges', 'delete'];

function PostItem({
  post,
  language,
  busy,
  onAction,
}: {
  post: SocialPost;
  language: Language;
  busy: boolean;
  onAction: (action: PostAction, post: SocialPost) => void;
}) {
  const { t } = useTranslation('portal');
  const platformName = usePlatformName();
  const tabLink = useTabLink();
  const date = formatDate(post.createdAt, language);
  const labels = { platform: platformName(post.platform), date };
  const actions = OVERVIEW_ACTIONS.filter((action) => post.actions.includes(action));
  const open = tabLink('social-media');
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
      <div
        role="group"
        aria-label={t('social.card.actionsLabel', labels)}
        className="flex flex-wrap justify-end gap-2"
      >
        <Link
          to={{ search: `${open.search}&post=${post.id}` }}
          aria-label={t('dashboard.overview.openPostLabel', labels)}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          {t('dashboard.overview.openPost')}
        </Link>
        {actions.map((action) => (
          <PostActionButton
            key={action}
            action={action}
            disabled={busy}
            label={t(`dashboard.overview.postActionLabel.${action}`, labels)}
            onClick={() => onAction(action, post)}
          >
            {t(`social.card.${action}`)}
          </PostActionButton>
        ))}
      </div>
    </li>
  );
}

/**
 * The newest posts with what can be done to each from here (the same actions, dialogs and
 * messages as the Social Media tab's). Once a post has changed `onChanged` reloads the Overview,
 * and after a deletion focus moves to the list's heading (the button it was on is gone).
 */
export function RecentPosts({
  posts,
  headingId,
  onChanged,
}: {
  posts: SocialPost[];
  headingId: string;
  onChanged: () => Promise<unknown>;
}) {
  const { i18n } = useTranslation('portal');
  const language = asLanguage(i18n.language);
  const workflow = usePostWorkflow((change) => {
    void onChanged().then(() => {
      if (change.kind === 'deleted') document.getElementById(headingId)?.focus();
    });
  });

  return (
    <>
      <ul aria-labelledby={headingId} className="grid gap-4">
        {posts.map((post) => (
          <PostItem
            key={post.id}
            post={post}
            language={language}
            busy={workflow.busyId === post.id}
            onAction={workflow.start}
          />
        ))}
      </ul>
      {workflow.dialogs}
    </>
  );
}
