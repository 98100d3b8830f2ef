import '../i18n';
import { Container } from '@terrabridge/ui';
import type { ComponentType } from 'react';
import { useTranslation } from '@terrabridge/i18n';
import { AwardIcon, GlobeIcon, HeartHandshakeIcon, LightbulbIcon } from '@terrabridge/ui/parts';
import { SectionHeading } from '../../shared/section-heading';
import { IconCard } from '../../shared/icon-card';

export const VALUES: { key: string; Icon: ComponentType<{ size?: number }> }[] = [
  { key: 'excellence', Icon: AwardIcon },
  { key: 'clientFocus', Icon: HeartHandshakeIcon },
  { key: 'innovation', Icon: LightbulbIcon },
  { key: 'globalVision', Icon: GlobeIcon },
];

export function ValuesSection() {
  const { t } = useTranslation('about');
  return (
    <section
      id="values"
      aria-labelledby="values-title"
      className="scroll-mt-20 border-t border-line bg-surface-muted py-20 sm:py-24"
    >
      <Container>
        <SectionHeading
          id="values-title"
          eyebrow={t('values.eyebrow')}
          title={t('values.title')}
          description={t('values.description')}
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ key, Icon }) => (
            <IconCard
              key={key}
              Icon={Icon}
              title={t(`values.items.${key}.title`)}
              description={t(`values.items.${key}.description`)}
            />
          ))}
        </ul>
      </Container>
    </section>
  );
}
