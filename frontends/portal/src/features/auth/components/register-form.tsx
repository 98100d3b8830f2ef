import { errorMessages } from '@terrabridge/api-client';
import { Button } from '@terrabridge/ui';
import { Field, PasswordField } from '@terrabridge/ui/parts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@terrabridge/i18n';
import { useAccountActions } from '../hooks/use-account-actions';
import { useAvailability } from '../hooks/use-availability';
import { useErrorText } from '../hooks/use-error-text';
import { useForm } from '../hooks/use-form';
import type { FieldError } from '../utils/form-error';
import { placeServerMessages } from '../utils/server-errors';
import {
  type ValidationKey,
  normalizeEmail,
  normalizeUsername,
  validateEmail,
  validateFirstName,
  validateLastName,
  validateNewPassword,
  validatePhone,
  validateUsername,
} from '../utils/validation';
import { AvailabilityStatus } from './availability-status';
import { PasswordStrength } from './password-strength';

const FIELDS = ['firstName', 'lastName', 'username', 'email', 'phone', 'password'] as const;
type RegisterField = (typeof FIELDS)[number];

/** The messages the API can answer for each field, to show them where they belong. */
const SERVER_MESSAGES: Record<RegisterField, readonly ValidationKey[]> = {
  firstName: ['firstNameRequired', 'firstNameMax'],
  lastName: ['lastNameRequired', 'lastNameMax'],
  username: ['usernameRequired', 'usernameMin', 'usernameMax', 'usernameFormat', 'usernameTaken'],
  email: ['emailRequired', 'emailMax', 'emailInvalid', 'emailTaken'],
  phone: ['phoneMax'],
  password: ['passwordRequired', 'passwordMin', 'passwordMax', 'passwordClasses', 'passwordCommon'],
};

const TAKEN: FieldError = { key: 'usernameTaken' };
const EMAIL_TAKEN: FieldError = { key: 'emailTaken' };

/** Create an account (which also signs in), in the language the site is shown in. */
export function RegisterForm() {
  const { t } = useTranslation('portal');
  const errorText = useErrorText();
  const { createAccount } = useAccountActions();
  const [busy, setBusy] = useState(false);
  const form = useForm({
    fields: FIELDS,
    initial: { firstName: '', lastName: '', username: '', email: '', phone: '', password: '' },
    validate: (values) => ({
      firstName: validateFirstName(values.firstName),
      lastName: validateLastName(values.lastName),
      username: validateUsername(values.username),
      email: validateEmail(values.email),
      phone: validatePhone(values.phone),
      password: validateNewPassword(values.password),
    }),
  });
  const { values } = form;

  const username = useAvailability(
    'username',
    validateUsername(values.username) ? null : normalizeUsername(values.username),
  );
  const email = useAvailability(
    'email',
    validateEmail(values.email) ? null : normalizeEmail(values.email),
  );

  const errorOf = (name: RegisterField): FieldError | null =>
    form.errorOf(name) ??
    (name === 'username' && username === 'taken' ? TAKEN : null) ??
    (name === 'email' && email === 'taken' ? EMAIL_TAKEN : null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const taken = (name: RegisterField) =>
      (name === 'username' && username === 'taken') || (name === 'email' && email === 'taken');
    if (busy || !form.validateForSubmit(taken)) return;
    setBusy(true);
    const phone = values.phone.trim();
    const outcome = await createAccount({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      username: normalizeUsername(values.username),
      email: normalizeEmail(values.email),
      password: values.password,
      ...(phone ? { phone } : {}),
    });
    if (!outcome.ok) {
      setBusy(false);
      const { fields } = placeServerMessages(errorMessages(outcome.error), SERVER_MESSAGES, t);
      form.showServerErrors(fields);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-8 space-y-5" aria-busy={busy}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          {...form.field('firstName')}
          label={t('auth.fields.firstName')}
          autoComplete="given-name"
          error={errorText(errorOf('firstName'))}
        />
        <Field
          {...form.field('lastName')}
          label={t('auth.fields.lastName')}
          autoComplete="family-name"
          error={errorText(errorOf('lastName'))}
        />
      </div>
      <Field
        {...form.field('username')}
        label={t('auth.fields.username')}
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        hint={t('auth.fields.usernameHint')}
        status={
          <AvailabilityStatus
            status={username}
            availableText={t('auth.availability.usernameAvailable')}
          />
        }
        error={errorText(errorOf('username'))}
      />
      <Field
        {...form.field('email')}
        type="email"
        label={t('auth.fields.email')}
        autoComplete="email"
        spellCheck={false}
        status={
          <AvailabilityStatus
            status={email}
            availableText={t('auth.availability.emailAvailable')}
          />
        }
        error={errorText(errorOf('email'))}
      />
      <Field
        {...form.field('phone')}
        type="tel"
        label={t('auth.fields.phone')}
        optional
        autoComplete="tel"
        error={errorText(errorOf('phone'))}
      />
      <PasswordField
        {...form.field('password')}
        label={t('auth.fields.password')}
        autoComplete="new-password"
        status={<PasswordStrength password={values.password} />}
        error={errorText(errorOf('password'))}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? t('auth.submit.registerBusy') : t('auth.submit.register')}
      </Button>
    </form>
  );
}
