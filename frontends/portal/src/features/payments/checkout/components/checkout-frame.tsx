import { useTranslation } from '@terrabridge/i18n';
import { ArrowLeftIcon, Container, buttonClasses, useDocumentTitle } from '@terrabridge/ui';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { textLinkClasses } from '../../../auth/components/auth-card';

/** The checkout's page: a way back, the title, then what is bought beside how to pay for it. */
export function CheckoutFrame({
  intro,
  back,
  summary,
  children,
}: {
  intro?: string;
  back: { to: string; label: string };
  /** The order summary: first on a phone, in the right column on a wide screen. */
  summary?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('payments');
  useDocumentTitle(t('checkout.documentTitle'));
  const paymentTitle = useId();
  return (
    <Container className="py-10 sm:py-14">
      <Link to={back.to} className={`${textLinkClasses} inline-flex items-center gap-1.5 text-sm`}>
        <ArrowLeftIcon size={16} />
        {back.label}
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-fg sm:text-4xl">
        {t('checkout.title')}
      </h1>
      {intro ? <p className="mt-2 max-w-2xl text-base text-fg-muted">{intro}</p> : null}
      {summary ? (
        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:items-start">
          <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">{summary}</div>
          <section
            aria-labelledby={paymentTitle}
            className="min-w-0 rounded-2xl border border-line bg-surface p-5 shadow-soft sm:p-8 lg:col-start-1 lg:row-start-1"
          >
            <h2 id={paymentTitle} className="text-xl font-bold tracking-tight text-fg">
              {t('methods.title')}
            </h2>
            <div className="mt-5">{children}</div>
          </section>
        </div>
      ) : (
        <div className="mt-8">{children}</div>
      )}
    </Container>
  );
}

/** 'No Service Selected' / 'No Invoices Selected': why there is nothing to pay, and where to go. */
export function CheckoutNotice({
  title,
  prompt,
  action,
}: {
  title: string;
  prompt: string;
  action: { to: string; label: string };
}) {
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-dashed border-line-strong/50 bg-surface-muted px-6 py-12 text-center">
      <h2 className="text-xl font-bold tracking-tight text-fg">{title}</h2>
      <p className="mt-2 text-base text-fg-muted">{prompt}</p>
      <Link to={action.to} className={buttonClasses({ className: 'mt-6' })}>
        {action.label}
      </Link>
    </div>
  );
}
