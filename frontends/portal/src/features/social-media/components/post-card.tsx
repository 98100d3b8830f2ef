import { useTranslation } from '@terrabridge/i18n';
import { ExternalLink, cn } from '@terrabridge/ui';
import { UsersIcon } from '@terrabridge/ui/parts';
import { useId } from 'react';
import {
  type Language,
  asLanguage,
  formatDate,
  formatDateTime,
} from '../../projects/project-format';
import type { PostAction, SocialPost } from '../social-media-api';
import { isPlatform, measurePost, postText } from '../utils/platform-limits';
import { CopyButton } from './copy-button';
import { PlatformLabel, usePlatformName } from './platform-label';
import { PostActionButton } from './post-action-button';
import { StatusBadge } from './status-badge';

/** The order of the buttons: the decision first, the way out last. */
const ACTION_ORDER: readonly PostAction[] = [
  'approve',
  'requestChanges',
  'edit',
  'schedule',
  'unschedule',
  'markPosted',
  'duplicate',
  'delete',
];

function PostText({
  post,
  language,
  text,
}: {
  post: SocialPost;
  language: Language;
  text: string | null;
}) {
  const { t } = useTranslation('portal');
  const platformName = usePlatformName()(post.platform);
  const languageName = t(language === 'es' ? 'social.card.spanish' : 'social.card.english');
  const tooLong =
    text !== null &&
    isPlatform(post.platform) &&
    !measurePost(post.platform, postText(text, post.hashtags)).fits;
  return (
    <div className="flex min-w-0 flex-col gap-2 rounded-lg bg-surface-muted p-3.5">
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
          {languageName}
        </span>
        {text ? (
          <CopyButton
            text={postText(text, post.hashtags)}
            label={t('social.card.copyLabel', {
              language: t(`social.card.inSentence.${language}`),
              platform: platformName,
            })}
          />
        ) : null}
      </div>
      {text ? (
        <p lang={language} className="text-sm leading-6 break-words whitespace-pre-line text-fg">
          {text}
        </p>
      ) : (
        <p className="text-sm text-fg-muted italic">{t('social.card.noSpanish')}</p>
      )}
      {tooLong ? (
        <p className="text-xs font-semibold text-danger">
          {t('social.card.overLimit', { platform: platformName })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * One post of the library: its network and state, both languages with a copy button each (the
 * text as it is pasted, hashtags included), and the actions its state allows.
 */
export function PostCard({
  post,
  onAction,
  busy = false,
  headingLevel = 3,
  className,
}: {
  post: SocialPost;
  onAction: (action: PostAction, post: SocialPost) => void;
  busy?: boolean;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const { t, i18n } = useTranslation('portal');
  const language = asLanguage(i18n.language);
  const platformName = usePlatformName()(post.platform);
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const created = formatDate(post.createdAt, language);
  const actions = ACTION_ORDER.filter((action) => post.actions.includes(action));
  const label = (action: PostAction) =>
    action === 'schedule' && post.status === 'scheduled'
      ? t('social.card.reschedule')
      : t(`social.card.${action}`);

  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col gap-4 rounded-xl border border-line bg-surface-raised p-4 shadow-soft sm:p-5',
        className,
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <Heading id={headingId} className="text-base">
            <PlatformLabel platform={post.platform} />
          </Heading>
          <StatusBadge status={post.status} />
        </div>
        <p className="text-sm text-fg-muted">
          {post.status === 'posted' && post.postedAt
            ? t('social.card.postedOn', { date: formatDateTime(post.postedAt, language) })
            : post.scheduledDate
              ? t(post.status === 'due' ? 'social.card.remindedFor' : 'social.card.scheduledFor', {
                  date: formatDateTime(post.scheduledDate, language),
                })
              : t('social.card.saved', { date: created })}
        </p>
      </header>

      {post.postedUrl ? (
        <p className="text-sm">
          <ExternalLink
            href={post.postedUrl}
            className="font-semibold break-all text-link underline underline-offset-2"
          >
            {t('social.card.livePost', { platform: platformName })}
          </ExternalLink>
        </p>
      ) : null}

      {post.draftedByTeam || post.aiGenerated ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-fg-muted">
          {post.draftedByTeam ? (
            <li className="inline-flex items-center gap-1.5">
              <UsersIcon size={14} className="shrink-0 text-primary" />
              {t('social.card.draftedByTeam')}
            </li>
          ) : null}
          {post.aiGenerated ? <li>{t('social.card.aiGenerated')}</li> : null}
        </ul>
      ) : null}

      {post.status === 'changes_requested' && post.reviewComment ? (
        <p className="rounded-lg border border-line bg-surface p-3 text-sm text-fg">
          {t('social.card.yourComment', { comment: post.reviewComment })}
        </p>
      ) : null}

      <div className="grid gap-3 md:grid-cols-2">
        <PostText post={post} language="en" text={post.content} />
        <PostText post={post} language="es" text={post.contentEs} />
      </div>

      {post.hashtags.length > 0 ? (
        <p className="flex flex-wrap gap-1.5 text-sm">
          {post.hashtags.map((tag) => (
            <span
              key={tag}
              className="rounded-full bg-primary-soft px-2.5 py-0.5 font-medium text-primary-soft-fg"
            >
              {tag}
            </span>
          ))}
        </p>
      ) : null}

      <div
        role="group"
        aria-label={t('social.card.actionsLabel', { platform: platformName, date: created })}
        className="flex flex-wrap gap-2"
      >
        {actions.map((action) => (
          <PostActionButton
            key={action}
            action={action}
            disabled={busy}
            onClick={() => onAction(action, post)}
          >
            {label(action)}
          </PostActionButton>
        ))}
      </div>
    </article>
  );
}
