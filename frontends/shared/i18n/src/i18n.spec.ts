describe('i18n instance', () => {
  beforeEach(() => {
    jest.resetModules();
    localStorage.clear();
    document.documentElement.removeAttribute('lang');
  });

  it('starts in English when nothing is stored', async () => {
    const { i18n } = await import('./i18n');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('nav.about')).toBe('About Us');
  });

  it('starts in Spanish only when the stored value is exactly "es"', async () => {
    localStorage.setItem('language', 'es');
    const { i18n, translationsLoaded } = await import('./i18n');
    expect(i18n.language).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    await translationsLoaded();
    expect(i18n.t('nav.about')).toBe('Nosotros');
  });

  it('fetches the Spanish texts only when the site is read in Spanish', async () => {
    const { i18n, registerNamespace, changeLanguage } = await import('./i18n');
    const loadSpanish = jest.fn(() => Promise.resolve({ hello: 'Hola' }));
    registerNamespace('marketing', { en: { hello: 'Hello' }, es: loadSpanish });
    expect(i18n.t('hello', { ns: 'marketing' })).toBe('Hello');
    expect(i18n.hasResourceBundle('es', 'common')).toBe(false);
    expect(loadSpanish).not.toHaveBeenCalled();

    await changeLanguage('es');
    expect(loadSpanish).toHaveBeenCalledTimes(1);
    expect(i18n.t('hello', { ns: 'marketing' })).toBe('Hola');
    expect(i18n.t('nav.about')).toBe('Nosotros');
  });

  it('fetches a namespace registered while the site is in Spanish at once', async () => {
    localStorage.setItem('language', 'es');
    const { i18n, registerNamespace, translationsLoaded } = await import('./i18n');
    registerNamespace('marketing', {
      en: { hello: 'Hello' },
      es: () => Promise.resolve({ hello: 'Hola' }),
    });
    await translationsLoaded();
    expect(i18n.t('hello', { ns: 'marketing' })).toBe('Hola');
  });

  it('keeps English when the Spanish texts cannot be fetched', async () => {
    localStorage.setItem('language', 'es');
    const { i18n, registerNamespace, translationsLoaded } = await import('./i18n');
    registerNamespace('marketing', {
      en: { hello: 'Hello' },
      es: () => Promise.reject(new Error('offline')),
    });
    await translationsLoaded();
    expect(i18n.t('hello', { ns: 'marketing' })).toBe('Hello');
  }, 10_000);

  it('ignores other stored values', async () => {
    localStorage.setItem('language', '"es"');
    const { i18n } = await import('./i18n');
    expect(i18n.language).toBe('en');
  });

  it('keeps the html lang attribute in sync with language changes', async () => {
    const { i18n, changeLanguage } = await import('./i18n');
    await changeLanguage('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18n.t('notFound.title')).toBe('404 Página no encontrada');
  });

  it('registers a remote namespace in both languages', async () => {
    const { i18n, registerNamespace } = await import('./i18n');
    registerNamespace('marketing', { en: { hello: 'Hello' }, es: { hello: 'Hola' } });
    expect(i18n.t('hello', { ns: 'marketing' })).toBe('Hello');
    await i18n.changeLanguage('es');
    expect(i18n.t('hello', { ns: 'marketing' })).toBe('Hola');
  });
});
