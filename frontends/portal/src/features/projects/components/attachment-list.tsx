import { useTranslation } from '@terrabridge/i18n';
import { DownloadIcon } from '@terrabridge/ui/parts';
import type { Attachment } from '../project-api';
import { asLanguage, formatSize, isImage } from '../project-format';

const previewUrl = (url: string) => `${url}${url.includes('?') ? '&' : '?'}inline=1`;

/** Files of an update or a comment: images as previews, every file as a download link. */
export function AttachmentList({ attachments }: { attachments: Attachment[] }) {
  const { t, i18n } = useTranslation('portal');
  if (attachments.length === 0) return null;
  const language = asLanguage(i18n.language);
  return (
    <ul className="mt-3 flex flex-wrap gap-3" aria-label={t('project.attachments')}>
      {attachments.map((file) => (
        <li key={file.url} className="max-w-full">
          <a
            href={file.url}
            download={file.name}
            className="group flex max-w-full flex-col gap-2 rounded-lg border border-line bg-surface p-2 text-sm text-link hover:border-line-strong focus-visible:outline-2 focus-visible:outline-ring"
          >
            {isImage(file.contentType) ? (
              <img
                src={previewUrl(file.url)}
                alt=""
                loading="lazy"
                className="h-28 w-40 max-w-full rounded-md bg-surface-muted object-cover"
              />
            ) : null}
            <span className="flex min-w-0 items-center gap-1.5">
              <DownloadIcon size={14} className="shrink-0" />
              <span className="truncate">{file.name}</span>
              {file.size !== null ? (
                <span className="shrink-0 text-fg-muted">({formatSize(file.size, language)})</span>
              ) : null}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
