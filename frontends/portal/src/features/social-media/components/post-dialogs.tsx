import { useTranslation } from '@terrabridge/i18n';
import { Button, describeError, toast } from '@terrabridge/ui';
import { Alert, Dialog, Field, SelectField, Skeleton, TextareaField } from '@terrabridge/ui/parts';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { asLanguage, formatDateTime } from '../../projects/project-format';
import {
  type SocialPost,
  duplicateSocialPost,
  markSocialPostPosted,
  requestChanges,
  scheduleSocialPost,
  updateSocialPost,
  useSocialPost,
} from '../social-media-api';
import {
  type Platform,
  PLATFORMS,
  isPlatform,
  measurePost,
  postText,
} from '../utils/platform-limits';
import { LIVE_LINK_MAX_LENGTH, isLiveLink } from '../utils/live-link';
import { localInputToIso, suggestedTime, toLocalInput, userTimeZone } from '../utils/schedule-time';
import { CharacterCounter } from './character-counter';
import { usePlatformName } from './platform-label';

/** The spec's rule for edited text: not empty, at least 10 characters. */
export const EDIT_MIN_LENGTH = 10;

/** How long the edit dialog shows that its post could not be loaded before it closes. */
export const LOAD_FAILURE_CLOSE_MS = 1500;

export interface PostDialogProps {
  post: SocialPost;
  onClose: () => void;
  /** The post as the server answered after the change (or the new copy). */
  onDone: (post: SocialPost) => void;
}

function useLanguage() {
  const { i18n } = useTranslation('portal');
  return asLanguage(i18n.language);
}

/** A dialog's form: the fields, the server's refusal, and Cancel / submit at the bottom. */
function DialogForm({
  onSubmit,
  onCancel,
  submitLabel,
  busy,
  error,
  children,
}: {
  onSubmit: () => Promise<void>;
  onCancel: () => void;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('portal');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {children}
      {error ? (
        <Alert tone="danger" title={error.split('\n')[0]}>
          {error.split('\n').slice(1).join('\n') || undefined}
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" disabled={busy} onClick={onCancel}>
          {t('social.cancel')}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** The title, then the server's message below it: "Could not update the content\n<why>". */
function failure(title: string, error: unknown): string {
  return `${title}\n${describeError(error)}`;
}

/**
 * A dialog for one task on a post: its title and description are `social.<section>.*` (the
 * description may name the post's network), its body the task's form.
 */
function PostTaskDialog({
  section,
  form: Form,
  open,
  post,
  onClose,
  onDone,
}: PostDialogProps & {
  section: 'schedule' | 'changes' | 'duplicate' | 'posted';
  form: (props: PostDialogProps) => ReactNode;
  open: boolean;
}) {
  const { t } = useTranslation('portal');
  const platform = usePlatformName()(post.platform);
  return (
    <Dialog
      open={open}
      title={t(`social.${section}.title`)}
      description={t(`social.${section}.description`, { platform })}
      closeLabel={t('social.close')}
      onClose={onClose}
    >
      <Form post={post} onClose={onClose} onDone={onDone} />
    </Dialog>
  );
}

/**
 * Runs a dialog's change: busy while it runs, a toast when it is done, and the server's refusal
 * kept for the form to show (the dialog stays open to try again or cancel).
 */
function usePostAction(onDone: (post: SocialPost) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (change: () => Promise<SocialPost>, done: string, failedTitle: string) => {
    setBusy(true);
    setError(null);
    try {
      const saved = await change();
      toast({ title: done, variant: 'success' });
      onDone(saved);
    } catch (failed) {
      setError(failure(failedTitle, failed));
      setBusy(false);
    }
  };
  return { busy, error, run };
}

const isEditable = (value: unknown): value is SocialPost =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SocialPost).content === 'string' &&
  Array.isArray((value as SocialPost).hashtags);

function textProblem(text: string, t: (key: string) => string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return t('social.edit.required');
  if (trimmed.length < EDIT_MIN_LENGTH) return t('social.edit.min');
  return null;
}

const asHashtags = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((tag) => tag.replace(/^#+/, ''))
    .filter(Boolean)
    .map((tag) => `#${tag}`);

function EditForm({
  loaded,
  onClose,
  onDone,
}: {
  loaded: SocialPost;
  onClose: () => void;
  onDone: (post: SocialPost) => void;
}) {
  const { t } = useTranslation('portal');
  const language = useLanguage();
  const platformName = usePlatformName()(loaded.platform);
  const [content, setContent] = useState(loaded.content);
  const [contentEs, setContentEs] = useState(loaded.contentEs ?? '');
  const [hashtags, setHashtags] = useState(loaded.hashtags.join(' '));
  const [errors, setErrors] = useState<{ content?: string | null; contentEs?: string | null }>({});
  const { busy, error, run } = usePostAction(onDone);
  const first = useRef<HTMLTextAreaElement>(null);
  useEffect(() => first.current?.focus(), []);

  const tags = asHashtags(hashtags);
  const platform = isPlatform(loaded.platform) ? loaded.platform : null;
  const fits = (text: string) =>
    !platform || !text || measurePost(platform, postText(text, tags)).fits;

  const submit = async () => {
    const next = {
      content:
        textProblem(content, t) ??
        (fits(content.trim()) ? null : t('social.edit.tooLong', { platform: platformName })),
      contentEs:
        contentEs.trim() === ''
          ? null
          : (textProblem(contentEs, t) ??
            (fits(contentEs.trim()) ? null : t('social.edit.tooLong', { platform: platformName }))),
    };
    setErrors(next);
    if (next.content || next.contentEs) return;
    await run(
      () =>
        updateSocialPost(
          loaded.id,
          { content: content.trim(), contentEs: contentEs.trim() || null, hashtags: tags },
          language,
        ),
      t('social.edit.saved'),
      t('social.edit.failed'),
    );
  };

  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onClose}
      submitLabel={t('social.edit.save')}
      busy={busy}
      error={error}
    >
      <TextareaField
        ref={first}
        label={t('social.edit.english')}
        value={content}
        rows={6}
        lang="en"
        error={errors.content}
        onChange={(event) => setContent(event.target.value)}
        status={
          platform ? (
            <CharacterCounter platform={platform} text={postText(content, tags)} />
          ) : undefined
        }
      />
      <TextareaField
        label={t('social.edit.spanish')}
        optional
        value={contentEs}
        rows={6}
        lang="es"
        error={errors.contentEs}
        onChange={(event) => setContentEs(event.target.value)}
        status={
          platform ? (
            <CharacterCounter platform={platform} text={postText(contentEs, tags)} />
          ) : undefined
        }
      />
      <Field
        label={t('social.edit.hashtags')}
        hint={t('social.edit.hashtagsHint')}
        value={hashtags}
        autoCapitalize="none"
        spellCheck={false}
        onChange={(event) => setHashtags(event.target.value)}
      />
    </DialogForm>
  );
}

/**
 * Edits a post's words in both languages and its hashtags, with each network's counter. The post
 * is read again when the dialog opens; when it cannot be, the dialog says so and closes after
 * 1.5 s.
 */
export function EditPostDialog({
  open,
  post,
  onClose,
  onDone,
}: PostDialogProps & { open: boolean }) {
  const { t } = useTranslation('portal');
  return (
    <Dialog
      open={open}
      size="lg"
      title={t('social.edit.title')}
      description={t('social.edit.description')}
      closeLabel={t('social.close')}
      onClose={onClose}
    >
      <EditLoader id={post.id} onClose={onClose} onDone={onDone} />
    </Dialog>
  );
}

function EditLoader({
  id,
  onClose,
  onDone,
}: {
  id: number;
  onClose: () => void;
  onDone: (post: SocialPost) => void;
}) {
  const { t } = useTranslation('portal');
  const query = useSocialPost(id);
  const unusable = query.isError || (query.isSuccess && !isEditable(query.data));
  useEffect(() => {
    if (!unusable) return;
    const timer = setTimeout(onClose, LOAD_FAILURE_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [unusable, onClose]);

  if (query.isError) return <Alert tone="danger" title={t('social.edit.loadFailed')} />;
  if (query.isSuccess && !isEditable(query.data))
    return <Alert tone="danger" title={t('social.edit.badFormat')} />;
  if (!query.isSuccess)
    return (
      <div role="status" aria-busy="true" className="grid gap-3">
        <span className="sr-only">{t('social.edit.loading')}</span>
        <Skeleton className="h-36 rounded-lg" />
        <Skeleton className="h-36 rounded-lg" />
      </div>
    );
  return <EditForm loaded={query.data} onClose={onClose} onDone={onDone} />;
}

function ScheduleForm({ post, onClose, onDone }: PostDialogProps) {
  const { t } = useTranslation('portal');
  const language = useLanguage();
  const now = new Date();
  const [value, setValue] = useState(
    post.scheduledDate && Date.parse(post.scheduledDate) > now.getTime()
      ? toLocalInput(post.scheduledDate)
      : suggestedTime(now),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, error, run } = usePostAction(onDone);

  const submit = async () => {
    const instant = localInputToIso(value);
    const next = !instant
      ? t('social.schedule.invalid')
      : Date.parse(instant) <= Date.now()
        ? t('social.schedule.past')
        : null;
    setProblem(next);
    if (!instant || next) return;
    await run(
      () => scheduleSocialPost(post.id, instant, language),
      t('social.schedule.done', { date: formatDateTime(instant, language) }),
      t('social.schedule.failed'),
    );
  };

  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onClose}
      submitLabel={t('social.schedule.submit')}
      busy={busy}
      error={error}
    >
      <Field
        type="datetime-local"
        label={t('social.schedule.when')}
        hint={t('social.schedule.zoneHint', { zone: userTimeZone() })}
        value={value}
        min={toLocalInput(now)}
        required
        error={problem}
        onChange={(event) => setValue(event.target.value)}
      />
      <Alert tone="info">{t('social.notPosting')}</Alert>
    </DialogForm>
  );
}

/** Picks the time, on the user's clock, the ready-to-post text is mailed to them. */
export function ScheduleDialog(props: PostDialogProps & { open: boolean }) {
  return <PostTaskDialog section="schedule" form={ScheduleForm} {...props} />;
}

function ChangesForm({ post, onClose, onDone }: PostDialogProps) {
  const { t } = useTranslation('portal');
  const language = useLanguage();
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, error, run } = usePostAction(onDone);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);

  const submit = async () => {
    if (comment.trim() === '') {
      setProblem(t('social.changes.required'));
      return;
    }
    setProblem(null);
    await run(
      () => requestChanges(post.id, comment.trim(), language),
      t('social.changes.done'),
      t('social.changes.failed'),
    );
  };

  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onClose}
      submitLabel={t('social.changes.submit')}
      busy={busy}
      error={error}
    >
      <TextareaField
        ref={field}
        label={t('social.changes.comment')}
        value={comment}
        rows={4}
        maxLength={2000}
        error={problem}
        onChange={(event) => setComment(event.target.value)}
      />
    </DialogForm>
  );
}

/** Sends a team draft back with what the client wants changed. */
export function RequestChangesDialog(props: PostDialogProps & { open: boolean }) {
  return <PostTaskDialog section="changes" form={ChangesForm} {...props} />;
}

function PostedForm({ post, onClose, onDone }: PostDialogProps) {
  const { t } = useTranslation('portal');
  const language = useLanguage();
  const [link, setLink] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, error, run } = usePostAction(onDone);
  const field = useRef<HTMLInputElement>(null);
  // After the dialog has opened (opening focuses its first control, the close button).
  useEffect(() => {
    const frame = requestAnimationFrame(() => field.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  const submit = async () => {
    if (!isLiveLink(link)) {
      setProblem(t('social.posted.invalid'));
      field.current?.focus();
      return;
    }
    setProblem(null);
    await run(
      () => markSocialPostPosted(post.id, link.trim() || null, language),
      t('social.posted.done'),
      t('social.posted.failed'),
    );
  };

  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onClose}
      submitLabel={t('social.posted.submit')}
      busy={busy}
      error={error}
    >
      <Field
        ref={field}
        type="url"
        inputMode="url"
        autoComplete="url"
        label={t('social.posted.link')}
        hint={t('social.posted.linkHint')}
        optional
        value={link}
        maxLength={LIVE_LINK_MAX_LENGTH}
        error={problem}
        onChange={(event) => setLink(event.target.value)}
      />
    </DialogForm>
  );
}

/** The client posted it on the network: optionally with the live post's link. */
export function MarkPostedDialog(props: PostDialogProps & { open: boolean }) {
  return <PostTaskDialog section="posted" form={PostedForm} {...props} />;
}

function DuplicateForm({ post, onClose, onDone }: PostDialogProps) {
  const { t } = useTranslation('portal');
  const language = useLanguage();
  const platformName = usePlatformName();
  // The post's own network first: a variant of it is the commonest copy.
  const own = isPlatform(post.platform) ? post.platform : null;
  const choices = own ? [own, ...PLATFORMS.filter((platform) => platform !== own)] : PLATFORMS;
  const [platform, setPlatform] = useState<Platform>(choices[0]);
  const { busy, error, run } = usePostAction(onDone);

  const submit = () =>
    run(
      () => duplicateSocialPost(post.id, platform, language),
      t('social.duplicate.done', { platform: platformName(platform) }),
      t('social.duplicate.failed'),
    );

  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onClose}
      submitLabel={t('social.duplicate.submit')}
      busy={busy}
      error={error}
    >
      <SelectField
        label={t('social.duplicate.platform')}
        value={platform}
        options={choices.map((value) => ({
          value,
          label:
            value === own
              ? t('social.duplicate.same', { platform: platformName(value) })
              : platformName(value),
        }))}
        onChange={(event) => isPlatform(event.target.value) && setPlatform(event.target.value)}
      />
    </DialogForm>
  );
}

/** Copies a post for its own network or another, as a new draft. */
export function DuplicateDialog(props: PostDialogProps & { open: boolean }) {
  return <PostTaskDialog section="duplicate" form={DuplicateForm} {...props} />;
}
