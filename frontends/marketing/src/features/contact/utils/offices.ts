import type { Office } from '@terrabridge/api-client';

/** "Charlotte, North Carolina" / "Montevideo": the city, with its region when it differs. */
export function officePlace(office: Office): string {
  return office.region && office.region !== office.city
    ? `${office.city}, ${office.region}`
    : office.city;
}

/** "Charlotte, North Carolina, United States" in the site's language. */
export function officeLocation(office: Office, language: 'en' | 'es'): string {
  const country = language === 'es' ? office.countryEs : office.country;
  return `${officePlace(office)}, ${country}`;
}

/**
 * An office time ("09:00") in the language's clock style: "9:00 AM" in English, "09:00" in
 * Spanish. Written by hand rather than with Intl, whose spacing differs between the server's and
 * the browser's ICU versions and would break hydration.
 */
export function officeTime(time: string, language: 'en' | 'es'): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const mm = String(minutes).padStart(2, '0');
  if (language === 'es') return `${String(hours).padStart(2, '0')}:${mm}`;
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${mm} ${suffix}`;
}
