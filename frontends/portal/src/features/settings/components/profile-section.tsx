import { useTranslation } from '@terrabridge/i18n';
import { type SessionUser, useUserStore } from '@terrabridge/session';
import { Field, SelectField } from '@terrabridge/ui/parts';
import { type FormEvent, useState } from 'react';
import { useErrorText } from '../../auth/hooks/use-error-text';
import { useForm } from '../../auth/hooks/use-form';
import { validateFirstName, validateLastName, validatePhone } from '../../auth/utils/validation';
import { updateProfile } from '../settings-api';
import { type Outcome, SettingsForm, SettingsSection, useFailureText } from './settings-section';

const FIELDS = ['firstName', 'lastName', 'phone'] as const;

/** Name, phone and the account's language (of its mails and documents). */
export function ProfileSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation('portal');
  const errorText = useErrorText();
  const failureText = useFailureText();
  const setUser = useUserStore((state) => state.setUser);
  const [language, setLanguage] = useState<'en' | 'es'>(user.language);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm({
    fields: FIELDS,
    initial: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      phone: user.phone ?? '',
    },
    validate: (values) => ({
      firstName: validateFirstName(values.firstName),
      lastName: validateLastName(values.lastName),
      phone: validatePhone(values.phone),
    }),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !form.validateForSubmit()) return;
    setBusy(true);
    setOutcome(null);
    try {
      const saved = await updateProfile({
        firstName: form.values.firstName.trim(),
        lastName: form.values.lastName.trim(),
        phone: form.values.phone.trim() || null,
        language,
      });
      // The greeting and every other view of the user read the session's store.
      setUser(saved);
      setOutcome({ tone: 'success', text: t('dashboard.settings.profile.saved') });
    } catch (error) {
      setOutcome({ tone: 'danger', text: failureText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection
      title={t('dashboard.settings.profile.title')}
      description={t('dashboard.settings.profile.description')}
    >
      <SettingsForm
        onSubmit={onSubmit}
        busy={busy}
        submitLabel={t('dashboard.settings.profile.submit')}
        outcome={outcome}
        className="space-y-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            {...form.field('firstName')}
            label={t('auth.fields.firstName')}
            autoComplete="given-name"
            error={errorText(form.errorOf('firstName'))}
          />
          <Field
            {...form.field('lastName')}
            label={t('auth.fields.lastName')}
            autoComplete="family-name"
            error={errorText(form.errorOf('lastName'))}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            {...form.field('phone')}
            type="tel"
            label={t('auth.fields.phone')}
            optional
            autoComplete="tel"
            error={errorText(form.errorOf('phone'))}
          />
          <SelectField
            name="language"
            label={t('dashboard.settings.profile.language')}
            hint={t('dashboard.settings.profile.languageHint')}
            value={language}
            onChange={(event) => setLanguage(event.target.value === 'es' ? 'es' : 'en')}
            options={[
              { value: 'en', label: t('dashboard.overview.languages.en') },
              { value: 'es', label: t('dashboard.overview.languages.es') },
            ]}
          />
        </div>
      </SettingsForm>
    </SettingsSection>
  );
}
