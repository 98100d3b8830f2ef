import { MailIcon, MapPinIcon, buttonClasses } from '@terrabridge/ui';
import { BriefcaseIcon, CheckIcon } from '@terrabridge/ui/parts';
import { useTranslation } from '@terrabridge/i18n';
import { type Opening, applyHref } from '../openings';

function Requirements({ title, items, id }: { title: string; items: string[]; id: string }) {
  return (
    <div>
      <h4 id={id} className="text-sm font-semibold tracking-wide text-fg">
        {title}
      </h4>
      <ul aria-labelledby={id} className="mt-3 space-y-2.5">
        {items.map((item) => (
          <li key={item} className="flex gap-2.5 text-sm leading-6 text-fg-muted">
            <CheckIcon size={16} className="mt-1 shrink-0 text-primary" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function OpeningCard({
  opening,
  location,
  email,
}: {
  opening: Opening;
  /** The translated place of work ('Remote', 'Charlotte, NC'). */
  location: string | undefined;
  /** Where applications go; absent only while a development server loads the site config. */
  email: string | undefined;
}) {
  const { t } = useTranslation('careers');
  const role = `openings.roles.${opening.key}`;
  const title = t(`${role}.title`);
  const titleId = `${opening.id}-title`;

  return (
    <article
      id={opening.id}
      aria-labelledby={titleId}
      className="scroll-mt-24 rounded-2xl border border-line bg-surface p-6 shadow-soft transition-shadow hover:shadow-lift sm:p-8 md:scroll-mt-32 lg:scroll-mt-24 print:break-inside-avoid print:shadow-none"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h3 id={titleId} className="text-xl font-bold tracking-tight text-fg sm:text-2xl">
            {title}
          </h3>
          <dl className="mt-3 flex flex-wrap gap-2 text-sm">
            <div>
              <dt className="sr-only">{t('openings.typeLabel')}</dt>
              <dd className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1 font-medium text-primary-soft-fg">
                <BriefcaseIcon size={15} />
                {t('openings.fullTime')}
              </dd>
            </div>
            {location ? (
              <div>
                <dt className="sr-only">{t('openings.locationLabel')}</dt>
                <dd className="inline-flex items-center gap-1.5 rounded-full bg-surface-muted px-3 py-1 font-medium text-fg-muted ring-1 ring-line">
                  <MapPinIcon size={15} />
                  {location}
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
        {email ? (
          <a
            href={applyHref(email, t('openings.subject', { position: title }))}
            className={buttonClasses({ className: 'shrink-0 print:hidden' })}
          >
            <MailIcon size={18} />
            {t('openings.apply')}
            <span className="sr-only"> {t('openings.applyFor', { position: title })}</span>
          </a>
        ) : null}
      </div>

      <p className="mt-5 max-w-3xl text-base leading-7 text-fg-muted">{t(`${role}.summary`)}</p>

      <div className="mt-6 grid gap-6 border-t border-line pt-6 md:grid-cols-2 md:gap-10">
        <Requirements
          id={`${opening.id}-responsibilities`}
          title={t('openings.responsibilitiesTitle')}
          items={t(`${role}.responsibilities`, { returnObjects: true }) as unknown as string[]}
        />
        <Requirements
          id={`${opening.id}-requirements`}
          title={t('openings.requirementsTitle')}
          items={t(`${role}.requirements`, { returnObjects: true }) as unknown as string[]}
        />
      </div>
    </article>
  );
}
