import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { i18n, registerNamespace, useTranslation } from './i18n';

/** Registers a namespace whose Spanish texts arrive when the test says so. */
function registerGreeting(namespace: string) {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  registerNamespace(namespace, {
    en: { hello: 'Hello' },
    es: () => arrived.then(() => ({ hello: 'Hola' })),
  });
  return release;
}

async function renderGreeting(namespace: string) {
  function Greeting() {
    const { t } = useTranslation(namespace);
    return <p>{t('hello')}</p>;
  }
  await act(async () => {
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting />
      </Suspense>,
    );
  });
}

describe('useTranslation', () => {
  it('waits for the texts of the current language instead of showing English', async () => {
    await i18n.changeLanguage('es');
    const release = registerGreeting('greeting-es');
    await renderGreeting('greeting-es');
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(screen.queryByText('Hello')).toBeNull();

    await act(async () => release());
    expect(await screen.findByText('Hola')).toBeTruthy();
  });

  it('renders at once in a language that ships with the code', async () => {
    await i18n.changeLanguage('en');
    const release = registerGreeting('greeting-en');
    await renderGreeting('greeting-en');
    expect(screen.getByText('Hello')).toBeTruthy();
    // Leaves nothing pending for a later switch to Spanish.
    release();
  });
});
