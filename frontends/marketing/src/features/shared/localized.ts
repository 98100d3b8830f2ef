/** The Spanish text when the site is in Spanish and the data has one; otherwise the English. */
export function localized(language: string, en: string, es: string | null | undefined): string {
  return language.startsWith('es') && es ? es : en;
}

/** Starting prices in whole US dollars, shown the same way in both languages. */
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export function formatUsd(dollars: number): string {
  return usd.format(dollars);
}
