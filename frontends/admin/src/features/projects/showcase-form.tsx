import { useTranslation } from '@terrabridge/i18n';
import { Button } from '@terrabridge/ui';
import { Field, TextareaField } from '@terrabridge/ui/parts';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { toastActionError, toastDone } from '../../components/admin-toasts';
import {
  type AdminProject,
  type ProjectResult,
  galleryPreview,
  linesOf,
  refreshProject,
  updateProject,
  uploadImage,
} from './project-api';

const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

interface ResultRow extends Omit<ProjectResult, 'percent'> {
  key: number;
  percent: string;
}

let nextKey = 0;
const row = (result?: ProjectResult): ResultRow => ({
  key: nextKey++,
  label: result?.label ?? '',
  labelEs: result?.labelEs ?? '',
  percent: result ? String(result.percent) : '',
});

/** What the public project page shows: the gallery, the results and the feature bullets. */
export function ShowcaseForm({ project, readOnly }: { project: AdminProject; readOnly: boolean }) {
  const { t } = useTranslation('admin-projects');
  const uploadId = useId();
  const [gallery, setGallery] = useState<string[]>(project.gallery);
  const [results, setResults] = useState<ResultRow[]>(() => project.results.map(row));
  const [features, setFeatures] = useState(project.features.join('\n'));
  const [featuresEs, setFeaturesEs] = useState(project.featuresEs.join('\n'));
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_IMAGE_BYTES) {
      toastActionError(null, t('gallery.tooLarge'));
      return;
    }
    setUploading(true);
    try {
      const image = await uploadImage(project.id, file);
      setGallery((current) => [...current, image.url]);
    } catch (error) {
      toastActionError(error, t('gallery.failed'));
    } finally {
      setUploading(false);
    }
  };

  const moveUp = (index: number) =>
    setGallery((current) => {
      const next = [...current];
      [next[index - 1], next[index]] = [next[index], next[index - 1]];
      return next;
    });

  const setResult = (key: number, name: keyof Omit<ResultRow, 'key'>, value: string) =>
    setResults((current) => current.map((r) => (r.key === key ? { ...r, [name]: value } : r)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await updateProject(project.id, {
        gallery,
        results: results.map((r) => ({
          label: r.label.trim(),
          labelEs: r.labelEs.trim(),
          percent: r.percent.trim() === '' ? Number.NaN : Number(r.percent),
        })),
        features: linesOf(features),
        featuresEs: linesOf(featuresEs),
      });
      await refreshProject(project.id);
      toastDone(t('editor.saved'));
    } catch (error) {
      toastActionError(error, t('editor.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <fieldset disabled={readOnly || busy} className="grid gap-6">
        <section aria-labelledby={`${uploadId}-gallery`}>
          <h3 id={`${uploadId}-gallery`} className="text-base font-semibold text-fg">
            {t('gallery.heading')}
          </h3>
          <p className="mt-1 text-sm text-fg-muted">{t('gallery.hint')}</p>
          {gallery.length === 0 ? (
            <p className="mt-3 text-sm text-fg-muted">{t('gallery.empty')}</p>
          ) : (
            <ol className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
              {gallery.map((url, index) => (
                <li key={url} className="rounded-lg border border-line p-2">
                  <img
                    src={galleryPreview(url)}
                    alt={t('gallery.imageAlt', { n: index + 1 })}
                    className="aspect-video w-full rounded object-cover"
                  />
                  <div className="mt-2 flex flex-wrap gap-1">
                    {index > 0 ? (
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        onClick={() => moveUp(index)}
                        aria-label={t('gallery.moveUp', { n: index + 1 })}
                      >
                        ↑
                      </Button>
                    ) : null}
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      onClick={() => setGallery((current) => current.filter((u) => u !== url))}
                      aria-label={t('gallery.remove', { n: index + 1 })}
                    >
                      ✕
                    </Button>
                  </div>
                </li>
              ))}
            </ol>
          )}
          <div className="mt-3">
            <label htmlFor={uploadId} className="text-sm font-medium text-fg">
              {uploading ? t('gallery.uploading') : t('gallery.upload')}
            </label>
            <input
              id={uploadId}
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              disabled={uploading || readOnly}
              onChange={(event) => void upload(event)}
              className="mt-1 block max-w-full text-sm text-fg-muted file:me-3 file:rounded-lg file:border-0 file:bg-surface-muted file:px-3 file:py-2 file:text-sm file:font-semibold file:text-fg"
            />
          </div>
        </section>

        <section aria-labelledby={`${uploadId}-results`}>
          <h3 id={`${uploadId}-results`} className="text-base font-semibold text-fg">
            {t('results.heading')}
          </h3>
          {results.length === 0 ? (
            <p className="mt-1 text-sm text-fg-muted">{t('results.empty')}</p>
          ) : (
            <ol className="mt-3 grid gap-3">
              {results.map((result, index) => (
                <li
                  key={result.key}
                  className="grid gap-2 rounded-lg border border-line p-3 sm:grid-cols-[1fr_1fr_7rem_auto] sm:items-end"
                >
                  <Field
                    label={t('results.label', { n: index + 1 })}
                    value={result.label}
                    maxLength={100}
                    onChange={(event) => setResult(result.key, 'label', event.target.value)}
                  />
                  <Field
                    label={t('results.labelEs', { n: index + 1 })}
                    value={result.labelEs}
                    maxLength={100}
                    onChange={(event) => setResult(result.key, 'labelEs', event.target.value)}
                  />
                  <Field
                    label={t('results.percent', { n: index + 1 })}
                    type="number"
                    min={0}
                    max={100}
                    inputMode="decimal"
                    value={result.percent}
                    onChange={(event) => setResult(result.key, 'percent', event.target.value)}
                  />
                  <Button
                    type="button"
                    variant="outline"
                    onClick={() =>
                      setResults((current) => current.filter((r) => r.key !== result.key))
                    }
                    aria-label={t('results.remove', { n: index + 1 })}
                  >
                    ✕
                  </Button>
                </li>
              ))}
            </ol>
          )}
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="mt-3"
            disabled={results.length >= 12}
            onClick={() => setResults((current) => [...current, row()])}
          >
            {t('results.add')}
          </Button>
        </section>

        <section aria-labelledby={`${uploadId}-features`} className="grid gap-3 sm:grid-cols-2">
          <h3 id={`${uploadId}-features`} className="text-base font-semibold text-fg sm:col-span-2">
            {t('features.heading')}
          </h3>
          <TextareaField
            label={t('features.en')}
            hint={t('features.hint')}
            value={features}
            rows={5}
            onChange={(event) => setFeatures(event.target.value)}
          />
          <TextareaField
            label={t('features.es')}
            hint={t('features.hint')}
            value={featuresEs}
            rows={5}
            onChange={(event) => setFeaturesEs(event.target.value)}
          />
        </section>
      </fieldset>
      {readOnly ? null : (
        <div className="mt-5 flex justify-end">
          <Button type="submit" disabled={busy || uploading}>
            {busy ? t('editor.saving') : t('editor.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
