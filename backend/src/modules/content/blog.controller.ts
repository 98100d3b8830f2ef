import { Controller, Get, Param } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';

import { ParseSlugPipe, SLUG_MAX_LENGTH, SLUG_PATTERN } from '../../platform/http/parse-slug.pipe';
import { PublicRead } from '../../platform/http/public-read.interceptor';
import { BlogService } from './blog.service';
import { BlogPostDetailDto, BlogPostDto } from './dto/blog-post.dto';

@ApiTags('blog')
@Controller('blog')
@PublicRead()
export class BlogController {
  constructor(private readonly blog: BlogService) {}

  @Get()
  @ApiOkResponse({ type: [BlogPostDto], description: 'Published posts, newest first' })
  list(): Promise<BlogPostDto[]> {
    return this.blog.listPublished();
  }

  @Get(':slug')
  @ApiParam({
    name: 'slug',
    schema: { type: 'string', pattern: SLUG_PATTERN.source, maxLength: SLUG_MAX_LENGTH },
  })
  @ApiOkResponse({ type: BlogPostDetailDto })
  @ApiBadRequestResponse({ description: 'The slug is not lowercase words joined by hyphens' })
  @ApiNotFoundResponse({ description: 'No published post has this slug' })
  get(@Param('slug', ParseSlugPipe) slug: string): Promise<BlogPostDetailDto> {
    return this.blog.getPublished(slug);
  }
}
