import './i18n';
import '../home/sections-i18n';
import { Container, useDocumentTitle } from '@terrabridge/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@terrabridge/i18n';
import { AiSolutionsSection } from '../home/components/ai-solutions-section';
import { CtaBanner } from '../shared/cta-banner';
import { PageHero } from '../shared/page-hero';
import { RENDER_SECTIONS_WHEN_NEAR } from '../shared/render-when-near';
import { SectionHeading } from '../shared/section-heading';
import { useScrollToHash } from '../shared/use-scroll-to-hash';
import { CustomSolutions } from './components/custom-solutions';
import { SERVICES_PATH, type Service, ServicesGrid } from './components/services-grid';

export default function ServicesPage() {
  const { t } = useTranslation('services');
  useDocumentTitle(t('documentTitle'));
  // The list above #ai-solutions changes height when it loads: scroll to the anchor after that.
  const { isPending } = useQuery<Service[]>({ queryKey: [SERVICES_PATH] });
  useScrollToHash(!isPending);

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} subtitle={t('hero.subtitle')} />
      <section aria-labelledby="services-list-title" className="pb-20 sm:pb-24">
        <Container>
          <SectionHeading
            id="services-list-title"
            title={t('list.title')}
            description={t('list.description')}
          />
          <div className="mt-14">
            <ServicesGrid />
          </div>
        </Container>
      </section>
      <div className={RENDER_SECTIONS_WHEN_NEAR}>
        <div className="border-t border-line">
          <AiSolutionsSection showLearnMore={false} />
        </div>
        <CustomSolutions />
        <CtaBanner />
      </div>
    </>
  );
}
