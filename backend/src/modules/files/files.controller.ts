import { Controller, Get, Param, Query, Res, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';

import { Auth, CurrentUser } from '../auth/auth.decorators';
import type { User } from '../auth/entities/user.entity';
import { ParseIdPipe } from '../../platform/http/parse-id.pipe';
import { contentDisposition, isImageType } from './file-types';
import { FilesService } from './files.service';

@ApiTags('files')
@Controller('files')
export class FilesController {
  constructor(private readonly files: FilesService) {}

  @Get(':id')
  @Auth()
  @ApiQuery({
    name: 'inline',
    required: false,
    enum: ['1'],
    description: "'1': an image is served inline for a preview; other files are always downloads",
  })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'The file, with the type detected when it was stored' })
  @ApiBadRequestResponse({ description: 'The id is not a positive whole number' })
  @ApiNotFoundResponse({ description: 'No such file, or one the user may not see' })
  async download(
    @Param('id', ParseIdPipe) id: number,
    @Query('inline') inline: string | undefined,
    @CurrentUser() user: User,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const file = await this.files.readable(id, user);
    const preview = inline === '1' && isImageType(file.contentType);
    res.set({
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Content-Disposition': contentDisposition(file.name, preview),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-cache',
      ETag: `"${file.sha256}"`,
    });
    return new StreamableFile(file.content);
  }
}
