import { type ResourceKey, Translator } from './translator';

function translator(
  fetchBundle: (language: string, namespace: string) => unknown = () => undefined,
) {
  const texts = new Translator({
    language: 'en',
    fallbackLanguage: 'en',
    defaultNamespace: 'common',
    fetchBundle: fetchBundle as (l: string, n: string) => Promise<ResourceKey> | undefined,
  });
  texts.addResourceBundle('en', 'common', {
    nav: { about: 'About Us' },
    greeting: 'Hello, {{name}}!',
    owner: 'By {{user.name}}',
    items_one: '{{count}} item',
    items_other: '{{count}} items',
    steps: ['Write to {{name}}', 'Wait'],
    legal: { title: 'Terms', sections: [{ heading: 'Use by {{name}}' }] },
    onlyEnglish: 'Only in English',
  });
  texts.addResourceBundle('es', 'common', {
    nav: { about: 'Nosotros' },
    greeting: '¡Hola, {{name}}!',
    items_one: '{{count}} elemento',
    items_other: '{{count}} elementos',
  });
  texts.addResourceBundle('en', 'admin', { title: 'Admin panel' });
  return texts;
}

/** A translator whose texts for one language and namespace arrive when the test says so. */
function translatorAwaiting(awaitedLanguage: string, awaitedNamespace: string) {
  let arrive: (bundle: ResourceKey) => void = () => undefined;
  const texts = translator((language, namespace) =>
    language === awaitedLanguage && namespace === awaitedNamespace
      ? new Promise<ResourceKey>((resolve) => (arrive = resolve))
      : undefined,
  );
  return { texts, arrive: (bundle: ResourceKey) => arrive(bundle) };
}

describe('Translator', () => {
  it('reads nested keys, fills in values and leaves a value it lacks as written', () => {
    const { t } = translator();
    expect(t('nav.about')).toBe('About Us');
    expect(t('greeting', { name: 'Ana' })).toBe('Hello, Ana!');
    expect(t('owner', { user: { name: 'Ana' } })).toBe('By Ana');
    expect(t('greeting')).toBe('Hello, {{name}}!');
  });

  it('chooses the form for the count, a written-out number counting as what it reads', () => {
    const { t } = translator();
    expect(t('items', { count: 1 })).toBe('1 item');
    expect(t('items', { count: 0 })).toBe('0 items');
    expect(t('items', { count: 2 })).toBe('2 items');
    expect(t('items', { count: '1' })).toBe('1 item');
    expect(t('items', { count: '1,200' })).toBe('1,200 items');
  });

  it('reads another namespace by prefix or option, and a key with a colon as it is', () => {
    const { t } = translator();
    expect(t('admin:title')).toBe('Admin panel');
    expect(t('title', { ns: 'admin' })).toBe('Admin panel');
    expect(t('status:unknown')).toBe('status:unknown');
  });

  it('gives lists and objects with their texts filled in when asked to', () => {
    const { t } = translator();
    expect(t('steps', { returnObjects: true, name: 'us' })).toEqual(['Write to us', 'Wait']);
    expect(t('legal', { returnObjects: true, name: 'clients' })).toEqual({
      title: 'Terms',
      sections: [{ heading: 'Use by clients' }],
    });
    // Without asking, an object is not a text: the key stands in for it.
    expect(t('legal')).toBe('legal');
  });

  it('falls back to English, then to the default value, then to the key', async () => {
    const texts = translator();
    await texts.changeLanguage('es');
    expect(texts.t('nav.about')).toBe('Nosotros');
    expect(texts.t('items', { count: 3 })).toBe('3 elementos');
    expect(texts.t('onlyEnglish')).toBe('Only in English');
    expect(texts.t('status.draft', { defaultValue: 'draft' })).toBe('draft');
    expect(texts.t('status.draft')).toBe('status.draft');
    expect(texts.getFixedT('en', 'common')('nav.about')).toBe('About Us');
    expect(texts.t('greeting', { lng: 'en', name: 'Ana' })).toBe('Hello, Ana!');
  });

  it('switches language only once the texts of every namespace asked for are in', async () => {
    const { texts, arrive } = translatorAwaiting('es', 'home');
    texts.addResourceBundle('en', 'home', { title: 'Home' });
    await texts.loadNamespaces('home');
    const changes: string[] = [];
    texts.on('languageChanged', (language) => changes.push(language));

    const switching = texts.changeLanguage('es');
    await Promise.resolve();
    expect(texts.language).toBe('en');
    arrive({ title: 'Inicio' });
    await switching;
    expect(texts.language).toBe('es');
    expect(changes).toEqual(['es']);
    expect(texts.t('title', { ns: 'home' })).toBe('Inicio');
  });

  it('ends on the last language asked for when a switch is still waiting for its texts', async () => {
    const { texts, arrive } = translatorAwaiting('fr', 'common');
    const toFrench = texts.changeLanguage('fr');
    const backToSpanish = texts.changeLanguage('es');
    await backToSpanish;
    arrive({});
    await toFrench;
    expect(texts.language).toBe('es');
  });

  it('asks again for texts that could not be fetched, then keeps the fallback', async () => {
    jest.useFakeTimers();
    try {
      const fetchBundle = jest.fn((_language: string, namespace: string) =>
        namespace === 'common' ? Promise.reject(new Error('offline')) : undefined,
      );
      const texts = translator(fetchBundle);
      const switching = texts.changeLanguage('es');
      await jest.runAllTimersAsync();
      await switching;
      const commonFetches = () => fetchBundle.mock.calls.filter(([, ns]) => ns === 'common').length;
      expect(commonFetches()).toBe(3);
      expect(texts.language).toBe('es');
      expect(texts.t('onlyEnglish')).toBe('Only in English');
      // The same promise answers later renders: no new request per render.
      expect(texts.load('es', 'common')).toBe(texts.load('es', 'common'));
      expect(commonFetches()).toBe(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('tells its listeners when texts arrive, until they leave', () => {
    const texts = translator();
    const added = jest.fn();
    texts.on('added', added);
    texts.addResourceBundle('es', 'admin', { title: 'Panel' });
    texts.off('added', added);
    texts.addResourceBundle('es', 'admin', { other: 'Otro' });
    expect(added).toHaveBeenCalledTimes(1);
    expect(added).toHaveBeenCalledWith('es', 'admin');
    // Bundles added to the same namespace are merged.
    expect(texts.t('title', { ns: 'admin', lng: 'es' })).toBe('Panel');
  });
});
