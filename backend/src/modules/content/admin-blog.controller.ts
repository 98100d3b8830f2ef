import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';

import { Audited } from '../../platform/audit/audited.decorator';
import { ParseIdPipe } from '../../platform/http/parse-id.pipe';
import { renderMarkdown } from '../../platform/markdown/markdown';
import { Auth, CurrentUser } from '../auth/auth.decorators';
import type { User } from '../auth/entities/user.entity';
import { MultipartFiles, type UploadedPart } from '../files/multipart-upload.interceptor';
import { UploadedParts } from '../files/uploaded-parts.decorator';
import { AdminBlogService } from './admin-blog.service';
import {
  AdminBlogPostDto,
  AdminBlogPostsPageDto,
  BlogBodyPreviewDto,
  BlogImageDto,
} from './dto/admin-blog-post.dto';
import {
  AdminBlogPostsQuery,
  BlogImageForm,
  CreateBlogPostRequest,
  PreviewBlogBodyRequest,
  UpdateBlogPostRequest,
} from './dto/admin-blog-requests.dto';

@ApiTags('admin')
@Controller('admin/blog-posts')
@Auth('admin')
@ApiBadRequestResponse({ description: 'An id, a filter or a field is not valid' })
export class AdminBlogController {
  constructor(private readonly blog: AdminBlogService) {}

  @Get()
  @ApiOkResponse({ type: AdminBlogPostsPageDto, description: 'Drafts, scheduled and published' })
  list(@Query() query: AdminBlogPostsQuery): Promise<AdminBlogPostsPageDto> {
    return this.blog.list(query);
  }

  @Post('images')
  @UseInterceptors(MultipartFiles('file', 1))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: BlogImageForm })
  @ApiCreatedResponse({ type: BlogImageDto, description: 'Kept; set it as a featured image' })
  @ApiPayloadTooLargeResponse({ description: 'Larger than 10 MB' })
  @ApiUnsupportedMediaTypeResponse({ description: 'Not a PNG, JPEG, GIF or WebP image' })
  uploadImage(
    @CurrentUser() admin: User,
    @UploadedParts() parts: UploadedPart[],
  ): Promise<BlogImageDto> {
    return this.blog.uploadImage(parts[0], admin);
  }

  @Post('preview')
  @HttpCode(200)
  // Reads only, as the editor types: nothing to audit.
  @Audited({ skip: true })
  @ApiOkResponse({ type: BlogBodyPreviewDto, description: 'The body as its page would show it' })
  preview(@Body() body: PreviewBlogBodyRequest): BlogBodyPreviewDto {
    return { html: renderMarkdown(body.content) };
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminBlogPostDto })
  @ApiNotFoundResponse({ description: 'No such post' })
  detail(@Param('id', ParseIdPipe) id: number): Promise<AdminBlogPostDto> {
    return this.blog.detail(id);
  }

  @Post()
  @ApiCreatedResponse({ type: AdminBlogPostDto })
  @ApiConflictResponse({ description: 'The slug is taken' })
  create(
    @CurrentUser() admin: User,
    @Body() body: CreateBlogPostRequest,
  ): Promise<AdminBlogPostDto> {
    return this.blog.create(body, admin);
  }

  @Patch(':id')
  @ApiOkResponse({ type: AdminBlogPostDto })
  @ApiNotFoundResponse({ description: 'No such post' })
  @ApiConflictResponse({ description: 'The slug is taken' })
  update(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: UpdateBlogPostRequest,
  ): Promise<AdminBlogPostDto> {
    return this.blog.update(id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: 'No such post' })
  remove(@Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.blog.remove(id);
  }
}
