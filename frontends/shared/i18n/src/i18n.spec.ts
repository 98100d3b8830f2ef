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
    const { i18n } = await import('./i18n');
    expect(i18n.language).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18n.t('nav.about')).toBe('Nosotros');
  });

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
