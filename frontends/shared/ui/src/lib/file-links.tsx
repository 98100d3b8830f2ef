import { DownloadIcon } from './page-icons';

/** A file a record carries, as the API lists it (served at `url`). */
export interface FileLink {
  name: string;
  url: string;
  contentType: string | null;
  size: number | null;
}

const previewUrl = (url: string) => `${url}${url.includes('?') ? '&' : '?'}inline=1`;

/**
 * Files of an update or a message: images as previews, every file as a download link. The portal
 * and the admin panel show a record's files alike; `sizeText` writes a size in the page language.
 */
export function FileLinks({
  files,
  label,
  sizeText,
  compact = false,
}: {
  files: readonly FileLink[];
  label: string;
  sizeText: (bytes: number) => string;
  compact?: boolean;
}) {
  if (files.length === 0) return null;
  return (
    <ul
      className={compact ? 'mt-2 flex flex-wrap gap-2' : 'mt-3 flex flex-wrap gap-3'}
      aria-label={label}
    >
      {files.map((file) => (
        <li key={file.url} className="max-w-full">
          <a
            href={file.url}
            download={file.name}
            className="group flex max-w-full flex-col gap-2 rounded-lg border border-line bg-surface p-2 text-sm text-link hover:border-line-strong focus-visible:outline-2 focus-visible:outline-ring"
          >
            {file.contentType?.startsWith('image/') ? (
              <img
                src={previewUrl(file.url)}
                alt=""
                loading="lazy"
                className={
                  compact
                    ? 'h-20 w-32 max-w-full rounded-md bg-surface-muted object-cover'
                    : 'h-28 w-40 max-w-full rounded-md bg-surface-muted object-cover'
                }
              />
            ) : null}
            <span className="flex min-w-0 items-center gap-1.5">
              <DownloadIcon size={14} className="shrink-0" />
              <span className="truncate">{file.name}</span>
              {file.size !== null ? (
                <span className="shrink-0 text-fg-muted">({sizeText(file.size)})</span>
              ) : null}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
