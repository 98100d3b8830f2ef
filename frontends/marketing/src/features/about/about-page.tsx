import './i18n';
import { useDocumentTitle } from '@terrabridge/ui';
import { useTranslation } from '@terrabridge/i18n';
import { AboutSection } from '../home/components/about-section';
import { ProcessSection } from '../home/components/process-section';
import { StatsBand } from '../home/components/stats-band';
import { CtaBanner } from '../shared/cta-banner';
import { PageHero } from '../shared/page-hero';
import { TeamSection } from './components/team-section';
import { ValuesSection } from './components/values-section';

export default function AboutPage() {
  const { t } = useTranslation('about');
  useDocumentTitle(t('documentTitle'));

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} subtitle={t('hero.subtitle')} />
      <TeamSection />
      <ValuesSection />
      {/* The sections the about page shares with the home page. */}
      <AboutSection />
      <ProcessSection />
      <StatsBand />
      <CtaBanner />
    </>
  );
}
