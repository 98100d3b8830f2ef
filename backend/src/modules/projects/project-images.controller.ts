import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';

import { contentDisposition } from '../files/file-types';
import { ParseIdPipe } from '../../platform/http/parse-id.pipe';
import { ProjectEditorService } from './project-editor.service';

/** Gallery images are part of the public portfolio: served to anyone while the project is. */
@ApiTags('projects')
@Controller('projects/:id/images')
export class ProjectImagesController {
  constructor(private readonly editor: ProjectEditorService) {}

  @Get(':fileId')
  @ApiProduces('image/png', 'image/jpeg', 'image/gif', 'image/webp')
  @ApiOkResponse({ description: 'The image' })
  @ApiBadRequestResponse({ description: 'An id is not a positive whole number' })
  @ApiNotFoundResponse({ description: 'Not an image of a public project gallery' })
  async image(
    @Param('id', ParseIdPipe) id: number,
    @Param('fileId', ParseIdPipe) fileId: number,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const file = await this.editor.publicImage(id, fileId);
    res.set({
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Content-Disposition': contentDisposition(file.name, true),
      'X-Content-Type-Options': 'nosniff',
      // Revalidated, so that an image taken out of the gallery stops being served.
      'Cache-Control': 'public, no-cache',
      ETag: `"${file.sha256}"`,
    });
    return new StreamableFile(file.content);
  }
}
