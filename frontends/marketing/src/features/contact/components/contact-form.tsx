import {
  ApiError,
  type ContactResponse,
  type components,
  apiJson,
  errorMessages,
} from '@terrabridge/api-client';
import { Button, describeError, toast, useTypedValues } from '@terrabridge/ui';
import { Alert, Field, SelectField, SendIcon, TextareaField } from '@terrabridge/ui/parts';
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@terrabridge/i18n';
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactValues,
  EMPTY_CONTACT,
  OTHER_SERVICE,
  contactOutcome,
  contactPayload,
  placeServerMessages,
  validateContact,
} from '../utils/contact-form';
import { SERVICES_PATH } from '../../services/api';

type Service = components['schemas']['ServiceDto'];

export const CONTACT_PATH = '/api/contact';
/**
 * Where the form posts without JavaScript (a plain form post, handled by the server with the same
 * rules): it answers a saved message with a redirect to /contact?sent=1 (or =partial when an
 * email failed), and a refused one with a page of its own that keeps what was typed.
 */
export const CONTACT_FORM_PATH = '/api/contact/form';
const SENT_PARAM = 'sent';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The contact form: name, email, service (the listed services plus 'other') and message.
 * A rule's error shows once the field was left or the form was submitted, a server's message
 * until the field is edited; the first invalid field gets the focus.
 */
export function ContactForm({ idPrefix = 'contact' }: { idPrefix?: string }) {
  const { t, i18n } = useTranslation('contact');
  const language = i18n.language === 'es' ? 'es' : 'en';
  const services = useQuery<Service[]>({ queryKey: [SERVICES_PATH] });
  const [params] = useSearchParams();
  const sentWithoutScript = params.get(SENT_PARAM);

  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [busy, setBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ field: ContactField } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useTypedValues(formRef, values, (typed) => setValues((current) => ({ ...current, ...typed })));

  // Focus after the render that shows the error, so it is read together with the field.
  useEffect(() => {
    if (focusRequest) document.getElementById(`${idPrefix}-${focusRequest.field}`)?.focus();
  }, [focusRequest, idPrefix]);

  const ruleErrors = validateContact(values);

  const errorOf = (name: ContactField): string | null => {
    const server = serverErrors[name];
    if (server) return server;
    const key = ruleErrors[name];
    return key && (submitted || touched[name]) ? t(`validation.${key}`) : null;
  };

  const focusFirst = (isInvalid: (name: ContactField) => boolean) => {
    const first = CONTACT_FIELDS.find(isInvalid);
    if (first) setFocusRequest({ field: first });
    return first !== undefined;
  };

  const bind = (name: ContactField) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    onChange: (event: ChangeEvent<Control>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setServerErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
    onBlur: () => setTouched((current) => (current[name] ? current : { ...current, [name]: true })),
    error: errorOf(name),
  });

  const reset = () => {
    setValues(EMPTY_CONTACT);
    setTouched({});
    setSubmitted(false);
    setServerErrors({});
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (focusFirst((name) => Boolean(ruleErrors[name] || serverErrors[name]))) return;

    setBusy(true);
    try {
      const answer = await apiJson<ContactResponse>(
        'POST',
        CONTACT_PATH,
        contactPayload(values, language),
      );
      const outcome = contactOutcome(answer?.emailStatus);
      if (outcome === 'partial') {
        toast({ title: t('toast.partialTitle'), description: t('toast.partialDescription') });
      } else {
        toast({
          title: t('toast.successTitle'),
          description: t(outcome === 'emailSent' ? 'toast.emailSent' : 'toast.messageSaved'),
          variant: 'success',
        });
      }
      reset();
    } catch (error) {
      const { fields, unplaced } = placeServerMessages(errorMessages(error), {
        name: [t('validation.nameRequired'), t('validation.nameMax')],
        email: [t('validation.emailInvalid')],
        service: [t('validation.serviceUnknown')],
        message: [t('validation.messageRequired'), t('validation.messageMax')],
      });
      const placed = Object.keys(fields).length > 0;
      if (placed) {
        setServerErrors(fields);
        focusFirst((name) => Boolean(fields[name]));
      }
      const rateLimited = error instanceof ApiError && error.status === 429;
      toast({
        title: t('toast.errorTitle'),
        description:
          unplaced.length > 0
            ? unplaced.join('\n')
            : placed
              ? t('toast.checkFields')
              : rateLimited
                ? t('toast.rateLimited')
                : describeError(error),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const serviceOptions = [
    ...(services.data ?? []).map((service) => ({
      value: String(service.id),
      label: language === 'es' ? (service.nameEs ?? service.name) : service.name,
    })),
    { value: OTHER_SERVICE, label: t('form.otherService') },
  ];

  return (
    <form
      ref={formRef}
      method="post"
      action={CONTACT_FORM_PATH}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${idPrefix}-form-title`}
      aria-busy={busy}
      className="relative"
    >
      <h3 id={`${idPrefix}-form-title`} className="text-xl font-bold tracking-tight text-fg">
        {t('form.title')}
      </h3>
      <p className="mt-1.5 text-sm text-fg-muted">{t('form.required')}</p>

      {sentWithoutScript === '1' ? (
        <Alert tone="success" title={t('toast.successTitle')} className="mt-6">
          {t('toast.messageSaved')}
        </Alert>
      ) : sentWithoutScript === 'partial' ? (
        <Alert title={t('toast.partialTitle')} className="mt-6">
          {t('toast.partialDescription')}
        </Alert>
      ) : null}

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <Field
          {...bind('name')}
          label={t('form.name')}
          placeholder={t('form.namePlaceholder')}
          autoComplete="name"
          maxLength={100}
        />
        <Field
          {...bind('email')}
          type="email"
          label={t('form.email')}
          placeholder={t('form.emailPlaceholder')}
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={255}
        />
        <SelectField
          {...bind('service')}
          className="sm:col-span-2"
          label={t('form.service')}
          optional
          placeholder={t('form.servicePlaceholder')}
          options={serviceOptions}
          hint={services.isError ? t('form.servicesUnavailable') : undefined}
        />
        <TextareaField
          {...bind('message')}
          className="sm:col-span-2"
          label={t('form.message')}
          placeholder={t('form.messagePlaceholder')}
          rows={4}
          maxLength={5000}
        />
      </div>

      {/* The language of the confirmation email and of the answer to a post without JavaScript. */}
      <input type="hidden" name="language" value={language} />

      {/* Hidden from people and assistive technology; automated senders fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor={`${idPrefix}-website`}>{t('form.honeypot')}</label>
        <input
          id={`${idPrefix}-website`}
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event) =>
            setValues((current) => ({ ...current, website: event.target.value }))
          }
        />
      </div>

      <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto" disabled={busy}>
        {busy ? (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]"
          />
        ) : (
          <SendIcon size={18} />
        )}
        {busy ? t('form.submitting') : t('form.submit')}
      </Button>
    </form>
  );
}
