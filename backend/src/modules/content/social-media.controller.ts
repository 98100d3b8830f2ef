import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';

import { PageQuery } from '../../platform/http/pagination';
import { ParseIdPipe } from '../../platform/http/parse-id.pipe';
import { Auth, CurrentUser } from '../auth/auth.decorators';
import type { User } from '../auth/entities/user.entity';
import { SaveSocialPostRequest } from './dto/save-social-post.dto';
import { SocialPostDto, SocialPostsPageDto } from './dto/social-post.dto';
import { SocialMediaService } from './social-media.service';

const NOT_OWN = "No such post, or another client's (never told apart)";

/** The signed-in user's own social content library. */
@ApiTags('social media')
@Controller('social-media')
@Auth()
export class SocialMediaController {
  constructor(private readonly posts: SocialMediaService) {}

  @Get()
  @ApiOkResponse({ type: SocialPostsPageDto, description: "The user's own posts, newest first" })
  @ApiBadRequestResponse({ description: 'limit or cursor is not valid' })
  list(@CurrentUser() user: User, @Query() query: PageQuery): Promise<SocialPostsPageDto> {
    return this.posts.list(user, query);
  }

  @Post('save')
  @HttpCode(201)
  @ApiCreatedResponse({ type: SocialPostDto, description: 'The post as kept in the library' })
  @ApiBadRequestResponse({ description: 'A field breaks a rule (messages in the chosen language)' })
  save(@CurrentUser() user: User, @Body() body: SaveSocialPostRequest): Promise<SocialPostDto> {
    return this.posts.save(user, body);
  }

  @Get(':id')
  @ApiOkResponse({ type: SocialPostDto })
  @ApiBadRequestResponse({ description: 'The id is not a positive whole number' })
  @ApiNotFoundResponse({ description: NOT_OWN })
  get(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: User): Promise<SocialPostDto> {
    return this.posts.get(user, id);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The post is deleted' })
  @ApiBadRequestResponse({ description: 'The id is not a positive whole number' })
  @ApiNotFoundResponse({ description: NOT_OWN })
  remove(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: User): Promise<void> {
    return this.posts.remove(user, id);
  }
}
