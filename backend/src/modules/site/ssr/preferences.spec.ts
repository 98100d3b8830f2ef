import type { Request } from 'express';

import { acceptedLanguage, pagePreferences, pageTheme } from './preferences';

const request = (parts: Partial<Pick<Request, 'query' | 'cookies' | 'headers'>>) =>
  ({ query: {}, cookies: {}, headers: {}, ...parts }) as Request;

describe('page preferences', () => {
  it('reads the browser languages by weight', () => {
    expect(acceptedLanguage('es-UY,es;q=0.9,en;q=0.8')).toBe('es');
    expect(acceptedLanguage('fr-FR,fr;q=0.9,es;q=0.5,en;q=0.7')).toBe('en');
    expect(acceptedLanguage('de')).toBeUndefined();
    expect(acceptedLanguage(undefined)).toBeUndefined();
  });

  it('prefers ?lang=, then the cookie, then Accept-Language, then English', () => {
    const headers = { 'accept-language': 'es' };
    expect(
      pagePreferences(request({ query: { lang: 'en' }, cookies: { language: 'es' } })),
    ).toMatchObject({ language: 'en' });
    expect(pagePreferences(request({ cookies: { language: 'en' }, headers }))).toMatchObject({
      language: 'en',
    });
    expect(pagePreferences(request({ headers }))).toMatchObject({ language: 'es' });
    expect(pagePreferences(request({ cookies: { language: 'fr' } }))).toMatchObject({
      language: 'en',
    });
  });

  it('renders dark for the dark cookie, else light', () => {
    expect(pagePreferences(request({ cookies: { theme: 'dark' } })).theme).toBe('dark');
    expect(pagePreferences(request({ cookies: { theme: 'blue' } })).theme).toBe('light');
    expect(pagePreferences(request({})).theme).toBe('light');
  });

  it("follows the system's dark setting on a first visit, never over a stored choice", () => {
    const dark = { 'sec-ch-prefers-color-scheme': '"dark"' };
    expect(pagePreferences(request({ headers: dark })).theme).toBe('dark');
    expect(pagePreferences(request({ headers: dark, cookies: { theme: 'light' } })).theme).toBe(
      'light',
    );
    expect(
      pagePreferences(request({ headers: { 'sec-ch-prefers-color-scheme': '"light"' } })).theme,
    ).toBe('light');
    expect(pageTheme(undefined, 'dark')).toBe('dark');
  });
});
