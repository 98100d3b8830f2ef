import './sections-i18n';
import { ContactSection } from '../contact/contact-section';
import { FeaturedProjects } from '../projects/components/featured-projects';
import { CtaBanner } from '../shared/cta-banner';
import { useScrollToHash } from '../shared/use-scroll-to-hash';
import { AboutSection } from './components/about-section';
import { AiSolutionsSection } from './components/ai-solutions-section';
import { FaqSection } from './components/faq-section';
import { ProcessSection } from './components/process-section';
import { ServicesSection } from './components/services-section';
import { StatsBand } from './components/stats-band';
import { TestimonialsCarousel } from './components/testimonials-carousel';

/**
 * Everything on the home page below the hero, in the spec's order. One lazily loaded chunk: the
 * home page's first load carries only the hero (see home-page.tsx).
 */
export default function HomeSections() {
  useScrollToHash();
  return (
    <>
      <ServicesSection />
      <AboutSection />
      <ProcessSection />
      <AiSolutionsSection />
      <FeaturedProjects />
      <StatsBand />
      <TestimonialsCarousel />
      <FaqSection />
      <ContactSection />
      <CtaBanner />
    </>
  );
}
