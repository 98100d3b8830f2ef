import { asDecimal } from '@terrabridge/rules/money';
import type { Service } from './content-api';

export const SERVICE_ICONS = ['laptop-code', 'robot', 'paint-brush'] as const;
export type ServiceIconName = (typeof SERVICE_ICONS)[number];

export interface ServiceForm {
  name: string;
  nameEs: string;
  description: string;
  descriptionEs: string;
  features: string;
  featuresEs: string;
  price: string;
  /** Every client pays exactly the price: the site shows it without "Starting at". */
  fixedPrice: boolean;
  icon: ServiceIconName;
  slug: string;
}

export function serviceFormOf(service: Service | null): ServiceForm {
  const icon = SERVICE_ICONS.find((name) => name === service?.icon) ?? 'laptop-code';
  return {
    name: service?.name ?? '',
    nameEs: service?.nameEs ?? '',
    description: service?.description ?? '',
    descriptionEs: service?.descriptionEs ?? '',
    features: (service?.features ?? []).join('\n'),
    featuresEs: (service?.featuresEs ?? []).join('\n'),
    price: service ? asDecimal(service.priceCents) : '',
    fixedPrice: service?.fixedPrice ?? false,
    icon,
    slug: service?.slug ?? '',
  };
}

/** Dollars as typed ('1499', '1,499.50', '1499,5') in whole cents, or null when not a price. */
export function centsOf(price: string): number | null {
  const text = price.trim().replace(/[$\s]/g, '');
  // A comma followed by one or two digits at the end is a decimal comma; other commas group.
  const normalized = /,\d{1,2}$/.test(text)
    ? text.replace(/\.(?=\d{3})/g, '').replace(',', '.')
    : text.replace(/,/g, '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(normalized)) return null;
  return Math.round(Number(normalized) * 100);
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** What the API is sent (the price already checked). */
export function serviceBodyOf(form: ServiceForm, priceCents: number) {
  const orNull = (text: string) => text.trim() || null;
  return {
    name: form.name,
    nameEs: orNull(form.nameEs),
    description: form.description,
    descriptionEs: orNull(form.descriptionEs),
    features: lines(form.features),
    featuresEs: lines(form.featuresEs),
    priceCents,
    fixedPrice: form.fixedPrice,
    icon: form.icon,
    ...(form.slug.trim() ? { slug: form.slug.trim() } : {}),
  };
}
