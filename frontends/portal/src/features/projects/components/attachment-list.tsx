import { useTranslation } from '@terrabridge/i18n';
import { FileLinks } from '@terrabridge/ui/parts';
import type { Attachment } from '../project-api';
import { asLanguage, formatSize } from '../project-format';

/** Files of an update or a comment: images as previews, every file as a download link. */
export function AttachmentList({ attachments }: { attachments: Attachment[] }) {
  const { t, i18n } = useTranslation('portal');
  const language = asLanguage(i18n.language);
  return (
    <FileLinks
      files={attachments}
      label={t('project.attachments')}
      sizeText={(bytes) => formatSize(bytes, language)}
    />
  );
}
