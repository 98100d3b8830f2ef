import { apiJson } from '@terrabridge/api-client';
import { useTranslation } from '@terrabridge/i18n';
import { Button, cn } from '@terrabridge/ui';
import { Dialog, Field, SelectField, Tabs, TextareaField } from '@terrabridge/ui/parts';
import { type FormEvent, useId, useState } from 'react';
import { toastActionError, toastDone } from '../../components/admin-toasts';
import { BlogBodyPreview } from './blog-body-preview';
import {
  type AdminBlogPost,
  BLOG_POSTS_PATH,
  refreshContent,
  uploadBlogImage,
  withLang,
} from './content-api';
import { fromLocalInput, toLocalInput } from './content-dates';

interface BlogForm {
  title: string;
  titleEs: string;
  excerpt: string;
  excerptEs: string;
  content: string;
  contentEs: string;
  slug: string;
  published: boolean;
  publishAt: string;
  imageFileId: number | null;
  imagePreview: string | null;
  imageAlt: string;
  imageAltEs: string;
}

function formOf(post: AdminBlogPost | null): BlogForm {
  return {
    title: post?.title ?? '',
    titleEs: post?.titleEs ?? '',
    excerpt: post?.excerpt ?? '',
    excerptEs: post?.excerptEs ?? '',
    content: post?.content ?? '',
    contentEs: post?.contentEs ?? '',
    slug: post?.slug ?? '',
    published: post?.published ?? false,
    publishAt: toLocalInput(post?.publishedAt ?? null),
    imageFileId: post?.featuredImageFileId ?? null,
    imagePreview: post?.featuredImagePreview ?? null,
    imageAlt: post?.featuredImageAlt ?? '',
    imageAltEs: post?.featuredImageAltEs ?? '',
  };
}

/** What the API is sent: blank optional texts are "none". */
function bodyOf(form: BlogForm, post: AdminBlogPost | null) {
  const orNull = (text: string) => text.trim() || null;
  return {
    title: form.title,
    titleEs: orNull(form.titleEs),
    excerpt: orNull(form.excerpt),
    excerptEs: orNull(form.excerptEs),
    content: form.content,
    contentEs: orNull(form.contentEs),
    ...(form.slug.trim() ? { slug: form.slug.trim() } : {}),
    published: form.published,
    publishedAt: fromLocalInput(form.publishAt),
    // A post with a site image (the demo posts') keeps it until an upload replaces it.
    ...(form.imageFileId !== null || post?.featuredImageFileId
      ? { featuredImageFileId: form.imageFileId }
      : {}),
    featuredImageAlt: orNull(form.imageAlt),
    featuredImageAltEs: orNull(form.imageAltEs),
  };
}

/** Writes or edits a post in both languages, with the public page's rendering beside the body. */
export function BlogPostEditor({
  post,
  onClose,
}: {
  post: AdminBlogPost | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('admin-content');
  const [form, setForm] = useState(() => formOf(post));
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [language, setLanguage] = useState<'en' | 'es'>('en');
  const set = <K extends keyof BlogForm>(name: K, value: BlogForm[K]) =>
    setForm((current) => ({ ...current, [name]: value }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const url = post ? `${BLOG_POSTS_PATH}/${post.id}` : BLOG_POSTS_PATH;
      await apiJson(post ? 'PATCH' : 'POST', withLang(url, i18n.language), bodyOf(form, post));
      toastDone(t('blog.editor.saved'));
      refreshContent(BLOG_POSTS_PATH, '/api/blog');
      onClose();
    } catch (error) {
      toastActionError(error, t('toast.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const image = await uploadBlogImage(file, i18n.language);
      setForm((current) => ({
        ...current,
        imageFileId: image.fileId,
        imagePreview: image.preview,
      }));
    } catch (error) {
      toastActionError(error, t('toast.saveFailed'));
    } finally {
      setUploading(false);
    }
  };

  const texts = (lang: 'en' | 'es') => {
    const es = lang === 'es';
    const body = es ? form.contentEs : form.content;
    return (
      <div className="grid gap-4 pt-4 lg:grid-cols-2">
        <div className="space-y-4">
          <Field
            label={t(es ? 'blog.editor.titleEs' : 'blog.editor.title')}
            value={es ? form.titleEs : form.title}
            onChange={(event) => set(es ? 'titleEs' : 'title', event.target.value)}
            required={!es}
            optional={es}
            maxLength={255}
          />
          <TextareaField
            label={t(es ? 'blog.editor.excerptEs' : 'blog.editor.excerpt')}
            hint={t('blog.editor.excerptHint')}
            value={es ? form.excerptEs : form.excerpt}
            onChange={(event) => set(es ? 'excerptEs' : 'excerpt', event.target.value)}
            optional
            maxLength={300}
            rows={2}
          />
          <TextareaField
            label={t(es ? 'blog.editor.bodyEs' : 'blog.editor.body')}
            hint={t('blog.editor.bodyHint')}
            value={body}
            onChange={(event) => set(es ? 'contentEs' : 'content', event.target.value)}
            required={!es}
            optional={es}
            maxLength={50000}
            rows={14}
            className="font-mono text-sm"
          />
          <Field
            label={t(es ? 'blog.editor.imageAltEs' : 'blog.editor.imageAlt')}
            hint={t('blog.editor.imageAltHint')}
            value={es ? form.imageAltEs : form.imageAlt}
            onChange={(event) => set(es ? 'imageAltEs' : 'imageAlt', event.target.value)}
            required={!es && form.imageFileId !== null}
            optional={es || form.imageFileId === null}
            maxLength={200}
          />
        </div>
        <section
          aria-label={t('blog.editor.preview')}
          lang={lang}
          className="max-h-[36rem] overflow-y-auto rounded-xl border border-line bg-surface-muted p-4"
        >
          <p className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
            {t('blog.editor.preview')}
          </p>
          <BlogBodyPreview body={body} lang={lang} />
        </section>
      </div>
    );
  };

  return (
    <Dialog
      open
      title={t(post ? 'blog.editor.editTitle' : 'blog.editor.newTitle')}
      closeLabel={t('blog.editor.close')}
      busy={saving}
      onClose={onClose}
      size="lg"
      className="w-[min(76rem,calc(100vw-2rem))]"
    >
      <form onSubmit={(event) => void save(event)} className="mt-4 space-y-5" noValidate>
        <Tabs
          label={t('languages.label')}
          variant="segmented"
          value={language}
          onValueChange={(id) => setLanguage(id as 'en' | 'es')}
          items={[
            { id: 'en', label: t('languages.en'), panel: texts('en') },
            { id: 'es', label: t('languages.es'), panel: texts('es') },
          ]}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('blog.editor.slug')}
            hint={t('blog.editor.slugHint', { slug: form.slug || '…' })}
            value={form.slug}
            placeholder={t('blog.editor.slugPlaceholder')}
            onChange={(event) => set('slug', event.target.value.toLowerCase())}
            optional
            maxLength={200}
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
          />
          <ImagePicker
            preview={form.imagePreview}
            removable={form.imageFileId !== null}
            uploading={uploading}
            onPick={(file) => void upload(file)}
            onRemove={() => setForm((c) => ({ ...c, imageFileId: null, imagePreview: null }))}
          />
          <SelectField
            label={t('blog.editor.status')}
            value={form.published ? 'published' : 'draft'}
            onChange={(event) => set('published', event.target.value === 'published')}
            options={[
              { value: 'draft', label: t('blog.editor.statusDraft') },
              { value: 'published', label: t('blog.editor.statusPublished') },
            ]}
          />
          <Field
            type="datetime-local"
            label={t('blog.editor.publishDate')}
            hint={t('blog.editor.publishDateHint')}
            value={form.publishAt}
            onChange={(event) => set('publishAt', event.target.value)}
            optional
          />
        </div>
        <div className="flex justify-end gap-3 border-t border-line pt-4">
          <Button variant="outline" onClick={onClose} disabled={saving}>
            {t('blog.editor.cancel')}
          </Button>
          <Button type="submit" disabled={saving || uploading}>
            {saving ? t('blog.editor.saving') : t('blog.editor.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function ImagePicker({
  preview,
  removable,
  uploading,
  onPick,
  onRemove,
}: {
  preview: string | null;
  removable: boolean;
  uploading: boolean;
  onPick: (file: File | undefined) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('admin-content');
  const inputId = useId();
  const hintId = useId();
  return (
    <div>
      <p className="text-sm font-medium text-fg">{t('blog.editor.image')}</p>
      <div className="mt-1.5 flex items-center gap-3">
        {preview && (
          <img
            src={preview}
            alt={t('blog.editor.imagePreview')}
            className="h-16 w-24 rounded-lg border border-line object-cover"
          />
        )}
        <label
          htmlFor={inputId}
          className={cn(
            'inline-flex h-9 cursor-pointer items-center rounded-lg border border-line-strong/60 bg-surface px-3 text-sm font-semibold text-fg hover:bg-surface-muted',
            'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary',
          )}
        >
          {uploading ? t('blog.editor.imageUploading') : t('blog.editor.imageChoose')}
          <input
            id={inputId}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            aria-describedby={hintId}
            className="sr-only"
            disabled={uploading}
            onChange={(event) => {
              onPick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        {removable && (
          <Button size="sm" variant="ghost" onClick={onRemove}>
            {t('blog.editor.imageRemove')}
          </Button>
        )}
      </div>
      <p id={hintId} className="mt-1.5 text-sm text-fg-muted">
        {t('blog.editor.imageHint')}
      </p>
    </div>
  );
}
