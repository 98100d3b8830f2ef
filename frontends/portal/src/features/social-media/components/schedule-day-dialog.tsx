import { useTranslation } from '@terrabridge/i18n';
import { Button, cn, describeError, toast } from '@terrabridge/ui';
import { Alert, Dialog, Field, Skeleton } from '@terrabridge/ui/parts';
import { type FormEvent, useId, useState } from 'react';
import { asLanguage, formatDateTime } from '../../projects/project-format';
import {
  SCHEDULABLE_LIMIT,
  type SocialPost,
  scheduleSocialPost,
  useSchedulablePosts,
} from '../social-media-api';
import { firstWords } from '../utils/post-preview';
import { dayTimeToIso, suggestedTimeOn, userTimeZone } from '../utils/schedule-time';
import { PlatformIcon, usePlatformName } from './platform-label';
import { StatusBadge } from './status-badge';

function ScheduleDayForm({
  day,
  posts,
  more,
  onClose,
  onDone,
}: {
  day: Date;
  posts: SocialPost[];
  more: boolean;
  onClose: () => void;
  onDone: (post: SocialPost) => void;
}) {
  const { t, i18n } = useTranslation('portal');
  const language = asLanguage(i18n.language);
  const platformName = usePlatformName();
  const name = useId();
  const [chosen, setChosen] = useState<number>(posts[0].id);
  const [time, setTime] = useState(suggestedTimeOn(day) ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const instant = dayTimeToIso(day, time);
    const next = !instant
      ? t('social.calendar.timeInvalid')
      : Date.parse(instant) <= Date.now()
        ? t('social.schedule.past')
        : null;
    setProblem(next);
    if (!instant || next) return;
    setBusy(true);
    setError(null);
    try {
      const saved = await scheduleSocialPost(chosen, instant, language);
      toast({
        title: t('social.schedule.done', { date: formatDateTime(instant, language) }),
        variant: 'success',
      });
      onDone(saved);
    } catch (failure) {
      setError(describeError(failure));
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-semibold text-fg">
          {t('social.calendar.pickPost')}
        </legend>
        <div className="grid max-h-72 gap-2 overflow-y-auto p-0.5">
          {posts.map((post) => {
            const words = firstWords((language === 'es' && post.contentEs) || post.content, 12, 80);
            return (
              <label
                key={post.id}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm has-focus-visible:outline-2 has-focus-visible:outline-ring',
                  chosen === post.id
                    ? 'border-primary bg-primary-soft/50'
                    : 'border-line bg-surface hover:border-line-strong',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={post.id}
                  checked={chosen === post.id}
                  onChange={() => setChosen(post.id)}
                  className="mt-1 size-4 shrink-0 accent-primary"
                />
                <span className="grid min-w-0 gap-1">
                  <span className="flex flex-wrap items-center gap-2 font-semibold text-fg">
                    <PlatformIcon platform={post.platform} size={16} className="text-primary" />
                    {platformName(post.platform)}
                    <StatusBadge status={post.status} />
                  </span>
                  <span className="break-words text-fg-muted">{words}</span>
                </span>
              </label>
            );
          })}
        </div>
        {more ? (
          <p className="text-xs text-fg-muted">
            {t('social.calendar.newestOnly', { count: SCHEDULABLE_LIMIT })}
          </p>
        ) : null}
      </fieldset>
      <Field
        type="time"
        label={t('social.calendar.time')}
        hint={t('social.schedule.zoneHint', { zone: userTimeZone() })}
        value={time}
        required
        error={problem}
        onChange={(event) => setTime(event.target.value)}
      />
      {error ? (
        <Alert tone="danger" title={t('social.schedule.failed')}>
          {error}
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" disabled={busy} onClick={onClose}>
          {t('social.cancel')}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {t('social.schedule.submit')}
        </Button>
      </div>
    </form>
  );
}

function DayChoices({
  day,
  onClose,
  onDone,
}: {
  day: Date;
  onClose: () => void;
  onDone: (post: SocialPost) => void;
}) {
  const { t } = useTranslation('portal');
  const schedulable = useSchedulablePosts(true);
  if (schedulable.error)
    return (
      <Alert tone="danger" title={t('social.calendar.postsFailed')}>
        {describeError(schedulable.error)}
      </Alert>
    );
  if (schedulable.isPending)
    return (
      <div role="status" aria-busy="true" className="grid gap-3">
        <span className="sr-only">{t('social.calendar.postsLoading')}</span>
        <Skeleton className="h-16 rounded-lg" />
        <Skeleton className="h-16 rounded-lg" />
      </div>
    );
  if (schedulable.items.length === 0)
    return (
      <div className="grid gap-4">
        <p className="text-sm text-fg-muted">{t('social.calendar.noneReady')}</p>
        <div className="flex justify-end">
          <Button variant="outline" onClick={onClose}>
            {t('social.close')}
          </Button>
        </div>
      </div>
    );
  return (
    <ScheduleDayForm
      day={day}
      posts={schedulable.items}
      more={schedulable.more}
      onClose={onClose}
      onDone={onDone}
    />
  );
}

/**
 * Schedules one of the client's posts ready for it (their drafts and approved team drafts that
 * fit their network) on a day picked on the calendar, at a time of that day on the user's clock.
 */
export function ScheduleDayDialog({
  day,
  onClose,
  onDone,
}: {
  /** The day picked; null while closed. */
  day: Date | null;
  onClose: () => void;
  onDone: (post: SocialPost) => void;
}) {
  const { t, i18n } = useTranslation('portal');
  const language = asLanguage(i18n.language);
  // The title keeps its day while the dialog closes.
  const [shown, setShown] = useState<Date | null>(day);
  if (day && day !== shown) setShown(day);
  const longDay = shown
    ? new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-US', { dateStyle: 'full' }).format(
        shown,
      )
    : '';
  return (
    <Dialog
      open={day !== null}
      title={t('social.calendar.scheduleTitle', { date: longDay })}
      description={t('social.calendar.scheduleDescription')}
      closeLabel={t('social.close')}
      onClose={onClose}
    >
      {day ? (
        // Each opening reads the posts afresh and starts the form over.
        <DayChoices key={day.getTime()} day={day} onClose={onClose} onDone={onDone} />
      ) : null}
    </Dialog>
  );
}
