import { requestLanguage } from './request-language';

const req = (body: unknown, query: Record<string, string> = {}, acceptLanguage?: string) => ({
  body,
  query,
  headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
});

describe('requestLanguage', () => {
  it('prefers the language field of the body', () => {
    expect(requestLanguage(req({ language: 'es' }, {}, 'en-US'))).toBe('es');
  });

  it('then the lang query parameter', () => {
    expect(requestLanguage(req({}, { lang: 'es' }, 'en'))).toBe('es');
  });

  it('then the best-ranked language of Accept-Language that we speak', () => {
    expect(requestLanguage(req(undefined, {}, 'fr-FR, es-UY;q=0.8, en;q=0.5'))).toBe('es');
    expect(requestLanguage(req(undefined, {}, 'es;q=0.2, en-GB;q=0.9'))).toBe('en');
  });

  it('falls back to English', () => {
    expect(requestLanguage(req({ language: 'de' }, { lang: 'fr' }, 'de-DE'))).toBe('en');
    expect(requestLanguage(req(undefined))).toBe('en');
  });
});
