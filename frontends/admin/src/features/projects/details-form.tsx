import { useTranslation } from '@terrabridge/i18n';
import { Button } from '@terrabridge/ui';
import { Field, SelectField, TextareaField } from '@terrabridge/ui/parts';
import { type FormEvent, useId, useState } from 'react';
import { toastActionError, toastDone } from '../../components/admin-toasts';
import {
  type AdminProject,
  PROJECT_STATUSES,
  type ProjectStatus,
  endsBeforeStart,
  refreshProject,
  updateProject,
} from './project-api';

/** The project's own fields in English and Spanish, its status and dates, and its notes. */
export function DetailsForm({
  project,
  readOnly,
  onArchive,
}: {
  project: AdminProject;
  readOnly: boolean;
  onArchive: () => void;
}) {
  const { t } = useTranslation('admin-projects');
  const featuredId = useId();
  const [form, setForm] = useState({
    title: project.title,
    titleEs: project.titleEs ?? '',
    description: project.description,
    descriptionEs: project.descriptionEs ?? '',
    status: project.status,
    startDate: project.startDate ?? '',
    endDate: project.endDate ?? '',
    featured: project.featured,
    category: project.category ?? '',
    categoryEs: project.categoryEs ?? '',
    adminNotes: project.adminNotes ?? '',
  });
  const [errors, setErrors] = useState<{ title?: string; endDate?: string }>({});
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [name]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      title: form.title.trim() ? undefined : t('create.titleRequired'),
      endDate: endsBeforeStart(form.startDate, form.endDate)
        ? t('editor.endBeforeStart')
        : undefined,
    };
    setErrors(found);
    if (found.title || found.endDate) return;
    setBusy(true);
    try {
      await updateProject(project.id, {
        title: form.title.trim(),
        titleEs: form.titleEs.trim() || null,
        description: form.description.trim() || null,
        descriptionEs: form.descriptionEs.trim() || null,
        // Archiving has its own confirmation; the select offers it too, as decisions.md asks.
        status: form.status,
        startDate: form.startDate || null,
        endDate: form.endDate || null,
        featured: form.featured,
        category: form.category.trim() || null,
        categoryEs: form.categoryEs.trim() || null,
        adminNotes: form.adminNotes.trim() || null,
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
      <fieldset disabled={readOnly || busy} className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('fields.title')}
          value={form.title}
          onChange={set('title')}
          maxLength={255}
          required
          error={errors.title}
        />
        <Field
          label={t('fields.titleEs')}
          value={form.titleEs}
          onChange={set('titleEs')}
          maxLength={255}
          optional
        />
        <TextareaField
          label={t('fields.description')}
          value={form.description}
          onChange={set('description')}
          maxLength={20000}
          hint={t('fields.descriptionHint')}
        />
        <TextareaField
          label={t('fields.descriptionEs')}
          value={form.descriptionEs}
          onChange={set('descriptionEs')}
          maxLength={20000}
          optional
        />
        <SelectField
          label={t('fields.status')}
          value={form.status}
          onChange={(event) =>
            setForm((current) => ({ ...current, status: event.target.value as ProjectStatus }))
          }
          options={PROJECT_STATUSES.map((status) => ({
            value: status,
            label: t(`status.${status}`),
          }))}
        />
        <div className="flex items-center gap-3 self-end pb-2.5">
          <input
            id={featuredId}
            type="checkbox"
            checked={form.featured}
            onChange={(event) =>
              setForm((current) => ({ ...current, featured: event.target.checked }))
            }
            className="size-5 accent-primary"
          />
          <label htmlFor={featuredId} className="text-sm font-medium text-fg">
            {t('fields.featured')}
          </label>
        </div>
        <Field
          label={t('fields.startDate')}
          type="date"
          value={form.startDate}
          onChange={set('startDate')}
          optional
        />
        <Field
          label={t('fields.endDate')}
          type="date"
          value={form.endDate}
          onChange={set('endDate')}
          optional
          error={errors.endDate}
        />
        <Field
          label={t('fields.category')}
          value={form.category}
          onChange={set('category')}
          maxLength={100}
          optional
        />
        <Field
          label={t('fields.categoryEs')}
          value={form.categoryEs}
          onChange={set('categoryEs')}
          maxLength={100}
          optional
        />
        <TextareaField
          label={t('fields.adminNotes')}
          value={form.adminNotes}
          onChange={set('adminNotes')}
          maxLength={20000}
          hint={t('fields.adminNotesHint')}
          optional
          className="sm:col-span-2"
        />
      </fieldset>
      {readOnly ? null : (
        <div className="mt-5 flex flex-wrap justify-between gap-2">
          <Button type="button" variant="outline" disabled={busy} onClick={onArchive}>
            {t('editor.archive')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t('editor.saving') : t('editor.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
