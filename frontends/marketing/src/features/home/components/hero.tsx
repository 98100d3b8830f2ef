import '../i18n';
import {
  ArrowRightIcon,
  BoltIcon,
  ChartIcon,
  Container,
  SparklesIcon,
  buttonClasses,
} from '@terrabridge/ui';
import type { ComponentType } from 'react';
import { useTranslation } from '@terrabridge/i18n';
import { Link } from 'react-router-dom';

const FEATURES: {
  key: 'ai' | 'analytics' | 'automation';
  Icon: ComponentType<{ size?: number }>;
}[] = [
  { key: 'ai', Icon: SparklesIcon },
  { key: 'analytics', Icon: ChartIcon },
  { key: 'automation', Icon: BoltIcon },
];

export function Hero() {
  const { t } = useTranslation('home');

  return (
    <section id="home" aria-labelledby="home-title" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute inset-0 bg-[linear-gradient(to_right,var(--tb-line)_1px,transparent_1px),linear-gradient(to_bottom,var(--tb-line)_1px,transparent_1px)] mask-[radial-gradient(ellipse_70%_60%_at_50%_0%,black_20%,transparent_75%)] bg-size-[56px_56px] opacity-70" />
        <div className="absolute -top-48 left-1/2 h-144 w-5xl -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,color-mix(in_srgb,var(--tb-ring)_28%,transparent),transparent)]" />
      </div>

      <Container className="pt-16 pb-20 sm:pt-24 lg:pt-28 lg:pb-28">
        <div className="mx-auto max-w-3xl text-center">
          <p className="inline-flex items-center gap-2 rounded-full border border-line bg-surface/80 px-3.5 py-1.5 text-xs font-semibold text-fg-muted shadow-sm backdrop-blur sm:text-sm">
            <span aria-hidden="true" className="relative flex size-2">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-primary opacity-60 motion-reduce:hidden" />
              <span className="relative inline-flex size-2 rounded-full bg-primary" />
            </span>
            {t('hero.eyebrow')}
          </p>

          <h1
            id="home-title"
            className="mt-7 text-4xl leading-[1.08] font-extrabold tracking-tight text-fg sm:text-5xl lg:text-6xl"
          >
            {t('hero.titleStart')}{' '}
            <span className="bg-linear-to-r from-primary to-accent bg-clip-text text-transparent">
              {t('hero.titleHighlight')}
            </span>
          </h1>

          <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-fg-muted">
            {t('hero.subtitle')}
          </p>

          <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            <Link to="/contact" className={buttonClasses({ size: 'lg' })}>
              {t('hero.primaryCta')}
              <ArrowRightIcon size={18} />
            </Link>
            <Link to="/contact" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
              {t('hero.secondaryCta')}
            </Link>
          </div>

          <p className="mt-5 text-sm text-fg-subtle">{t('hero.reassurance')}</p>
        </div>

        <h2 className="sr-only">{t('hero.featuresTitle')}</h2>
        <ul className="mx-auto mt-16 grid max-w-5xl gap-5 md:grid-cols-3 lg:mt-20">
          {FEATURES.map(({ key, Icon }) => (
            <li
              key={key}
              className="group relative rounded-2xl border border-line bg-surface/90 p-6 shadow-soft backdrop-blur transition-shadow duration-200 hover:shadow-lift"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-fg ring-1 ring-primary/15">
                <Icon size={22} />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-fg">
                {t(`hero.features.${key}.title`)}
              </h3>
              <p className="mt-2 text-sm leading-6 text-fg-muted">
                {t(`hero.features.${key}.description`)}
              </p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
