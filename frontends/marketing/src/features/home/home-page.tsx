import './i18n';
import { useDocumentTitle } from '@terrabridge/ui';
import { lazy } from 'react';
import { useTranslation } from '@terrabridge/i18n';
import { DeferUntilNear } from '../shared/defer-until-near';
import { HOME_SECTIONS_DATA } from './api';
import { RENDER_SECTIONS_WHEN_NEAR } from '../shared/render-when-near';
import { Hero } from './components/hero';

/*
 * Passed to lazy() by name on purpose: the server preloads the chunks of the lazy imports a
 * page renders (it finds them as `lazy(() => import(...))`), and these sections must stay out
 * of that list. Their code loads only when the visitor comes near them (DeferUntilNear), which
 * keeps the home page's first load within its JavaScript budget.
 */
const loadHomeSections = () => import('./home-sections');

const HomeSections = lazy(loadHomeSections);

export default function HomePage() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('documentTitle'), false);

  return (
    <>
      <Hero />
      <DeferUntilNear
        name="home-sections"
        className={RENDER_SECTIONS_WHEN_NEAR}
        data={HOME_SECTIONS_DATA}
      >
        <HomeSections />
      </DeferUntilNear>
    </>
  );
}
