/** Dates and amounts of the clients section, in the reader's language. */
export const formatDate = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

export const formatDateTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

export const formatCents = (cents: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(cents / 100);

/** A calendar date ('2026-12-01') as it reads, without moving it across time zones. */
export const formatDay = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
