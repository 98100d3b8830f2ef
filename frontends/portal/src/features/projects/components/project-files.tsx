import { useTranslation } from '@terrabridge/i18n';
import { DownloadIcon, Skeleton } from '@terrabridge/ui/parts';
import { type FilesPage, fetchFilesPage, type useProjectFiles } from '../project-api';
import { asLanguage, formatDate, formatSize, isImage } from '../project-format';
import { useOlderPages } from '../use-older-pages';
import { OlderPagesButton } from './older-pages-button';

/** Every file of the project's updates and comments, newest first. */
export function ProjectFiles({
  projectId,
  files,
}: {
  projectId: number;
  files: ReturnType<typeof useProjectFiles>;
}) {
  const { t } = useTranslation('portal');
  if (files.isPending) return <Skeleton className="h-16 rounded-xl" />;
  if (files.isError) return <p className="text-sm text-danger">{t('project.filesFailed')}</p>;
  if (files.data.items.length === 0) {
    return <p className="text-sm text-fg-muted">{t('project.noFiles')}</p>;
  }
  return <FileList projectId={projectId} newest={files.data} />;
}

function FileList({ projectId, newest }: { projectId: number; newest: FilesPage }) {
  const { t, i18n } = useTranslation('portal');
  const language = asLanguage(i18n.language);
  const pages = useOlderPages(newest, (cursor) => fetchFilesPage(projectId, cursor));
  return (
    <div className="grid gap-3">
      <ul className="divide-y divide-line rounded-xl border border-line">
        {pages.items.map((file) => (
          <li key={file.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
            {isImage(file.contentType) ? (
              <img
                src={`${file.url}?inline=1`}
                alt=""
                loading="lazy"
                className="size-10 rounded-md bg-surface-muted object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-md bg-surface-muted text-fg-muted"
              >
                <DownloadIcon size={16} />
              </span>
            )}
            <span className="min-w-0 flex-1">
              <a
                href={file.url}
                download={file.name}
                className="block truncate font-medium text-link underline-offset-2 hover:underline"
              >
                {file.name}
              </a>
              <span className="text-xs text-fg-muted">
                {[
                  formatSize(file.size, language),
                  file.uploadedBy?.name,
                  formatDate(file.createdAt, language),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <OlderPagesButton pages={pages} label={t('project.moreFiles')} />
    </div>
  );
}
