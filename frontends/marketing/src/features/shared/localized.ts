/** The Spanish text when the site is in Spanish and the data has one; otherwise the English. */
export function localized(language: string, en: string, es: string | null | undefined): string {
  return language.startsWith('es') && es ? es : en;
}
