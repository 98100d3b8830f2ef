import '../i18n';
import { Container, MapPinIcon } from '@terrabridge/ui';
import { useTranslation } from '@terrabridge/i18n';
import { SectionHeading } from '../../shared/section-heading';
import { ResponsiveImage } from '../../shared/responsive-image';

export const FOUNDERS = [
  { key: 'daniela', image: '/images/site/founder-1.jpg' },
  { key: 'mateo', image: '/images/site/founder-2.jpg' },
] as const;

/** The two founders: portrait, name, role, office and a short bio. */
export function TeamSection() {
  const { t } = useTranslation('about');
  return (
    <section id="team" aria-labelledby="team-title" className="scroll-mt-20 pb-20 sm:pb-24">
      <Container>
        <SectionHeading
          id="team-title"
          eyebrow={t('team.eyebrow')}
          title={t('team.title')}
          description={t('team.description')}
        />
        <ul className="mx-auto mt-14 grid max-w-5xl gap-8 md:grid-cols-2">
          {FOUNDERS.map(({ key, image }) => {
            const name = t(`team.founders.${key}.name`);
            return (
              <li
                key={key}
                className="overflow-hidden rounded-3xl border border-line bg-surface shadow-soft"
              >
                <ResponsiveImage
                  src={image}
                  alt={t('team.portraitAlt', { name })}
                  width={800}
                  height={800}
                  sizes="(min-width: 768px) 480px, 100vw"
                  className="bg-surface-muted object-cover text-sm text-fg-muted aspect-4/3 h-auto w-full object-top"
                />
                <div className="p-7">
                  <h3 className="text-xl font-semibold text-fg">{name}</h3>
                  <p className="mt-1 font-medium text-primary">{t(`team.founders.${key}.role`)}</p>
                  <p className="mt-2 flex items-center gap-1.5 text-sm text-fg-muted">
                    <MapPinIcon size={16} className="shrink-0" />
                    {t(`team.founders.${key}.location`)}
                  </p>
                  <p className="mt-4 leading-7 text-fg-muted">{t(`team.founders.${key}.bio`)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
