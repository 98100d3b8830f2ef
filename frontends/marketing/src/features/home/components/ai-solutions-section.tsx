import '../sections-i18n';
import { ArrowRightIcon, ChartIcon, Container, SparklesIcon, buttonClasses } from '@terrabridge/ui';
import type { ComponentType } from 'react';
import { useTranslation } from '@terrabridge/i18n';
import { Link } from 'react-router-dom';
import { ChatIcon, LanguagesIcon, PaletteIcon } from '@terrabridge/ui/parts';
import { REGISTER_PATH } from '@terrabridge/session';
import { SectionHeading } from '../../shared/section-heading';

export const AI_SOLUTIONS: { key: string; Icon: ComponentType<{ size?: number }> }[] = [
  { key: 'contentGeneration', Icon: SparklesIcon },
  { key: 'multilingual', Icon: LanguagesIcon },
  { key: 'brandingAssistant', Icon: PaletteIcon },
  { key: 'customerSupport', Icon: ChatIcon },
  { key: 'marketAnalysis', Icon: ChartIcon },
];

export interface AiSolutionsSectionProps {
  /** The anchor: /services#ai-solutions lands on it. */
  id?: string;
  /** 'Learn more' leads to the services page; it is left out there, where it would point at itself. */
  showLearnMore?: boolean;
}

/** Five AI solutions, each with 'Learn more' and 'Get started', and an invitation to sign up. */
export function AiSolutionsSection({
  id = 'ai-solutions',
  showLearnMore = true,
}: AiSolutionsSectionProps) {
  const { t } = useTranslation('home-sections');

  return (
    <section id={id} aria-labelledby="ai-solutions-title" className="scroll-mt-20 py-20 sm:py-24">
      <Container>
        <SectionHeading
          id="ai-solutions-title"
          eyebrow={t('ai.eyebrow')}
          title={t('ai.title')}
          description={t('ai.description')}
        />

        <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-6">
          {AI_SOLUTIONS.map(({ key, Icon }, index) => {
            const title = t(`ai.solutions.${key}.title`);
            return (
              <li
                key={key}
                className={`flex flex-col rounded-2xl border border-line bg-surface p-6 shadow-soft transition-shadow duration-200 hover:shadow-lift lg:col-span-2 ${
                  index === 3 ? 'lg:col-start-2' : ''
                }`}
              >
                <span className="flex size-12 items-center justify-center rounded-xl bg-linear-to-br from-primary to-accent text-primary-fg shadow-sm">
                  <Icon size={24} />
                </span>
                <h3 className="mt-5 text-lg font-semibold text-fg">{title}</h3>
                <p className="mt-2 flex-1 text-sm leading-6 text-fg-muted">
                  {t(`ai.solutions.${key}.description`)}
                </p>
                <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3">
                  {showLearnMore ? (
                    <Link
                      to="/services#ai-solutions"
                      className="inline-flex items-center gap-1 rounded text-sm font-semibold text-link underline-offset-4 hover:underline"
                    >
                      {/* The text itself says where the link leads (search engines read it). */}
                      <span aria-hidden="true">{t('ai.learnMore')}</span>
                      <span className="sr-only">{t('ai.learnMoreAbout', { solution: title })}</span>
                      <ArrowRightIcon size={15} />
                    </Link>
                  ) : null}
                  <Link
                    to="/contact"
                    className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                  >
                    <span aria-hidden="true">{t('ai.getStarted')}</span>
                    <span className="sr-only">{t('ai.getStartedWith', { solution: title })}</span>
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>

        <div className="mt-14 flex flex-col items-center justify-between gap-6 rounded-3xl border border-line bg-surface-muted p-8 text-center sm:p-10 lg:flex-row lg:text-left">
          <div>
            <h3 className="text-2xl font-bold tracking-tight text-fg">{t('ai.ctaTitle')}</h3>
            <p className="mt-2 max-w-2xl leading-7 text-fg-muted">{t('ai.ctaDescription')}</p>
          </div>
          <Link to={REGISTER_PATH} className={buttonClasses({ size: 'lg', className: 'shrink-0' })}>
            {t('ai.ctaButton')}
            <ArrowRightIcon size={18} />
          </Link>
        </div>
      </Container>
    </section>
  );
}
