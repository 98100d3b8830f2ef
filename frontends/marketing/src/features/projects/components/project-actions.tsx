import { Button, buttonClasses, toast } from '@terrabridge/ui';
import { DownloadIcon, ShareIcon } from '@terrabridge/ui/parts';
import { useTranslation } from '@terrabridge/i18n';
import { Link } from 'react-router-dom';

/**
 * Share (the system share sheet where the browser has one, else the link is copied), Download
 * Case Study (the print dialog: the page prints as a clean case study and can be saved as a PDF)
 * and Request Similar Service (the contact page).
 */
export function ProjectActions({ title }: { title: string }) {
  const { t } = useTranslation('projects');

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: t('detail.shareText'), url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to report.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({
        title: t('detail.linkCopied'),
        description: t('detail.linkCopiedDescription'),
        variant: 'success',
      });
    } catch {
      toast({
        title: t('detail.copyFailed'),
        description: t('detail.copyFailedDescription'),
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="flex flex-col gap-3 print:hidden">
      <Link to="/contact" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
        {t('detail.requestSimilar')}
      </Link>
      <Button variant="outline" size="lg" className="w-full" onClick={() => void share()}>
        <ShareIcon size={18} />
        {t('detail.share')}
      </Button>
      <Button
        variant="outline"
        size="lg"
        className="w-full"
        title={t('detail.downloadHint')}
        onClick={() => window.print()}
      >
        <DownloadIcon size={18} />
        {t('detail.downloadCaseStudy')}
      </Button>
    </div>
  );
}
