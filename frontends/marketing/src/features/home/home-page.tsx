import './i18n';
import { useDocumentTitle } from '@terrabridge/ui';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferUntilNear } from '../shared/defer-until-near';
import { Hero } from './components/hero';

const HomeSections = lazy(() => import('./home-sections'));

export default function HomePage() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('documentTitle'), false);

  return (
    <>
      <Hero />
      <DeferUntilNear name="home-sections">
        <HomeSections />
      </DeferUntilNear>
    </>
  );
}
