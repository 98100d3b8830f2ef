import { createReadStream, createWriteStream, renameSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';

export const BACKUP_FORMAT = 'terrabridge-backup';
export const BACKUP_VERSION = 1;

/**
 * A backup file is gzip-compressed JSON, a record per line: the header, the rows of each table in
 * batches (tables in the order they can be restored), the sequences' values, and an end record
 * with every table's row count. The end record is written last, so a file cut short is refused.
 * Rows are PostgreSQL's own JSON of each row (`row_to_json`), which PostgreSQL reads back into the
 * same values (`json_populate_recordset`): stored files' bytes as hex, times with their offset.
 */
export type BackupRecord =
  | BackupHeader
  | { kind: 'rows'; table: string; rows: unknown[] }
  | { kind: 'sequences'; values: Record<string, number> }
  | { kind: 'end'; counts: Record<string, number> };

export interface BackupHeader {
  kind: 'header';
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** The migrations applied to the database backed up: the schema its rows fit. */
  migrations: string[];
  /** Every table, in restore order. */
  tables: string[];
}

/** Writes records to `path` through a temporary file, renamed into place once complete. */
export class BackupWriter {
  private readonly gzip = createGzip();
  private readonly done: Promise<void>;
  private readonly partPath: string;

  constructor(private readonly path: string) {
    this.partPath = `${path}.part`;
    this.done = pipeline(this.gzip, createWriteStream(this.partPath, { mode: 0o600 }));
  }

  async write(record: BackupRecord): Promise<void> {
    if (!this.gzip.write(`${JSON.stringify(record)}\n`)) await once(this.gzip, 'drain');
  }

  async finish(): Promise<void> {
    this.gzip.end();
    await this.done;
    renameSync(this.partPath, this.path);
  }

  /** Leaves nothing behind when the backup failed. */
  async abandon(): Promise<void> {
    this.gzip.destroy();
    await this.done.catch(() => undefined);
    rmSync(this.partPath, { force: true });
  }
}

/** The records of a backup file in order; throws on a file that is not one. */
export async function* readBackup(path: string): AsyncGenerator<BackupRecord> {
  const lines = new PassThrough();
  const decompressing = pipeline(createReadStream(path), createGunzip(), lines);
  let first = true;
  try {
    for await (const line of createInterface({ input: lines, crlfDelay: Infinity })) {
      const record = JSON.parse(line) as BackupRecord;
      if (first) assertHeader(record);
      first = false;
      yield record;
    }
    await decompressing;
  } catch (error) {
    lines.destroy();
    await decompressing.catch(() => undefined);
    if (error instanceof SyntaxError || isZlibError(error)) {
      throw new Error(`${path} is not a complete backup file (${(error as Error).message})`);
    }
    throw error;
  }
  if (first) throw new Error(`${path} is empty: not a backup file`);
}

function assertHeader(record: BackupRecord): asserts record is BackupHeader {
  const header = record as Partial<BackupHeader>;
  if (header.kind !== 'header' || header.format !== BACKUP_FORMAT) {
    throw new Error('Not a TerraBridge backup file');
  }
  if (header.version !== BACKUP_VERSION) {
    throw new Error(
      `Backup format version ${String(header.version)} is not supported (this build reads ${BACKUP_VERSION})`,
    );
  }
}

function isZlibError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  return code.startsWith('Z_') || code === 'ERR_STREAM_PREMATURE_CLOSE';
}
