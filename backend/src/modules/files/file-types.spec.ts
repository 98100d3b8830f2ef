import { cleanFileName, contentDisposition, detectContentType } from './file-types';

const zipWith = (...names: string[]) =>
  Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.alloc(26),
    ...names.map((name) => Buffer.from(name, 'latin1')),
  ]);

describe('detectContentType', () => {
  it.each([
    ['PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'image/png'],
    ['JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0]), 'image/jpeg'],
    ['GIF', Buffer.from('GIF89a\x01\x00', 'latin1'), 'image/gif'],
    ['WebP', Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'), 'image/webp'],
    ['PDF', Buffer.from('%PDF-1.7\n', 'latin1'), 'application/pdf'],
    ['zip', zipWith('photos/a.jpg'), 'application/zip'],
    [
      'docx',
      zipWith('[Content_Types].xml', 'word/document.xml'),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'xlsx',
      zipWith('[Content_Types].xml', 'xl/workbook.xml'),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    [
      'pptx',
      zipWith('[Content_Types].xml', 'ppt/presentation.xml'),
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
    ['UTF-8 text', Buffer.from('Hola, ¿qué tal? ✓\n'), 'text/plain; charset=utf-8'],
  ])('recognises %s by its content', (_name, content, type) => {
    expect(detectContentType(content)).toBe(type);
  });

  it.each([
    ['an executable', Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1')],
    ['an ELF binary', Buffer.from('\x7fELF\x02\x01\x01\x00', 'latin1')],
    ['text with NUL bytes', Buffer.from('abc\x00def', 'latin1')],
    ['invalid UTF-8', Buffer.from([0x61, 0xc3, 0x28])],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s', (_name, content) => {
    expect(detectContentType(content)).toBeNull();
  });
});

describe('file names', () => {
  it('keeps only the last path segment, without control characters or quotes', () => {
    expect(cleanFileName('C:\\Users\\me\\"evil"\r\n.pdf')).toBe('evil.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('')).toBe('file');
  });

  it('words Content-Disposition with an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition("Año (final)'s.pdf")).toBe(
      `attachment; filename="A_o (final)'s.pdf"; filename*=UTF-8''A%C3%B1o%20%28final%29%27s.pdf`,
    );
    expect(contentDisposition('logo.png', true)).toMatch(/^inline; /);
  });
});
