import type { Office } from '@terrabridge/api-client';

export type OpeningKey = 'seniorAiDeveloper' | 'digitalMarketingSpecialist' | 'uiUxDesigner';

export interface Opening {
  key: OpeningKey;
  /** Anchor of the opening's card. */
  id: string;
  /** 'remote', or the key of the office (site configuration) the role works from. */
  location: 'remote' | Office['key'];
}

/** The open positions, all full-time. Texts live in the careers namespace under openings.roles. */
export const OPENINGS: readonly Opening[] = [
  { key: 'seniorAiDeveloper', id: 'senior-ai-developer', location: 'remote' },
  { key: 'digitalMarketingSpecialist', id: 'digital-marketing-specialist', location: 'charlotte' },
  { key: 'uiUxDesigner', id: 'ui-ux-designer', location: 'montevideo' },
];

/** 'Charlotte, NC' for U.S. offices, the city alone elsewhere ('Montevideo'). */
export function officeName(office: Office): string {
  return office.countryCode === 'US' ? `${office.city}, ${office.regionCode}` : office.city;
}

/** An email link to the careers address with the subject already filled in. */
export function applyHref(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}
