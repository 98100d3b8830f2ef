import { useTranslation } from '@terrabridge/i18n';
import { Button } from '@terrabridge/ui';
import { Dialog } from '@terrabridge/ui/parts';
import { useState } from 'react';

/** The recovery codes, shown this once, with ways to keep them: copy or download. */
export function RecoveryCodesDialog({ codes, onClose }: { codes: string[]; onClose: () => void }) {
  const { t } = useTranslation('portal');
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;

  const copy = async () => {
    await navigator.clipboard?.writeText(text);
    setCopied(true);
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = t('twoFactor.settings.fileName');
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Dialog
      open
      title={t('twoFactor.settings.codesTitle')}
      description={t('twoFactor.settings.codesIntro')}
      closeLabel={t('twoFactor.settings.close')}
      onClose={onClose}
    >
      <ol
        data-testid="recovery-codes"
        className="grid grid-cols-1 gap-2 rounded-lg bg-surface-muted p-4 font-mono text-sm text-fg sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? t('twoFactor.settings.copied') : t('twoFactor.settings.copy')}
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          {t('twoFactor.settings.download')}
        </Button>
        <Button type="button" onClick={onClose}>
          {t('twoFactor.settings.done')}
        </Button>
      </div>
    </Dialog>
  );
}
