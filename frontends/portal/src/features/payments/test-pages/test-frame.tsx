import { useTranslation } from '@terrabridge/i18n';
import { Container, useDocumentTitle } from '@terrabridge/ui';
import type { ReactNode } from 'react';

/** The frame of the test and diagnostics pages: a title, what the page is for, and its amount. */
export function TestFrame({
  documentTitle,
  title,
  intro,
  amount,
  children,
  footer,
}: {
  documentTitle: string;
  title: string;
  intro: string;
  amount?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation('payments');
  useDocumentTitle(documentTitle);
  return (
    <Container className="flex justify-center py-12 sm:py-16">
      <div className="w-full max-w-2xl">
        <div className="rounded-3xl border border-line bg-surface p-6 shadow-soft sm:p-10">
          <div className="flex flex-wrap items-start justify-between gap-4">
            <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{title}</h1>
            {amount ? (
              <p className="rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-primary-soft-fg tabular-nums">
                <span className="sr-only">{t('test.amountLabel')}: </span>
                {amount}
              </p>
            ) : null}
          </div>
          <p className="mt-2 text-base leading-7 text-fg-muted">{intro}</p>
          <div className="mt-8">{children}</div>
        </div>
        {footer ? <div className="mt-6 text-center text-sm">{footer}</div> : null}
      </div>
    </Container>
  );
}
