import { formatLongDate } from '../shared/calendar-format';

/**
 * The shape of a legal document in the locale files. Texts may hold a little inline markup that
 * <RichText> renders: `{email}` and `{name}` (from the site configuration), `**strong**` and
 * `[label](/path)` links.
 */
export type LegalBlock =
  | string
  | { readonly list: readonly string[] }
  | { readonly subheading: string }
  | {
      readonly table: {
        readonly caption: string;
        readonly columns: readonly string[];
        readonly rows: readonly (readonly string[])[];
      };
    };

export interface LegalSection {
  readonly title: string;
  readonly body: readonly LegalBlock[];
}

export interface LegalDocumentText {
  /** The page's h1 and document title. */
  readonly title: string;
  /** One or two sentences under the title: what the document covers, in plain words. */
  readonly summary: string;
  /** Keyed by the section's anchor id (the same in every language), in reading order. */
  readonly sections: Readonly<Record<string, LegalSection>>;
}

export type LegalDocumentKey = 'privacy' | 'terms' | 'cookies';

/** Every legal document was last revised on this day (ISO date, read as UTC). */
export const LEGAL_LAST_UPDATED = '2025-04-06';

/** 'April 06, 2025' in English, '06 de abril de 2025' in Spanish, the same on server and client. */
export function formatLegalDate(isoDate: string, language: string): string {
  return formatLongDate(new Date(`${isoDate}T00:00:00Z`), language, { twoDigitDay: true });
}
