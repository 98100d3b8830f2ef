import { useTranslation } from '@terrabridge/i18n';
import { Button, cn, describeError } from '@terrabridge/ui';
import {
  Alert,
  CheckIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  Skeleton,
} from '@terrabridge/ui/parts';
import { useState } from 'react';
import { type Language, asLanguage } from '../../projects/project-format';
import { type SocialPost, useSocialCalendar } from '../social-media-api';
import {
  type CalendarView,
  type WeekStart,
  dayKey,
  groupByDay,
  monthWeeks,
  sameDay,
  shiftAnchor,
  viewRange,
  weekDays,
} from '../utils/calendar';
import { firstWords } from '../utils/post-preview';
import { isSchedulableDay } from '../utils/schedule-time';
import { PlatformIcon, usePlatformName } from './platform-label';
import { ScheduleDayDialog } from './schedule-day-dialog';
import { StatusBadge } from './status-badge';

const locale = (language: Language) => (language === 'es' ? 'es-ES' : 'en-US');
/** Weeks start on Sunday in the US and on Monday in Uruguay and Spain. */
const weekStartOf = (language: Language): WeekStart => (language === 'es' ? 1 : 0);

function useFormats(language: Language) {
  return {
    time: new Intl.DateTimeFormat(locale(language), { timeStyle: 'short' }),
    longDay: new Intl.DateTimeFormat(locale(language), { dateStyle: 'full' }),
    weekday: new Intl.DateTimeFormat(locale(language), { weekday: 'short' }),
    month: new Intl.DateTimeFormat(locale(language), { month: 'long', year: 'numeric' }),
    shortDay: new Intl.DateTimeFormat(locale(language), { day: 'numeric', month: 'short' }),
  };
}

/** A post on the calendar: opens it (with its copy buttons and actions) over the calendar. */
function PostButton({
  post,
  compact,
  onOpen,
}: {
  post: SocialPost;
  compact: boolean;
  onOpen: (id: number) => void;
}) {
  const { t, i18n } = useTranslation('portal');
  const language = asLanguage(i18n.language);
  const platformName = usePlatformName()(post.platform);
  const time = useFormats(language).time.format(new Date(post.scheduledDate ?? post.createdAt));
  const text = (language === 'es' && post.contentEs) || post.content;
  const words = firstWords(text);
  const label = t('social.calendar.postLabel', {
    platform: platformName,
    time,
    status: t(`social.statuses.${post.status}`),
    words,
  });
  if (compact)
    return (
      <button
        type="button"
        aria-label={label}
        title={label}
        onClick={() => onOpen(post.id)}
        className={cn(
          'flex min-h-7 w-full min-w-0 cursor-pointer flex-col items-start gap-0.5 overflow-hidden rounded-md px-1 py-0.5 text-left text-xs font-medium focus-visible:outline-2 focus-visible:outline-ring',
          post.status === 'posted'
            ? 'bg-surface-muted text-fg-muted ring-1 ring-line hover:bg-surface-muted/70'
            : post.status === 'due'
              ? 'bg-success-soft text-success hover:bg-success-soft/70'
              : 'bg-primary-soft text-primary-soft-fg hover:bg-primary-soft/70',
        )}
      >
        <span className="flex items-center gap-1">
          <PlatformIcon platform={post.platform} size={14} className="shrink-0" />
          {post.status === 'posted' ? <CheckIcon size={12} className="shrink-0" /> : null}
        </span>
        {/* One text, as the label begins, so the button's name includes what it shows. */}
        <span className="hidden w-full font-normal break-words sm:line-clamp-2">
          <span className="font-semibold tabular-nums">{time}</span> {words}
        </span>
      </button>
    );
  // The whole row opens the post; its name is the time and network (and the state, read out).
  return (
    <div className="relative flex flex-col gap-1.5 rounded-lg border border-line bg-surface px-3 py-2.5 hover:border-line-strong hover:bg-surface-muted has-focus-visible:outline-2 has-focus-visible:outline-ring sm:flex-row sm:items-center sm:gap-3">
      <button
        type="button"
        onClick={() => onOpen(post.id)}
        className="flex cursor-pointer items-center gap-2 text-left text-sm font-semibold text-fg outline-none after:absolute after:inset-0 after:rounded-lg"
      >
        <span className="tabular-nums">{time}</span>
        <PlatformIcon platform={post.platform} size={16} className="shrink-0 text-primary" />
        {platformName}
        <span className="sr-only">, {t(`social.statuses.${post.status}`)}</span>
      </button>
      <span aria-hidden="true" className="flex">
        <StatusBadge status={post.status} />
      </span>
      <span className="min-w-0 flex-1 truncate text-sm text-fg-muted">{text}</span>
    </div>
  );
}

/** The day's number; on a day a post can still be scheduled, a button that schedules one. */
function DayNumber({
  day,
  inMonth,
  onSchedule,
}: {
  day: Date;
  inMonth: boolean;
  onSchedule: (day: Date) => void;
}) {
  const { t, i18n } = useTranslation('portal');
  const formats = useFormats(asLanguage(i18n.language));
  const isToday = sameDay(day, new Date());
  const longDay = formats.longDay.format(day);
  const classes = cn(
    'mb-1 inline-flex size-7 items-center justify-center rounded-full text-xs font-semibold',
    isToday ? 'bg-primary text-primary-fg' : inMonth ? 'text-fg' : 'text-fg-muted',
  );
  if (!isSchedulableDay(day))
    return (
      <span className={classes}>
        <span aria-hidden="true">{day.getDate()}</span>
        <span className="sr-only">{longDay}</span>
      </span>
    );
  return (
    <button
      type="button"
      aria-current={isToday ? 'date' : undefined}
      aria-label={t('social.calendar.scheduleOn', { date: longDay })}
      title={t('social.calendar.scheduleOn', { date: longDay })}
      onClick={() => onSchedule(day)}
      className={cn(
        classes,
        'cursor-pointer hover:ring-2 hover:ring-primary/60 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
      )}
    >
      {day.getDate()}
    </button>
  );
}

function MonthGrid({
  anchor,
  weekStart,
  days,
  onOpen,
  onSchedule,
}: {
  anchor: Date;
  weekStart: WeekStart;
  days: Map<string, SocialPost[]>;
  onOpen: (id: number) => void;
  onSchedule: (day: Date) => void;
}) {
  const { i18n } = useTranslation('portal');
  const formats = useFormats(asLanguage(i18n.language));
  const weeks = monthWeeks(anchor, weekStart);
  const today = new Date();
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <thead>
        <tr>
          {weeks[0].map((day) => (
            <th
              key={dayKey(day)}
              scope="col"
              className="pb-2 text-center text-xs font-semibold text-fg-muted"
            >
              {formats.weekday.format(day)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={dayKey(week[0])}>
            {week.map((day) => {
              const inMonth = day.getMonth() === anchor.getMonth();
              const posts = days.get(dayKey(day)) ?? [];
              const open = isSchedulableDay(day, today);
              return (
                <td
                  key={dayKey(day)}
                  // A click on the day's free space schedules there too; keyboards use its number.
                  onClick={(event) => {
                    if (open && event.target === event.currentTarget) onSchedule(day);
                  }}
                  className={cn(
                    'h-20 border border-line p-1 align-top sm:h-24 sm:p-1.5',
                    inMonth ? 'bg-surface' : 'bg-surface-muted',
                    open && 'cursor-pointer',
                  )}
                >
                  <DayNumber day={day} inMonth={inMonth} onSchedule={onSchedule} />
                  <ul className="grid gap-1">
                    {posts.map((post) => (
                      <li key={post.id}>
                        <PostButton post={post} compact onOpen={onOpen} />
                      </li>
                    ))}
                  </ul>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function WeekList({
  anchor,
  weekStart,
  days,
  onOpen,
  onSchedule,
}: {
  anchor: Date;
  weekStart: WeekStart;
  days: Map<string, SocialPost[]>;
  onOpen: (id: number) => void;
  onSchedule: (day: Date) => void;
}) {
  const { t, i18n } = useTranslation('portal');
  const formats = useFormats(asLanguage(i18n.language));
  const today = new Date();
  return (
    <ol className="grid grid-cols-[minmax(0,1fr)] gap-2">
      {weekDays(anchor, weekStart).map((day) => {
        const posts = days.get(dayKey(day)) ?? [];
        const isToday = sameDay(day, today);
        return (
          <li
            key={dayKey(day)}
            className={cn(
              'grid grid-cols-[minmax(0,1fr)] gap-2 rounded-xl border p-3 sm:grid-cols-[10rem_minmax(0,1fr)] sm:items-start',
              isToday ? 'border-primary/60 bg-primary-soft/40' : 'border-line bg-surface',
            )}
          >
            <div className="flex flex-wrap items-center justify-between gap-2 sm:flex-col sm:items-start">
              <h4
                aria-current={isToday ? 'date' : undefined}
                className="text-sm font-semibold text-fg first-letter:uppercase"
              >
                {formats.longDay.format(day)}
              </h4>
              {isSchedulableDay(day, today) ? (
                <Button size="sm" variant="outline" onClick={() => onSchedule(day)}>
                  {t('social.calendar.scheduleHere')}
                  {/* Named like the month's days: "Schedule a post on <day>". */}
                  <span className="sr-only">
                    {' '}
                    {t('social.calendar.scheduleHereDay', { date: formats.longDay.format(day) })}
                  </span>
                </Button>
              ) : null}
            </div>
            {posts.length > 0 ? (
              <ul className="grid grid-cols-[minmax(0,1fr)] gap-2">
                {posts.map((post) => (
                  <li key={post.id}>
                    <PostButton post={post} compact={false} onOpen={onOpen} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-fg-muted">{t('social.calendar.nothing')}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The scheduled posts (those whose reminder went, and those posted) by day, a month or a week at
 * a time, on the user's clock. Every post is a button that opens it (to mark it posted, say);
 * every day from today on schedules a post there. The view and day live in the URL.
 */
export function CalendarTab({
  view,
  anchor,
  onNavigate,
  onOpenPost,
}: {
  view: CalendarView;
  anchor: Date;
  onNavigate: (view: CalendarView, anchor: Date) => void;
  onOpenPost: (id: number) => void;
}) {
  const { t, i18n } = useTranslation('portal');
  const language = asLanguage(i18n.language);
  const weekStart = weekStartOf(language);
  const formats = useFormats(language);
  const { from, to } = viewRange(view, anchor, weekStart);
  const calendar = useSocialCalendar(from, to);
  const [picked, setPicked] = useState<Date | null>(null);
  const items = calendar.data?.items ?? [];
  const days = groupByDay(items, (post) => post.scheduledDate ?? post.createdAt);
  const week = weekDays(anchor, weekStart);
  const title =
    view === 'month'
      ? formats.month.format(anchor)
      : `${formats.shortDay.format(week[0])} – ${formats.shortDay.format(week[6])} ${week[6].getFullYear()}`;
  const step = (direction: 1 | -1) => onNavigate(view, shiftAnchor(view, anchor, direction));

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            aria-label={t(
              view === 'month' ? 'social.calendar.previousMonth' : 'social.calendar.previousWeek',
            )}
            onClick={() => step(-1)}
          >
            <ChevronLeftIcon size={18} />
          </Button>
          <Button variant="outline" onClick={() => onNavigate(view, new Date())}>
            {t('social.calendar.today')}
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={t(
              view === 'month' ? 'social.calendar.nextMonth' : 'social.calendar.nextWeek',
            )}
            onClick={() => step(1)}
          >
            <ChevronRightIcon size={18} />
          </Button>
        </div>
        <div
          role="group"
          aria-label={t('social.calendar.viewLabel')}
          className="inline-flex rounded-lg bg-surface-muted p-1 ring-1 ring-line"
        >
          {(['month', 'week'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => onNavigate(option, anchor)}
              className="cursor-pointer rounded-md px-3 py-1.5 text-sm font-semibold text-fg-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-ring aria-pressed:bg-surface-raised aria-pressed:text-fg aria-pressed:shadow-sm"
            >
              {t(`social.calendar.${option}`)}
            </button>
          ))}
        </div>
      </div>
      <h3 aria-live="polite" className="text-lg font-semibold text-fg first-letter:uppercase">
        {title}
      </h3>
      {calendar.isError ? (
        <Alert tone="danger" title={t('social.calendar.loadFailed')}>
          {describeError(calendar.error)}
        </Alert>
      ) : calendar.isPending ? (
        <div role="status" aria-busy="true">
          <span className="sr-only">{t('social.calendar.loading')}</span>
          <Skeleton className="h-96 rounded-xl" />
        </div>
      ) : (
        <>
          {items.length === 0 ? (
            <p className="text-sm text-fg-muted">
              {t(view === 'month' ? 'social.calendar.emptyMonth' : 'social.calendar.emptyWeek')}{' '}
              {t('social.calendar.hint')}
            </p>
          ) : null}
          {view === 'month' ? (
            <MonthGrid
              anchor={anchor}
              weekStart={weekStart}
              days={days}
              onOpen={onOpenPost}
              onSchedule={setPicked}
            />
          ) : (
            <WeekList
              anchor={anchor}
              weekStart={weekStart}
              days={days}
              onOpen={onOpenPost}
              onSchedule={setPicked}
            />
          )}
        </>
      )}
      <ScheduleDayDialog
        day={picked}
        onClose={() => setPicked(null)}
        onDone={() => {
          setPicked(null);
          void calendar.refetch();
        }}
      />
    </div>
  );
}
