import { useTranslation } from '@terrabridge/i18n';
import { Button } from '@terrabridge/ui';
import { Dialog, Field, SelectField, TextareaField } from '@terrabridge/ui/parts';
import { type FormEvent, useId, useState } from 'react';
import { toastActionError, toastDone } from '../../components/admin-toasts';
import {
  RATINGS,
  createTestimonial,
  refreshTestimonials,
  updateTestimonial,
  type AdminTestimonial,
  type TestimonialFields,
} from './testimonial-api';

export interface TestimonialDialogProps {
  /** The testimonial to edit, 'new' to create one, null: closed. */
  editing: AdminTestimonial | 'new' | null;
  onClose: () => void;
}

/** Creates a testimonial or edits one: who said it, the rating and the texts in both languages. */
export function TestimonialDialog({ editing, onClose }: TestimonialDialogProps) {
  const { t } = useTranslation('admin-testimonials');
  const [busy, setBusy] = useState(false);
  const title =
    editing === 'new'
      ? t('form.createTitle')
      : editing
        ? t('form.editTitle', { name: editing.name })
        : '';
  return (
    <Dialog
      open={editing !== null}
      size="lg"
      title={title}
      description={t('form.description')}
      closeLabel={t('form.close')}
      busy={busy}
      onClose={onClose}
    >
      {editing !== null && (
        <TestimonialForm
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing}
          onBusy={setBusy}
          onDone={onClose}
        />
      )}
    </Dialog>
  );
}

type Values = Record<
  'name' | 'position' | 'company' | 'content' | 'contentEs' | 'image',
  string
> & {
  rating: string;
  approved: boolean;
};

const initialValues = (editing: AdminTestimonial | 'new'): Values =>
  editing === 'new'
    ? {
        name: '',
        position: '',
        company: '',
        content: '',
        contentEs: '',
        image: '',
        rating: '5',
        approved: false,
      }
    : {
        name: editing.name,
        position: editing.position ?? '',
        company: editing.company ?? '',
        content: editing.content,
        contentEs: editing.contentEs ?? '',
        image: editing.image ?? '',
        rating: String(editing.rating),
        approved: editing.approved,
      };

function TestimonialForm({
  editing,
  onBusy,
  onDone,
}: {
  editing: AdminTestimonial | 'new';
  onBusy: (busy: boolean) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('admin-testimonials');
  const [values, setValues] = useState(() => initialValues(editing));
  const [missing, setMissing] = useState<Array<'name' | 'content'>>([]);
  const [saving, setSaving] = useState(false);
  const approvedId = useId();
  const set = (name: keyof Values) => (value: string | boolean) =>
    setValues((current) => ({ ...current, [name]: value }));
  const text = (name: Exclude<keyof Values, 'rating' | 'approved'>) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name)(event.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const blank = (['name', 'content'] as const).filter((name) => !values[name].trim());
    setMissing(blank);
    if (blank.length > 0) return;
    // Blank optional texts are sent as null: the server keeps none.
    const fields: TestimonialFields = {
      name: values.name.trim(),
      position: values.position.trim() || null,
      company: values.company.trim() || null,
      content: values.content.trim(),
      contentEs: values.contentEs.trim() || null,
      image: values.image.trim() || null,
      rating: Number(values.rating),
      approved: values.approved,
    };
    setSaving(true);
    onBusy(true);
    try {
      if (editing === 'new') {
        await createTestimonial(fields);
        toastDone(t('toast.created'));
      } else {
        await updateTestimonial(editing.id, fields);
        toastDone(t('toast.saved'));
      }
      await refreshTestimonials();
      onBusy(false);
      onDone();
    } catch (error) {
      toastActionError(error, t(editing === 'new' ? 'toast.createFailed' : 'toast.updateFailed'));
      onBusy(false);
    } finally {
      setSaving(false);
    }
  };

  const required = (name: 'name' | 'content') =>
    missing.includes(name) ? t('form.required') : null;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('form.name')}
          required
          maxLength={100}
          error={required('name')}
          {...text('name')}
        />
        <SelectField
          label={t('form.rating')}
          value={values.rating}
          onChange={(event) => set('rating')(event.target.value)}
          options={RATINGS.map((rating) => ({
            value: String(rating),
            label: t('form.ratingOption', { rating }),
          }))}
        />
        <Field label={t('form.position')} optional maxLength={100} {...text('position')} />
        <Field label={t('form.company')} optional maxLength={150} {...text('company')} />
      </div>
      <TextareaField
        label={t('form.content')}
        lang="en"
        required
        maxLength={2000}
        error={required('content')}
        {...text('content')}
      />
      <TextareaField
        label={t('form.contentEs')}
        lang="es"
        optional
        maxLength={2000}
        hint={t('form.contentEsHint')}
        {...text('contentEs')}
      />
      <Field
        label={t('form.image')}
        optional
        maxLength={500}
        hint={t('form.imageHint')}
        {...text('image')}
      />
      <div className="flex items-center gap-2">
        <input
          id={approvedId}
          type="checkbox"
          checked={values.approved}
          onChange={(event) => set('approved')(event.target.checked)}
          className="size-4 accent-primary"
        />
        <label htmlFor={approvedId} className="text-sm font-semibold text-fg">
          {t('form.approved')}
        </label>
      </div>
      <div className="flex justify-end gap-2 border-t border-line pt-4">
        <Button variant="outline" disabled={saving} onClick={onDone}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? t('form.saving') : t(editing === 'new' ? 'form.create' : 'form.save')}
        </Button>
      </div>
    </form>
  );
}
