import '../sections-i18n';
import { Container, EyeIcon } from '@terrabridge/ui';
import { useTranslation } from '@terrabridge/i18n';
import { TargetIcon } from '@terrabridge/ui/parts';
import { SectionHeading } from '../../shared/section-heading';
import { ResponsiveImage } from '../../shared/responsive-image';

const PHOTOS = [
  { key: 'one', src: '/images/site/about-1.jpg' },
  { key: 'two', src: '/images/site/about-2.jpg' },
  { key: 'three', src: '/images/site/about-3.jpg' },
  { key: 'four', src: '/images/site/about-4.jpg' },
] as const;

/** Who we are: mission, vision and four photos of the team at work (home and /about). */
export function AboutSection() {
  const { t } = useTranslation('home-sections');
  const pillars = [
    { key: 'mission', Icon: TargetIcon, title: t('about.missionTitle'), text: t('about.mission') },
    { key: 'vision', Icon: EyeIcon, title: t('about.visionTitle'), text: t('about.vision') },
  ];

  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-20 py-20 sm:py-24">
      <Container className="grid items-center gap-14 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading
            id="about-title"
            align="start"
            eyebrow={t('about.eyebrow')}
            title={t('about.title')}
            description={t('about.intro')}
          />
          <ul className="mt-10 space-y-6">
            {pillars.map(({ key, Icon, title, text }) => (
              <li
                key={key}
                className="flex gap-4 rounded-2xl border border-line bg-surface p-5 shadow-soft"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-fg">
                  <Icon size={22} />
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-fg">{title}</h3>
                  <p className="mt-1.5 leading-7 text-fg-muted">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>

        <ul aria-label={t('about.photosLabel')} className="grid grid-cols-2 gap-4 pb-8 sm:gap-5">
          {PHOTOS.map(({ key, src }, index) => (
            <li key={key} className={index % 2 === 1 ? 'translate-y-8' : undefined}>
              <ResponsiveImage
                src={src}
                alt={t(`about.photos.${key}`)}
                width={1600}
                height={1000}
                sizes="(min-width: 1024px) 300px, 50vw"
                className="bg-surface-muted object-cover text-sm text-fg-muted aspect-4/5 h-auto w-full rounded-2xl shadow-soft"
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
