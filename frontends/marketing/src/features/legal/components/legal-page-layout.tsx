import { Container, MailIcon, buttonClasses, useDocumentTitle } from '@terrabridge/ui';
import { CalendarIcon, PrinterIcon } from '@terrabridge/ui/parts';
import { useTranslation } from '@terrabridge/i18n';
import { Link } from 'react-router-dom';
import {
  LEGAL_LAST_UPDATED,
  type LegalBlock,
  type LegalDocumentKey,
  type LegalDocumentText,
  formatLegalDate,
} from '../legal-document';
import { RichText } from './rich-text';
import { TableOfContents } from './table-of-contents';

const DOCUMENT_PATHS: Record<LegalDocumentKey, string> = {
  privacy: '/privacy-policy',
  terms: '/terms-service',
  cookies: '/cookie-policy',
};

function Block({ block, id }: { block: LegalBlock; id: string }) {
  if (typeof block === 'string') {
    return (
      <p>
        <RichText text={block} />
      </p>
    );
  }
  if ('list' in block) {
    return (
      <ul className="list-disc space-y-2 pl-5 marker:text-primary">
        {block.list.map((item) => (
          <li key={item} className="pl-1">
            <RichText text={item} />
          </li>
        ))}
      </ul>
    );
  }
  if ('subheading' in block) {
    return <h3 className="pt-2 text-lg font-semibold text-fg">{block.subheading}</h3>;
  }
  const { caption, columns, rows } = block.table;
  const captionId = `${id}-table`;
  return (
    // Phones read each row as a card, every value under its column's name; wider screens get
    // the table, scrolled sideways when it does not fit (the region is focusable so keyboards
    // can scroll it too).
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="rounded-xl border border-line focus-visible:outline-2 focus-visible:outline-ring sm:overflow-x-auto print:overflow-visible"
    >
      <table className="block w-full border-collapse text-left text-sm leading-6 sm:table sm:min-w-[38rem] print:min-w-0">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="sr-only bg-surface-muted text-fg sm:not-sr-only sm:table-header-group">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block sm:table-row-group">
          {rows.map(([name, ...cells]) => (
            <tr
              key={name}
              className="block border-line px-4 py-3 align-top not-first:border-t sm:table-row sm:border-t sm:p-0"
            >
              <th
                scope="row"
                className="block py-1 font-semibold text-fg sm:table-cell sm:px-4 sm:py-3"
              >
                <code className="rounded bg-surface-muted px-1.5 py-0.5 font-mono text-[0.8125rem] whitespace-nowrap">
                  {name}
                </code>
              </th>
              {cells.map((cell, index) => (
                <td key={index} className="block py-1 sm:table-cell sm:px-4 sm:py-3">
                  {/* The column's name, for the card layout; the table's header names it for
                      screen readers, so it is not read twice. */}
                  <span
                    aria-hidden="true"
                    className="block text-xs font-semibold tracking-wide text-fg uppercase sm:hidden"
                  >
                    {columns[index + 1]}
                  </span>
                  <RichText text={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The frame of the privacy, terms and cookie pages: a hero with the title and the date of the
 * last revision, a table of contents, numbered sections at a readable width and a contact card.
 */
export function LegalPageLayout({ documentKey }: { documentKey: LegalDocumentKey }) {
  const { t, i18n } = useTranslation('legal');
  const doc = t(documentKey, { returnObjects: true }) as unknown as LegalDocumentText;
  useDocumentTitle(doc.title);

  const sections = Object.entries(doc.sections);
  const updated = formatLegalDate(LEGAL_LAST_UPDATED, i18n.language);
  const others = (Object.keys(DOCUMENT_PATHS) as LegalDocumentKey[]).filter(
    (key) => key !== documentKey,
  );

  return (
    <article aria-labelledby="legal-title" className="pb-20 lg:pb-28">
      <div className="relative isolate overflow-hidden border-b border-line bg-surface-muted/60 print:border-0 print:bg-transparent">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_60%_80%_at_15%_0%,color-mix(in_srgb,var(--tb-ring)_16%,transparent),transparent)] print:hidden"
        />
        <Container className="py-14 sm:py-18 lg:py-20 print:py-0">
          <p className="text-sm font-semibold tracking-[0.14em] text-primary-soft-fg uppercase">
            {t('common.eyebrow')}
          </p>
          <h1
            id="legal-title"
            className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-fg sm:text-5xl"
          >
            {doc.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-fg-muted">
            <RichText text={doc.summary} />
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <p className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-3.5 py-1.5 text-sm text-fg-muted shadow-sm">
              <CalendarIcon size={16} className="text-primary" />
              <span>
                {t('common.updated')}{' '}
                <time dateTime={LEGAL_LAST_UPDATED} className="font-semibold text-fg">
                  {updated}
                </time>
              </span>
            </p>
            <button
              type="button"
              onClick={() => window.print()}
              className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'print:hidden' })}
            >
              <PrinterIcon size={16} />
              {t('common.print')}
            </button>
          </div>
        </Container>
      </div>

      <Container className="mt-10 grid gap-10 lg:mt-14 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14 xl:grid-cols-[17rem_minmax(0,1fr)] xl:gap-20 print:mt-6 print:block">
        <aside className="lg:sticky lg:top-24 lg:self-start print:hidden">
          <TableOfContents
            entries={sections.map(([id, section]) => ({ id, title: section.title }))}
          />
        </aside>

        <div className="max-w-[68ch] min-w-0 print:max-w-none">
          {sections.map(([id, section], index) => (
            <section
              key={id}
              id={id}
              aria-labelledby={`${id}-title`}
              className="scroll-mt-24 border-t border-line pt-9 pb-9 first:border-t-0 first:pt-0 md:scroll-mt-32 lg:scroll-mt-24 print:break-inside-auto"
            >
              <h2
                id={`${id}-title`}
                className="flex gap-3 text-2xl font-bold tracking-tight text-fg print:break-after-avoid"
              >
                <span className="text-primary tabular-nums">{index + 1}.</span>{' '}
                <span>{section.title}</span>
              </h2>
              <div className="mt-4 space-y-4 text-base leading-7 text-fg-muted">
                {section.body.map((block, blockIndex) => (
                  <Block key={blockIndex} block={block} id={`${id}-${blockIndex}`} />
                ))}
              </div>
            </section>
          ))}

          <aside
            aria-labelledby="legal-contact-title"
            className="mt-4 flex flex-col gap-4 rounded-2xl border border-line bg-surface p-6 shadow-soft sm:flex-row sm:items-start sm:p-7 print:shadow-none"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-fg">
              <MailIcon size={22} />
            </span>
            <div>
              <h2 id="legal-contact-title" className="text-lg font-semibold text-fg">
                {t('common.contactTitle')}
              </h2>
              <p className="mt-2 text-sm leading-6 text-fg-muted">
                <RichText text={t('common.contactBody')} />
              </p>
            </div>
          </aside>

          <nav aria-labelledby="legal-related-title" className="mt-10 print:hidden">
            <h2 id="legal-related-title" className="text-sm font-semibold text-fg">
              {t('common.relatedTitle')}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-3">
              {others.map((key) => (
                <li key={key}>
                  <Link
                    to={DOCUMENT_PATHS[key]}
                    className={buttonClasses({ variant: 'outline', size: 'sm' })}
                  >
                    {t(`${key}.title`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </Container>
    </article>
  );
}
