import { Controller, Get, Param, Post, Query, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';

import { Auth, CurrentUser } from '../auth/auth.decorators';
import type { User } from '../auth/entities/user.entity';
import { MultipartFiles, type UploadedPart } from '../files/multipart-upload.interceptor';
import { UploadedParts } from '../files/uploaded-parts.decorator';
import { ParseIdPipe } from '../../platform/http/parse-id.pipe';
import {
  AdminProjectDto,
  AdminProjectsPageDto,
  AdminProjectsQuery,
  ClientLookupQuery,
  ClientOptionsPageDto,
  GalleryImageDto,
  GalleryImageForm,
} from './dto/admin-project.dto';
import { ProjectEditorService } from './project-editor.service';

/** The admin panel's Projects section: every project, one project whole, gallery uploads. */
@ApiTags('admin')
@Controller('admin/projects')
@Auth('admin')
export class AdminProjectListController {
  constructor(private readonly editor: ProjectEditorService) {}

  @Get()
  @ApiOkResponse({ type: AdminProjectsPageDto, description: 'Every project, archived ones too' })
  @ApiBadRequestResponse({ description: 'A filter, sort, limit or cursor is not valid' })
  list(@Query() query: AdminProjectsQuery): Promise<AdminProjectsPageDto> {
    return this.editor.list(query);
  }

  /** Declared before `:id` so that the word is not read as an id. */
  @Get('clients')
  @ApiOkResponse({
    type: ClientOptionsPageDto,
    description: 'Client accounts to pick for a project, by username',
  })
  @ApiBadRequestResponse({ description: 'q, limit or cursor is not valid' })
  clients(@Query() query: ClientLookupQuery): Promise<ClientOptionsPageDto> {
    return this.editor.clients(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminProjectDto })
  @ApiBadRequestResponse({ description: 'The id is not a positive whole number' })
  @ApiNotFoundResponse({ description: 'Project not found' })
  detail(@Param('id', ParseIdPipe) id: number): Promise<AdminProjectDto> {
    return this.editor.detail(id);
  }

  @Post(':id/images')
  @UseInterceptors(MultipartFiles('file', 1))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: GalleryImageForm })
  @ApiCreatedResponse({ type: GalleryImageDto, description: 'Stored; not in the gallery yet' })
  @ApiBadRequestResponse({ description: 'The id is not valid, or no file was sent' })
  @ApiNotFoundResponse({ description: 'Project not found' })
  @ApiConflictResponse({ description: 'The project is archived' })
  @ApiPayloadTooLargeResponse({ description: 'The image is larger than 10 MB' })
  @ApiUnsupportedMediaTypeResponse({ description: 'Not a PNG, JPEG, GIF or WebP image' })
  uploadImage(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() user: User,
    @UploadedParts() parts: UploadedPart[],
  ): Promise<GalleryImageDto> {
    return this.editor.uploadImage(id, user, parts);
  }
}
