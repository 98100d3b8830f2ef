import { useTranslation } from '@terrabridge/i18n';
import { Button, toast } from '@terrabridge/ui';
import { CopyIcon } from '@terrabridge/ui/parts';

/** Puts `text` on the clipboard, ready to paste into the network. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('portal');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: t('social.card.copied'), variant: 'success' });
    } catch {
      toast({ title: t('social.card.copyFailed'), variant: 'destructive' });
    }
  };
  return (
    <Button variant="outline" size="sm" aria-label={label} onClick={() => void copy()}>
      <CopyIcon size={16} />
      {t('social.card.copy')}
    </Button>
  );
}
