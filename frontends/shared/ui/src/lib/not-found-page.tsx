import { useTranslation } from '@terrabridge/i18n';
import { Link } from 'react-router-dom';
import { buttonClasses } from './button';
import { Container } from './container';
import { ArrowLeftIcon, CompassIcon } from './icons';
import { useDocumentTitle } from './use-document-title';

/** The page for any unknown path, used by the shell and inside every remote. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('notFound.title'), false);

  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <span
        aria-hidden="true"
        className="relative flex size-24 items-center justify-center rounded-full bg-primary-soft text-primary-soft-fg ring-8 ring-primary-soft/40"
      >
        <CompassIcon size={44} strokeWidth={1.5} />
      </span>
      <h1 className="mt-10 text-3xl font-bold tracking-tight text-fg sm:text-4xl">
        {t('notFound.title')}
      </h1>
      <p className="mt-4 max-w-md text-base text-fg-muted">{t('notFound.description')}</p>
      <Link to="/" className={buttonClasses({ size: 'lg', className: 'mt-10' })}>
        <ArrowLeftIcon size={18} />
        {t('notFound.home')}
      </Link>
    </Container>
  );
}
