import { apiJson, queryClient, type components } from '@terrabridge/api-client';

export type AdminContact = components['schemas']['AdminContactDto'];
export type ContactReply = components['schemas']['ContactReplyDto'];

export const CONTACTS_PATH = '/api/admin/contacts';

/** Reloads every view of the list after a change. */
export const refreshContacts = () => queryClient.invalidateQueries({ queryKey: [CONTACTS_PATH] });

export const setContactResolved = (id: number, resolved: boolean) =>
  apiJson<AdminContact>('PATCH', `${CONTACTS_PATH}/${id}`, { resolved });

export const sendContactReply = (id: number, reply: { subject?: string; body: string }) =>
  apiJson<AdminContact>('POST', `${CONTACTS_PATH}/${id}/replies`, reply);

/** A date and time in the reader's language. */
export const formatDateTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/** The service a visitor asked about, in the reader's language. */
export function serviceLabel(
  contact: AdminContact,
  language: string,
  t: (key: string) => string,
): string {
  if (contact.service) {
    return language === 'es'
      ? (contact.service.nameEs ?? contact.service.name)
      : contact.service.name;
  }
  return contact.serviceType === 'other' ? t('serviceOther') : t('serviceNone');
}
