import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';

import { ParseIdPipe } from '../../platform/http/parse-id.pipe';
import { contentDisposition } from '../files/file-types';
import { BlogService } from './blog.service';

@ApiTags('blog')
@Controller('blog/images')
export class BlogImagesController {
  constructor(private readonly blog: BlogService) {}

  @Get(':fileId')
  @ApiProduces('image/png', 'image/jpeg', 'image/gif', 'image/webp')
  @ApiOkResponse({ description: 'The featured image of a public post' })
  @ApiBadRequestResponse({ description: 'The id is not a positive whole number' })
  @ApiNotFoundResponse({ description: 'No public post shows this image' })
  async image(
    @Param('fileId', ParseIdPipe) fileId: number,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const file = await this.blog.publicImage(fileId);
    res.set({
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Content-Disposition': contentDisposition(file.name, true),
      'X-Content-Type-Options': 'nosniff',
      // Short, because unpublishing a post takes its image down with it.
      'Cache-Control': 'public, max-age=300',
      ETag: `"${file.sha256}"`,
    });
    return new StreamableFile(file.content);
  }
}
