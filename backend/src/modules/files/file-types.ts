/** At most this many bytes per stored file. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

const OOXML: Record<string, string> = {
  'word/': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'xl/': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'ppt/': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

const startsWith = (content: Buffer, signature: number[] | string, offset = 0) => {
  const bytes = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : signature;
  return (
    content.length >= offset + bytes.length &&
    bytes.every((byte, index) => content[offset + index] === byte)
  );
};

/**
 * The type of a file read from its content (magic bytes), or null when it is not one of the
 * allowed kinds: PNG, JPEG, GIF, WebP, PDF, zip (and the office documents that are zip
 * containers), plain UTF-8 text. The name and the type the browser sent are never trusted, so a
 * renamed executable is refused.
 */
export function detectContentType(content: Buffer): string | null {
  if (content.length === 0) return null;
  if (startsWith(content, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(content, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(content, 'GIF87a') || startsWith(content, 'GIF89a')) return 'image/gif';
  if (startsWith(content, 'RIFF') && startsWith(content, 'WEBP', 8)) return 'image/webp';
  if (startsWith(content, '%PDF-')) return 'application/pdf';
  if (
    startsWith(content, [0x50, 0x4b, 0x03, 0x04]) ||
    startsWith(content, [0x50, 0x4b, 0x05, 0x06])
  )
    return officeType(content) ?? 'application/zip';
  if (isPlainText(content)) return 'text/plain; charset=utf-8';
  return null;
}

/** Zip entry names are stored uncompressed, so an office document names its parts in the clear. */
function officeType(content: Buffer): string | null {
  if (!content.includes('[Content_Types].xml', 0, 'latin1')) return null;
  for (const [folder, type] of Object.entries(OOXML))
    if (content.includes(folder, 0, 'latin1')) return type;
  return null;
}

function isPlainText(content: Buffer): boolean {
  if (content.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content);
    return true;
  } catch {
    return false;
  }
}

export function isImageType(contentType: string): boolean {
  return (IMAGE_TYPES as readonly string[]).includes(contentType);
}

const isControl = (char: string) => {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

/** A display name without folders or control characters, at most 200 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((char) => char !== '"' && !isControl(char))
    .join('')
    .trim()
    .slice(0, 200);
  return cleaned || 'file';
}

/** `attachment` (or `inline`) with an ASCII fallback name and the exact name in RFC 5987 form. */
export function contentDisposition(name: string, inline = false): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
