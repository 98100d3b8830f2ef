import { apiJson } from '@terrabridge/api-client';
import { useTranslation } from '@terrabridge/i18n';
import { Button } from '@terrabridge/ui';
import { Badge, Field, SelectField, TextareaField } from '@terrabridge/ui/parts';
import { type FormEvent, useId, useState } from 'react';
import { toastActionError, toastDone } from '../../components/admin-toasts';
import {
  type AdminProject,
  MILESTONE_STATUSES,
  type Milestone,
  type MilestoneStatus,
  formatDate,
  projectPath,
  refreshProject,
} from './project-api';

interface MilestoneForm {
  title: string;
  titleEs: string;
  description: string;
  descriptionEs: string;
  dueDate: string;
  status: MilestoneStatus;
}

const EMPTY: MilestoneForm = {
  title: '',
  titleEs: '',
  description: '',
  descriptionEs: '',
  dueDate: '',
  status: 'pending',
};

/** The API's body for a milestone: blank optional texts and dates sent as none (null). */
const milestoneBody = (form: MilestoneForm) => ({
  title: form.title,
  titleEs: form.titleEs || null,
  description: form.description.trim() || null,
  descriptionEs: form.descriptionEs.trim() || null,
  dueDate: form.dueDate || null,
  status: form.status,
});

/** The plan: milestones in order, added, edited, moved and completed through the admin API. */
export function MilestonesPanel({
  project,
  readOnly,
}: {
  project: AdminProject;
  readOnly: boolean;
}) {
  const { t, i18n } = useTranslation('admin-projects');
  const headingId = useId();
  const [editing, setEditing] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const milestones = project.milestones;
  const base = `${projectPath(project.id)}/milestones`;

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      await refreshProject(project.id);
      toastDone(done);
      return true;
    } catch (error) {
      toastActionError(error, t('milestones.failed'));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = milestones.map((m) => m.id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    return run(() => apiJson('PUT', `${base}/order`, { milestoneIds: ids }), t('milestones.saved'));
  };

  const es = i18n.language.startsWith('es');
  const title = (m: Milestone) => (es && m.titleEs ? m.titleEs : m.title);
  const description = (m: Milestone) => (es && m.descriptionEs ? m.descriptionEs : m.description);

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-base font-semibold text-fg">
        {t('milestones.heading')}
      </h3>
      {milestones.length === 0 ? (
        <p className="mt-2 text-sm text-fg-muted">{t('milestones.empty')}</p>
      ) : (
        <ol className="mt-3 grid gap-2">
          {milestones.map((milestone, index) =>
            editing === milestone.id ? (
              <li key={milestone.id} className="rounded-lg border border-line p-3">
                <MilestoneEditor
                  initial={{
                    title: milestone.title,
                    titleEs: milestone.titleEs ?? '',
                    description: milestone.description ?? '',
                    descriptionEs: milestone.descriptionEs ?? '',
                    dueDate: milestone.dueDate ?? '',
                    status: milestone.status,
                  }}
                  submitLabel={t('milestones.save')}
                  busy={busy}
                  onCancel={() => setEditing(null)}
                  onSubmit={async (form) => {
                    const saved = await run(
                      () => apiJson('PATCH', `${base}/${milestone.id}`, milestoneBody(form)),
                      t('milestones.saved'),
                    );
                    if (saved) setEditing(null);
                    return saved;
                  }}
                />
              </li>
            ) : (
              <li
                key={milestone.id}
                className="flex flex-wrap items-center gap-2 rounded-lg border border-line p-3"
              >
                <span className="font-medium text-fg">{title(milestone)}</span>
                <Badge tone={milestone.status === 'completed' ? 'success' : 'neutral'}>
                  {t(`milestones.statuses.${milestone.status}`)}
                </Badge>
                {milestone.dueDate ? (
                  <span className="text-xs text-fg-muted">
                    {t('milestones.due', { date: formatDate(milestone.dueDate, i18n.language) })}
                  </span>
                ) : null}
                {description(milestone) ? (
                  <p className="w-full order-last text-sm whitespace-pre-line text-fg-muted">
                    {description(milestone)}
                  </p>
                ) : null}
                {readOnly ? null : (
                  <span className="ml-auto flex flex-wrap gap-1">
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy || index === 0}
                      onClick={() => void move(index, -1)}
                      aria-label={t('milestones.moveUp', { title: title(milestone) })}
                    >
                      ↑
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy || index === milestones.length - 1}
                      onClick={() => void move(index, 1)}
                      aria-label={t('milestones.moveDown', { title: title(milestone) })}
                    >
                      ↓
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      onClick={() => setEditing(milestone.id)}
                      aria-label={t('milestones.edit', { title: title(milestone) })}
                    >
                      ✎
                    </Button>
                    {milestone.status === 'completed' ? null : (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={busy}
                        onClick={() =>
                          void run(
                            () => apiJson('POST', `${base}/${milestone.id}/complete`),
                            t('milestones.completed'),
                          )
                        }
                        aria-label={t('milestones.complete', { title: title(milestone) })}
                      >
                        ✓
                      </Button>
                    )}
                  </span>
                )}
              </li>
            ),
          )}
        </ol>
      )}
      {readOnly ? null : (
        <div className="mt-4 rounded-lg border border-dashed border-line-strong/60 p-3">
          <MilestoneEditor
            initial={EMPTY}
            submitLabel={t('milestones.add')}
            busy={busy}
            resetOnSuccess
            onSubmit={(form) =>
              run(() => apiJson('POST', base, milestoneBody(form)), t('milestones.added'))
            }
          />
        </div>
      )}
    </section>
  );
}

function MilestoneEditor({
  initial,
  submitLabel,
  busy,
  resetOnSuccess = false,
  onSubmit,
  onCancel,
}: {
  initial: MilestoneForm;
  submitLabel: string;
  busy: boolean;
  resetOnSuccess?: boolean;
  onSubmit: (form: MilestoneForm) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('admin-projects');
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const title = form.title.trim();
    if (!title) {
      setError(t('milestones.titleRequired'));
      return;
    }
    setError(null);
    const saved = await onSubmit({ ...form, title, titleEs: form.titleEs.trim() });
    if (saved && resetOnSuccess) setForm(initial);
  };
  return (
    <form onSubmit={submit} noValidate>
      <fieldset disabled={busy} className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t('milestones.title')}
          value={form.title}
          maxLength={255}
          required
          error={error}
          onChange={(event) => setForm({ ...form, title: event.target.value })}
        />
        <Field
          label={t('milestones.titleEs')}
          value={form.titleEs}
          maxLength={255}
          optional
          onChange={(event) => setForm({ ...form, titleEs: event.target.value })}
        />
        <TextareaField
          label={t('milestones.description')}
          value={form.description}
          maxLength={5000}
          rows={2}
          optional
          onChange={(event) => setForm({ ...form, description: event.target.value })}
        />
        <TextareaField
          label={t('milestones.descriptionEs')}
          value={form.descriptionEs}
          maxLength={5000}
          rows={2}
          optional
          onChange={(event) => setForm({ ...form, descriptionEs: event.target.value })}
        />
        <Field
          label={t('milestones.dueDate')}
          type="date"
          value={form.dueDate}
          optional
          onChange={(event) => setForm({ ...form, dueDate: event.target.value })}
        />
        <SelectField
          label={t('milestones.status')}
          value={form.status}
          onChange={(event) => setForm({ ...form, status: event.target.value as MilestoneStatus })}
          options={MILESTONE_STATUSES.map((status) => ({
            value: status,
            label: t(`milestones.statuses.${status}`),
          }))}
        />
        <div className="flex justify-end gap-2 sm:col-span-2">
          {onCancel ? (
            <Button type="button" variant="outline" size="sm" disabled={busy} onClick={onCancel}>
              {t('milestones.cancel')}
            </Button>
          ) : null}
          <Button type="submit" size="sm" disabled={busy}>
            {submitLabel}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
