import { FileLinks } from '@terrabridge/ui/parts';
import type { ProjectUpdate } from './project-api';

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
 * Files of an update or a message, as the portal shows them, through the files route (admins may
 * read every file of a project).
 */
export function AttachmentList({
  attachments,
  label,
  language,
}: {
  attachments: ProjectUpdate['attachments'];
  label: string;
  language: string;
}) {
  return (
    <FileLinks
      compact
      files={attachments}
      label={label}
      sizeText={(bytes) => size(bytes, language)}
    />
  );
}
