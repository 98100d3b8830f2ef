import { TextsFetchedWithPart, i18n, registerNamespace, useTranslation } from '@terrabridge/i18n';
import { renderToString } from 'react-dom/server';
import { collectTranslationBundles } from './translation-bundles';

registerNamespace('greeting', {
  en: { hello: 'Hello' },
  es: () => Promise.resolve({ hello: 'Hola' }),
});
registerNamespace('farewell', { en: { bye: 'Bye' }, es: { bye: 'Adiós' } });

function Page() {
  const { t } = useTranslation('greeting');
  const { t: common } = useTranslation();
  const { t: farewell } = useTranslation('farewell');
  return (
    <p>
      {t('hello')} {common('nav.about')} {farewell('bye')}
    </p>
  );
}

const render = () => Promise.resolve(renderToString(<Page />));

registerNamespace('later', {
  en: { below: 'Below' },
  es: () => Promise.resolve({ below: 'Debajo' }),
});

function Below() {
  const { t } = useTranslation('later');
  const { t: greeting } = useTranslation('greeting');
  return (
    <p>
      {t('below')} {greeting('hello')}
    </p>
  );
}

describe('collectTranslationBundles', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it('names the bundles fetched on demand that a Spanish page shows', async () => {
    await i18n.changeLanguage('es');
    const { result, bundles } = await collectTranslationBundles(render);
    expect(result).toContain('Hola');
    // 'farewell' ships in both languages: nothing to fetch.
    expect(bundles).toEqual(['common.es', 'greeting.es']);
  });

  it('names none for an English page, whose texts ship with the code', async () => {
    await i18n.changeLanguage('en');
    const { bundles } = await collectTranslationBundles(render);
    expect(bundles).toEqual([]);
  });

  it('leaves out the texts read only inside a part that fetches them when it opens', async () => {
    await i18n.changeLanguage('es');
    await i18n.loadNamespaces('later');
    const { result, bundles } = await collectTranslationBundles(() =>
      Promise.resolve(
        renderToString(
          <>
            <Page />
            <TextsFetchedWithPart>
              <Below />
            </TextsFetchedWithPart>
          </>,
        ),
      ),
    );
    expect(result).toContain('Debajo');
    // 'greeting' is read outside the part too.
    expect(bundles).toEqual(['common.es', 'greeting.es']);
  });

  it('counts only what the render itself used', async () => {
    await i18n.changeLanguage('es');
    await collectTranslationBundles(render);
    const { bundles } = await collectTranslationBundles(() => Promise.resolve(''));
    expect(bundles).toEqual([]);
  });
});
