import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';

import { Auth, CurrentUser, RequiresScope } from '../auth/auth.decorators';
import type { User } from '../auth/entities/user.entity';
import { MultipartFiles, type UploadedPart } from '../files/multipart-upload.interceptor';
import { UploadedParts } from '../files/uploaded-parts.decorator';
import { ParseIdPipe } from '../../platform/http/parse-id.pipe';
import { RateLimitAccount } from '../../platform/rate-limit/account-rate-limit.guard';
import {
  CommentsPageDto,
  FilesPageDto,
  ProjectCommentDto,
  ProjectDetailDto,
  ProjectsPageDto,
  UpdatesPageDto,
} from './dto/portal-project.dto';
import { CreateCommentForm, CreateCommentRequest } from './dto/project-requests.dto';
import { PageQuery } from '../../platform/http/pagination';
import { PortalProjectsService } from './portal-projects.service';

const NOT_FOLLOWED = "No such project, or another client's (never told apart)";

@ApiTags('portal')
@Controller('user/projects')
@Auth()
export class PortalProjectsController {
  constructor(private readonly projects: PortalProjectsService) {}

  @Get()
  @RequiresScope('projects:read')
  @ApiOkResponse({ type: ProjectsPageDto, description: "The user's own projects, newest first" })
  @ApiBadRequestResponse({ description: 'limit or cursor is not valid' })
  list(@CurrentUser() user: User, @Query() query: PageQuery): Promise<ProjectsPageDto> {
    return this.projects.list(user, query);
  }

  @Get(':id')
  @RequiresScope('projects:read')
  @ApiOkResponse({ type: ProjectDetailDto })
  @ApiBadRequestResponse({ description: 'The id is not a positive whole number' })
  @ApiNotFoundResponse({ description: NOT_FOLLOWED })
  detail(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() user: User,
  ): Promise<ProjectDetailDto> {
    return this.projects.detail(id, user);
  }

  @Get(':id/updates')
  @RequiresScope('projects:read')
  @ApiOkResponse({ type: UpdatesPageDto, description: 'Visible updates, newest first' })
  @ApiBadRequestResponse({ description: 'The id, limit or cursor is not valid' })
  @ApiNotFoundResponse({ description: NOT_FOLLOWED })
  updates(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() user: User,
    @Query() query: PageQuery,
  ): Promise<UpdatesPageDto> {
    return this.projects.updates(id, user, query);
  }

  @Get(':id/comments')
  @RequiresScope('projects:read')
  @ApiOkResponse({ type: CommentsPageDto, description: 'The conversation, newest first' })
  @ApiBadRequestResponse({ description: 'The id, limit or cursor is not valid' })
  @ApiNotFoundResponse({ description: NOT_FOLLOWED })
  comments(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() user: User,
    @Query() query: PageQuery,
  ): Promise<CommentsPageDto> {
    return this.projects.comments(id, user, query);
  }

  @Get(':id/files')
  @RequiresScope('projects:read')
  @ApiOkResponse({
    type: FilesPageDto,
    description: "The files of the project's visible updates and of its comments, newest first",
  })
  @ApiBadRequestResponse({ description: 'The id, limit or cursor is not valid' })
  @ApiNotFoundResponse({ description: NOT_FOLLOWED })
  files(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() user: User,
    @Query() query: PageQuery,
  ): Promise<FilesPageDto> {
    return this.projects.projectFiles(id, user, query);
  }

  @Post(':id/comments')
  @HttpCode(201)
  @RateLimitAccount('comment', 'upload')
  @UseInterceptors(MultipartFiles('files', 5))
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({ type: CreateCommentForm })
  @ApiCreatedResponse({ type: ProjectCommentDto })
  @ApiBadRequestResponse({ description: 'Empty or too long text, or an unreadable upload' })
  @ApiNotFoundResponse({ description: NOT_FOLLOWED })
  @ApiPayloadTooLargeResponse({ description: 'A file is larger than 10 MB' })
  @ApiUnsupportedMediaTypeResponse({ description: 'A file is not of an allowed type' })
  @ApiTooManyRequestsResponse({
    description: 'Too many comments or uploaded megabytes from this account lately (Retry-After)',
  })
  addComment(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() user: User,
    @Body() body: CreateCommentRequest,
    @UploadedParts() files: UploadedPart[],
  ): Promise<ProjectCommentDto> {
    return this.projects.addComment(id, user, body.content, files);
  }
}
