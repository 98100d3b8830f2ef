import { createHash } from 'node:crypto';

import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import type { User } from '../auth/entities/user.entity';
import type { Project } from '../projects/entities/project.entity';
import { LocalizedException } from '../../platform/i18n/localized.exception';
import { cleanFileName, detectContentType, isImageType, MAX_FILE_BYTES } from './file-types';
import type { UploadedPart } from './multipart-upload.interceptor';
import { StoredFile } from './stored-file.entity';

/** What a record (an update, a comment) keeps about a file it carries. */
export interface FileAttachment {
  fileId: number;
  name: string;
  url: string;
  contentType: string;
  size: number;
}

@Injectable()
export class FilesService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Checks every upload (size, type from the content) before any is kept, then adds them to `em`
   * for the caller's flush, so a record and its files are saved together or not at all.
   */
  prepare(
    em: EntityManager,
    parts: Pick<UploadedPart, 'originalname' | 'buffer' | 'size'>[],
    owner: User,
    project: Project | null,
    adminOnly = false,
  ): StoredFile[] {
    const checked = parts.map((part) => {
      if (part.size === 0 || part.buffer.length === 0)
        throw new LocalizedException(400, 'files.empty', {
          name: cleanFileName(part.originalname),
        });
      if (part.buffer.length > MAX_FILE_BYTES)
        throw new LocalizedException(413, 'files.tooLarge', { maxMb: MAX_FILE_BYTES / 1048576 });
      const contentType = detectContentType(part.buffer);
      if (!contentType)
        throw new LocalizedException(415, 'files.type.unsupported', {
          name: cleanFileName(part.originalname),
        });
      return { part, contentType };
    });
    return checked.map(({ part, contentType }) =>
      em.create(StoredFile, {
        name: cleanFileName(part.originalname),
        contentType,
        size: part.buffer.length,
        sha256: createHash('sha256').update(part.buffer).digest('hex'),
        content: part.buffer,
        owner,
        project,
        adminOnly,
      }),
    );
  }

  /**
   * An image (PNG, JPEG, GIF or WebP by its content) that belongs to no project, checked like any
   * upload, added to `em` for the caller's flush. Until a record shows it, only admins may read it.
   */
  prepareImage(
    em: EntityManager,
    part: Pick<UploadedPart, 'originalname' | 'buffer' | 'size'>,
    owner: User,
  ): StoredFile {
    const contentType = part.buffer.length > 0 ? detectContentType(part.buffer) : null;
    if (part.buffer.length > 0 && !(contentType && isImageType(contentType)))
      throw new LocalizedException(415, 'files.type.notImage', {
        name: cleanFileName(part.originalname),
      });
    return this.prepare(em, [part], owner, null, true)[0];
  }

  /** A file with its content, whoever asks: the caller decides who may see it. */
  async withContent(id: number): Promise<StoredFile | null> {
    return this.em.fork().findOne(StoredFile, id, { populate: ['content'] as never });
  }

  /** Where a stored file is downloaded (`GET /api/files/{id}`). */
  static url(file: StoredFile): string {
    return `/api/files/${file.id}`;
  }

  /** The reference a record keeps; valid once the file has been flushed (it has an id). */
  static attachment(file: StoredFile): FileAttachment {
    return {
      fileId: file.id,
      name: file.name,
      url: FilesService.url(file),
      contentType: file.contentType,
      size: file.size,
    };
  }

  /**
   * A file with its content for someone who may see the record it belongs to: an admin, the
   * project's client, or (for a file not attached to a project) its uploader. Anyone else is told
   * it does not exist.
   */
  async readable(id: number, user: User): Promise<StoredFile> {
    const file = await this.em
      .fork()
      .findOne(StoredFile, id, { populate: ['content', 'project'] as never });
    if (!file || !mayRead(file, user)) throw new LocalizedException(404, 'files.notFound');
    return file;
  }
}

function mayRead(file: StoredFile, user: User): boolean {
  if (user.role === 'admin') return true;
  if (file.adminOnly) return false;
  if (file.project) return file.project.client?.id === user.id;
  return file.owner?.id === user.id;
}
