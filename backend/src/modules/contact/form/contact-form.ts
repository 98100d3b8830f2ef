import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';

import { isMessageKey, translate, type Language } from '../../../platform/i18n/messages';
import { ContactRequestDto } from '../dto/contact-request.dto';

export const CONTACT_FORM_FIELDS = ['name', 'email', 'service', 'message'] as const;
export type ContactFormField = (typeof CONTACT_FORM_FIELDS)[number];
export type ContactFormErrors = Partial<Record<ContactFormField, string>>;

/** What the contact form posts without JavaScript; `service` is '', a service id or 'other'. */
export interface ContactFormValues {
  name: string;
  email: string;
  service: string;
  message: string;
  /** The hidden field only automated senders fill in. */
  website: string;
  language?: Language;
}

/** The form's fields as strings (anything else posted is left out), as the visitor typed them. */
export function readContactForm(body: unknown): ContactFormValues {
  const posted = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof posted[key] === 'string' ? posted[key] : '');
  const language = text('language');
  return {
    name: text('name'),
    email: text('email'),
    service: text('service'),
    message: text('message'),
    website: text('website'),
    ...(language === 'en' || language === 'es' ? { language } : {}),
  };
}

/** The field of the form a property of the API's request comes from. */
const FIELD_OF: Record<string, ContactFormField> = {
  name: 'name',
  email: 'email',
  message: 'message',
  serviceId: 'service',
  serviceType: 'service',
};

/**
 * Checks the posted form by the API's own rules (ContactRequestDto): the request to submit, or
 * each broken field's message in `language`.
 */
export async function checkContactForm(
  values: ContactFormValues,
  language: Language,
): Promise<{ request: ContactRequestDto } | { errors: ContactFormErrors }> {
  const { service, ...fields } = values;
  const choice =
    service === 'other' ? { serviceType: 'other' } : service ? { serviceId: service } : {};
  const request = plainToInstance(ContactRequestDto, { ...fields, ...choice });
  const failures = await validate(request, { whitelist: true, stopAtFirstError: true });
  if (failures.length === 0) return { request };
  const errors: ContactFormErrors = {};
  for (const failure of failures) {
    const field = FIELD_OF[failure.property];
    const [message] = Object.values(failure.constraints ?? {});
    if (field && message && !errors[field]) {
      errors[field] = isMessageKey(message) ? translate(message, language) : message;
    }
  }
  return { errors };
}
