import { apiJson } from '@terrabridge/api-client';
import { useTranslation } from '@terrabridge/i18n';
import { Button } from '@terrabridge/ui';
import {
  Dialog,
  Field,
  SelectField,
  ServiceIcon,
  Tabs,
  TextareaField,
} from '@terrabridge/ui/parts';
import { type FormEvent, useId, useState } from 'react';
import { toastActionError, toastDone } from '../../components/admin-toasts';
import { type Service, SERVICES_PATH, refreshContent, withLang } from './content-api';
import {
  centsOf,
  SERVICE_ICONS,
  type ServiceForm,
  type ServiceIconName,
  serviceBodyOf,
  serviceFormOf,
} from './service-form';

/** Adds or edits a service in both languages: texts, features, price, icon. */
export function ServiceEditor({
  service,
  onClose,
}: {
  service: Service | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('admin-content');
  const [form, setForm] = useState(() => serviceFormOf(service));
  const [priceError, setPriceError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const fixedPriceId = useId();
  const set = <K extends keyof ServiceForm>(name: K, value: ServiceForm[K]) =>
    setForm((current) => ({ ...current, [name]: value }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const cents = centsOf(form.price);
    if (cents === null) {
      setPriceError(t('services.editor.priceInvalid'));
      return;
    }
    setPriceError(undefined);
    setSaving(true);
    try {
      const url = service ? `${SERVICES_PATH}/${service.id}` : SERVICES_PATH;
      await apiJson(
        service ? 'PATCH' : 'POST',
        withLang(url, i18n.language),
        serviceBodyOf(form, cents),
      );
      toastDone(t('services.editor.saved'));
      refreshContent(SERVICES_PATH, '/api/services');
      onClose();
    } catch (error) {
      toastActionError(error, t('toast.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  const texts = (es: boolean) => (
    <div className="space-y-4 pt-4">
      <Field
        label={t(es ? 'services.editor.nameEs' : 'services.editor.name')}
        value={es ? form.nameEs : form.name}
        onChange={(event) => set(es ? 'nameEs' : 'name', event.target.value)}
        required={!es}
        optional={es}
        maxLength={150}
      />
      <TextareaField
        label={t(es ? 'services.editor.descriptionEs' : 'services.editor.description')}
        value={es ? form.descriptionEs : form.description}
        onChange={(event) => set(es ? 'descriptionEs' : 'description', event.target.value)}
        required={!es}
        optional={es}
        maxLength={2000}
        rows={4}
      />
      <TextareaField
        label={t(es ? 'services.editor.featuresEs' : 'services.editor.features')}
        hint={t('services.editor.featuresHint')}
        value={es ? form.featuresEs : form.features}
        onChange={(event) => set(es ? 'featuresEs' : 'features', event.target.value)}
        optional
        rows={5}
      />
    </div>
  );

  return (
    <Dialog
      open
      title={t(service ? 'services.editor.editTitle' : 'services.editor.newTitle')}
      closeLabel={t('services.editor.close')}
      busy={saving}
      onClose={onClose}
      size="lg"
    >
      <form onSubmit={(event) => void save(event)} className="mt-4 space-y-5" noValidate>
        <Tabs
          label={t('languages.label')}
          variant="segmented"
          items={[
            { id: 'en', label: t('languages.en'), panel: texts(false) },
            { id: 'es', label: t('languages.es'), panel: texts(true) },
          ]}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('services.editor.price')}
            hint={t('services.editor.priceHint')}
            error={priceError}
            value={form.price}
            onChange={(event) => set('price', event.target.value)}
            inputMode="decimal"
            required
          />
          <div className="flex items-center gap-2 sm:col-span-2">
            <input
              id={fixedPriceId}
              type="checkbox"
              checked={form.fixedPrice}
              onChange={(event) => set('fixedPrice', event.target.checked)}
              className="size-4 accent-primary"
            />
            <label htmlFor={fixedPriceId} className="text-sm font-semibold text-fg">
              {t('services.editor.fixedPrice')}
            </label>
          </div>
          <div className="flex items-end gap-3">
            <SelectField
              label={t('services.editor.icon')}
              value={form.icon}
              onChange={(event) => set('icon', event.target.value as ServiceIconName)}
              options={SERVICE_ICONS.map((icon) => ({
                value: icon,
                label: t(`services.icons.${icon}`),
              }))}
              className="flex-1"
            />
            <span
              className="mb-1 flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-fg"
              aria-hidden="true"
            >
              <ServiceIcon name={form.icon} size={20} />
            </span>
          </div>
          <Field
            label={t('services.editor.slug')}
            hint={t('services.editor.slugHint')}
            value={form.slug}
            onChange={(event) => set('slug', event.target.value.toLowerCase())}
            optional
            maxLength={100}
          />
        </div>
        <div className="flex justify-end gap-3 border-t border-line pt-4">
          <Button variant="outline" onClick={onClose} disabled={saving}>
            {t('services.editor.cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? t('services.editor.saving') : t('services.editor.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
