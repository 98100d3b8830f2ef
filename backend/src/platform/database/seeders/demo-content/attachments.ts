import { crc32, deflateSync } from 'node:zlib';

/** A file the team attached to a demo project update. */
export interface DemoFile {
  name: string;
  content: Buffer;
}

type Rgb = readonly [number, number, number];

/** A flat-colour rectangle of the preview: x, y, width, height, colour. */
type Box = readonly [number, number, number, number, Rgb];

const SAND: Rgb = [244, 241, 234];
const FOREST: Rgb = [47, 93, 80];
const WHITE: Rgb = [255, 255, 255];
const MINT: Rgb = [220, 239, 227];
const STONE: Rgb = [200, 196, 186];

/** A phone-sized sketch of the assistant's chat: header, three bubbles and the input bar. */
const CHAT_PREVIEW: { width: number; height: number; boxes: Box[] } = {
  width: 240,
  height: 400,
  boxes: [
    [0, 0, 240, 44, FOREST],
    [16, 64, 150, 48, WHITE],
    [74, 128, 150, 36, MINT],
    [16, 180, 170, 64, WHITE],
    [74, 260, 150, 36, MINT],
    [0, 352, 240, 48, STONE],
    [12, 362, 170, 28, WHITE],
    [192, 362, 36, 28, FOREST],
  ],
};

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/** Draws the chat sketch as an 8-bit RGB PNG, built in memory so seeding reads no files. */
export function chatPreviewPng(): Buffer {
  const { width, height, boxes } = CHAT_PREVIEW;
  const stride = width * 3 + 1;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const box = boxes.findLast(
        ([bx, by, bw, bh]) => x >= bx && x < bx + bw && y >= by && y < by + bh,
      );
      const [r, g, b] = box ? box[4] : SAND;
      pixels.set([r, g, b], y * stride + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const pdfText = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);

/** A one-page A4 PDF with a title and lines of text in Helvetica (Latin-1 characters only). */
export function simplePdf(title: string, lines: string[]): Buffer {
  const stream = [
    'BT /F1 18 Tf 56 780 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf 0 -32 Td 16 TL',
    ...lines.map((line) => `(${pdfText(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(pdf, 'latin1');
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** The approved sample dialogues, attached to the update that announced them. */
export function sampleConversationsPdf(): DemoFile {
  return {
    name: 'trail-guide-sample-conversations.pdf',
    content: simplePdf('Trail Guide: approved sample conversations', [
      'Customer: Which tent should I take for two people on the Art Loeb Trail?',
      'Trail Guide: For two people and three nights, the Ridgeline 2 ultralight tent',
      'packs to 1.6 kg and sets up in three minutes. It is in stock in Charlotte.',
      '',
      'Cliente: ¿Cuándo llega mi pedido 10482?',
      'Trail Guide: Tu pedido sale hoy de Charlotte y llega a Montevideo en 6 días hábiles.',
      '',
      'Customer: My boots leak after two hours in the rain. Can you help?',
      'Trail Guide: I am passing you to Dana from the store team, with this conversation',
      'attached, so you do not have to explain it again.',
      '',
      'Approved by Sarah Mitchell and the TerraBridge Digital team.',
    ]),
  };
}

/** A first look at the assistant, attached to the latest update. */
export function chatPreviewImage(): DemoFile {
  return { name: 'trail-guide-chat-preview.png', content: chatPreviewPng() };
}
