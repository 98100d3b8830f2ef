import { DownloadIcon } from '@terrabridge/ui/parts';
import type { ProjectUpdate } from './project-api';

type Attachment = ProjectUpdate['attachments'][number];

const previewUrl = (url: string) => `${url}${url.includes('?') ? '&' : '?'}inline=1`;

/** Whole kilobytes or megabytes in the language's digits. */
function size(bytes: number, language: string): string {
  const mb = bytes >= 1024 * 1024;
  const value = mb ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024));
  const text = new Intl.NumberFormat(language.startsWith('es') ? 'es' : 'en', {
    maximumFractionDigits: mb ? 1 : 0,
  }).format(value);
  return `${text} ${mb ? 'MB' : 'KB'}`;
}

/**
 * Files of an update or a message: images as previews, every file as a download link through the
 * files route (admins may read every file of a project).
 */
export function AttachmentList({
  attachments,
  label,
  language,
}: {
  attachments: Attachment[];
  label: string;
  language: string;
}) {
  if (attachments.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label={label}>
      {attachments.map((file) => (
        <li key={file.url} className="max-w-full">
          <a
            href={file.url}
            download={file.name}
            className="flex max-w-full flex-col gap-1.5 rounded-md border border-line bg-surface p-2 text-sm text-link hover:border-line-strong focus-visible:outline-2 focus-visible:outline-ring"
          >
            {file.contentType?.startsWith('image/') ? (
              <img
                src={previewUrl(file.url)}
                alt=""
                loading="lazy"
                className="h-20 w-32 max-w-full rounded bg-surface-muted object-cover"
              />
            ) : null}
            <span className="flex min-w-0 items-center gap-1.5">
              <DownloadIcon size={14} className="shrink-0" />
              <span className="truncate">{file.name}</span>
              {file.size != null ? (
                <span className="shrink-0 text-fg-muted">({size(file.size, language)})</span>
              ) : null}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
