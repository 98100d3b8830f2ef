import type { ContactEmailStatus, ContactRequest } from '@terrabridge/api-client';

export const CONTACT_FIELDS = ['name', 'email', 'service', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** What the visitor typed; `service` is '' (none), a service id, or 'other'. */
export interface ContactValues {
  name: string;
  email: string;
  service: string;
  message: string;
  /** The hidden field only automated senders fill in. */
  website: string;
}

export const EMPTY_CONTACT: ContactValues = {
  name: '',
  email: '',
  service: '',
  message: '',
  website: '',
};

export const OTHER_SERVICE = 'other' as const;

export type ValidationKey = 'nameRequired' | 'emailInvalid' | 'messageRequired';

// The server checks the address fully; this catches what a person most often mistypes.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The rule each field breaks (spec section 5), if any. */
export function validateContact(
  values: ContactValues,
): Partial<Record<ContactField, ValidationKey>> {
  const errors: Partial<Record<ContactField, ValidationKey>> = {};
  if (values.name.trim() === '') errors.name = 'nameRequired';
  if (!EMAIL_SHAPE.test(values.email.trim())) errors.email = 'emailInvalid';
  if (values.message.trim() === '') errors.message = 'messageRequired';
  return errors;
}

/**
 * The body of POST /api/contact: a listed service goes as its numeric serviceId, 'other' as
 * serviceType without an id, and no choice as neither.
 */
export function contactPayload(values: ContactValues, language: 'en' | 'es'): ContactRequest {
  const service =
    values.service === OTHER_SERVICE
      ? { serviceType: OTHER_SERVICE }
      : values.service !== ''
        ? { serviceId: Number(values.service) }
        : {};
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
    ...service,
    language,
    website: values.website,
  };
}

export type ContactOutcome = 'emailSent' | 'partial' | 'saved';

/**
 * Spec section 7: both emails sent is a full success; an email that failed is a partial success;
 * otherwise (emails queued: kept and sent as soon as the mail server takes them) the message is
 * saved, which is a success too.
 */
export function contactOutcome(status: ContactEmailStatus | null | undefined): ContactOutcome {
  if (!status) return 'saved';
  if (status.notification === 'sent' && status.autoReply === 'sent') return 'emailSent';
  if (status.notification === 'failed' || status.autoReply === 'failed') return 'partial';
  return 'saved';
}

/**
 * The API answers a 400 with one message per broken field, in the language the form sent,
 * without naming the field: a message is placed on the field whose rule it words, and the rest
 * are returned to be shown in the toast.
 */
export function placeServerMessages(
  messages: readonly string[],
  fieldMessages: Readonly<Partial<Record<ContactField, readonly string[]>>>,
): { fields: Partial<Record<ContactField, string>>; unplaced: string[] } {
  const owner = new Map<string, ContactField>();
  for (const field of CONTACT_FIELDS) {
    for (const message of fieldMessages[field] ?? []) owner.set(message, field);
  }
  const fields: Partial<Record<ContactField, string>> = {};
  const unplaced: string[] = [];
  for (const message of messages) {
    const field = owner.get(message);
    if (field && !fields[field]) fields[field] = message;
    else if (!field) unplaced.push(message);
  }
  return { fields, unplaced };
}
