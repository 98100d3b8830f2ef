import '../sections-i18n';
import { Container, cn } from '@terrabridge/ui';
import { useState } from 'react';
import { useTranslation } from '@terrabridge/i18n';
import { ChevronDownIcon } from '@terrabridge/ui/parts';
import { SectionHeading } from '../../shared/section-heading';

export const FAQ_KEYS = ['timeline', 'cost', 'languages', 'support', 'ai', 'ownership'] as const;

type FaqKey = (typeof FAQ_KEYS)[number];

/** Questions and answers; one answer open at a time, and clicking the open one closes it. */
export function FaqSection() {
  const { t } = useTranslation('home-sections');
  const [open, setOpen] = useState<FaqKey | null>(null);

  return (
    <section
      id="faq"
      aria-labelledby="faq-title"
      className="scroll-mt-20 border-t border-line bg-surface-muted py-20 sm:py-24"
    >
      <Container className="grid gap-12 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <SectionHeading
          id="faq-title"
          align="start"
          eyebrow={t('faq.eyebrow')}
          title={t('faq.title')}
          description={t('faq.description')}
        />
        <div className="divide-y divide-line rounded-2xl border border-line bg-surface shadow-soft">
          {FAQ_KEYS.map((key) => {
            const expanded = open === key;
            const buttonId = `faq-${key}-button`;
            const panelId = `faq-${key}-panel`;
            return (
              <div key={key}>
                <h3>
                  <button
                    type="button"
                    id={buttonId}
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => setOpen(expanded ? null : key)}
                    className="flex w-full cursor-pointer items-center justify-between gap-4 px-6 py-5 text-left text-base font-semibold text-fg transition-colors hover:text-primary sm:text-lg"
                  >
                    {t(`faq.items.${key}.question`)}
                    <ChevronDownIcon
                      size={20}
                      className={cn(
                        'shrink-0 text-fg-muted transition-transform duration-200',
                        expanded && 'rotate-180 text-primary',
                      )}
                    />
                  </button>
                </h3>
                <div
                  id={panelId}
                  role="region"
                  aria-labelledby={buttonId}
                  hidden={!expanded}
                  className="px-6 pb-6 leading-7 text-fg-muted"
                >
                  {t(`faq.items.${key}.answer`)}
                </div>
              </div>
            );
          })}
        </div>
      </Container>
    </section>
  );
}
