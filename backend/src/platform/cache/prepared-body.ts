import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Bodies smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

export type BodyEncoding = 'br' | 'gzip';

/**
 * A text answer prepared once: the bytes, their weak ETag and, on first demand, their gzip and
 * brotli encodings. Values kept by the public cache (and pages kept by the page cache) are the
 * same objects until a write replaces them, so each is tagged and compressed once however often
 * it is read.
 */
export class PreparedBody {
  readonly body: Buffer;
  readonly etag: string;
  private readonly encodings: Partial<Record<BodyEncoding, Buffer>> = {};

  constructor(readonly text: string) {
    this.body = Buffer.from(text);
    this.etag = `W/"${createHash('sha1').update(text).digest('base64url')}"`;
  }

  /** Whether a compressed encoding is worth sending. */
  get compressible(): boolean {
    return this.body.length >= COMPRESS_MIN_BYTES;
  }

  encoded(encoding: BodyEncoding): Buffer {
    let bytes = this.encodings[encoding];
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 9,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
              },
            })
          : gzipSync(this.body, { level: 9 });
      this.encodings[encoding] = bytes;
    }
    return bytes;
  }
}

const prepared = new WeakMap<object, PreparedBody>();

/** The prepared JSON of a value; objects are serialized once and remembered while they live. */
export function prepareJson(value: unknown): PreparedBody {
  if (typeof value !== 'object' || value === null)
    return new PreparedBody(JSON.stringify(value) ?? '');
  let entry = prepared.get(value);
  if (!entry) {
    entry = new PreparedBody(JSON.stringify(value));
    prepared.set(value, entry);
  }
  return entry;
}
