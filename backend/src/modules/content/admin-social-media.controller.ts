import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';

import { ParseIdPipe } from '../../platform/http/parse-id.pipe';
import { Auth, CurrentUser } from '../auth/auth.decorators';
import type { User } from '../auth/entities/user.entity';
import { AdminSocialMediaService } from './admin-social-media.service';
import {
  AdminSocialPostsQuery,
  DraftSocialPostRequest,
  UpdateSocialPostRequest,
} from './dto/social-post-requests.dto';
import { AdminSocialPostDto, AdminSocialPostsPageDto } from './dto/social-post.dto';

/** The team's drafts for clients and every client's posts with their decisions. */
@ApiTags('admin')
@Controller('admin/social-media')
@Auth('admin')
export class AdminSocialMediaController {
  constructor(private readonly posts: AdminSocialMediaService) {}

  @Get()
  @ApiOkResponse({
    type: AdminSocialPostsPageDto,
    description: "Every client's posts (or one client's), newest first unless sorted",
  })
  @ApiBadRequestResponse({ description: 'A filter, limit or cursor is not valid' })
  list(@Query() query: AdminSocialPostsQuery): Promise<AdminSocialPostsPageDto> {
    return this.posts.list(query);
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Draft a post for a client, who is mailed it and approves it or asks for changes',
  })
  @ApiCreatedResponse({ type: AdminSocialPostDto, description: 'Awaiting the client’s approval' })
  @ApiBadRequestResponse({ description: 'A field breaks a rule, or clientId names no client' })
  draft(
    @CurrentUser() admin: User,
    @Body() body: DraftSocialPostRequest,
  ): Promise<AdminSocialPostDto> {
    return this.posts.draft(admin, body);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Revise a team draft; it waits for the client’s approval again' })
  @ApiOkResponse({ type: AdminSocialPostDto })
  @ApiBadRequestResponse({ description: 'A field breaks a rule' })
  @ApiNotFoundResponse({ description: 'No such post' })
  @ApiConflictResponse({
    description: 'Not a team draft, or the client has scheduled it (see the README)',
  })
  revise(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: UpdateSocialPostRequest,
  ): Promise<AdminSocialPostDto> {
    return this.posts.revise(id, body);
  }
}
