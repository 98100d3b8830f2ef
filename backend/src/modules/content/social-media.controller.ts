import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';

import { ParseIdPipe } from '../../platform/http/parse-id.pipe';
import { Auth, CurrentUser, RequiresScope } from '../auth/auth.decorators';
import type { User } from '../auth/entities/user.entity';
import { SaveSocialPostRequest } from './dto/save-social-post.dto';
import {
  DuplicateSocialPostRequest,
  MarkPostedRequest,
  RequestChangesRequest,
  ScheduleSocialPostRequest,
  SocialCalendarQuery,
  SocialPostsQuery,
  UpdateSocialPostRequest,
} from './dto/social-post-requests.dto';
import { SocialCalendarDto, SocialPostDto, SocialPostsPageDto } from './dto/social-post.dto';
import { SocialMediaService } from './social-media.service';

const NOT_OWN = "No such post, or another client's (never told apart)";
const REFUSED = 'Not allowed in the post’s state (see the README: social post states)';

/** The signed-in user's own social content library. */
@ApiTags('social media')
@Controller('social-media')
@Auth()
export class SocialMediaController {
  constructor(private readonly posts: SocialMediaService) {}

  @Get()
  @RequiresScope('social:read')
  @ApiOkResponse({ type: SocialPostsPageDto, description: "The user's own posts, newest first" })
  @ApiBadRequestResponse({ description: 'limit, cursor, platform or status is not valid' })
  list(@CurrentUser() user: User, @Query() query: SocialPostsQuery): Promise<SocialPostsPageDto> {
    return this.posts.list(user, query);
  }

  @Get('calendar')
  @RequiresScope('social:read')
  @ApiOperation({ summary: "The user's posts with a chosen time between from and to" })
  @ApiOkResponse({ type: SocialCalendarDto })
  @ApiBadRequestResponse({ description: 'from or to is not valid, or they span over 62 days' })
  calendar(
    @CurrentUser() user: User,
    @Query() query: SocialCalendarQuery,
  ): Promise<SocialCalendarDto> {
    return this.posts.calendar(user, query.from, query.to);
  }

  @Post('save')
  @RequiresScope('social:write')
  @HttpCode(201)
  @ApiCreatedResponse({ type: SocialPostDto, description: 'The post as kept in the library' })
  @ApiBadRequestResponse({ description: 'A field breaks a rule (messages in the chosen language)' })
  save(@CurrentUser() user: User, @Body() body: SaveSocialPostRequest): Promise<SocialPostDto> {
    return this.posts.save(user, body);
  }

  @Get(':id')
  @RequiresScope('social:read')
  @ApiOkResponse({ type: SocialPostDto })
  @ApiBadRequestResponse({ description: 'The id is not a positive whole number' })
  @ApiNotFoundResponse({ description: NOT_OWN })
  get(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: User): Promise<SocialPostDto> {
    return this.posts.get(user, id);
  }

  @Patch(':id')
  @RequiresScope('social:write')
  @ApiOperation({ summary: 'Edit the words; the post keeps its state' })
  @ApiOkResponse({ type: SocialPostDto })
  @ApiBadRequestResponse({ description: 'A field breaks a rule (messages in the chosen language)' })
  @ApiNotFoundResponse({ description: NOT_OWN })
  update(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() user: User,
    @Body() body: UpdateSocialPostRequest,
  ): Promise<SocialPostDto> {
    return this.posts.update(user, id, body);
  }

  @Delete(':id')
  @RequiresScope('social:write')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The post is deleted' })
  @ApiBadRequestResponse({ description: 'The id is not a positive whole number' })
  @ApiNotFoundResponse({ description: NOT_OWN })
  remove(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: User): Promise<void> {
    return this.posts.remove(user, id);
  }

  @Post(':id/duplicate')
  @RequiresScope('social:write')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Copy the post for a network (its own or another), as a new unscheduled draft',
  })
  @ApiCreatedResponse({ type: SocialPostDto, description: 'The copy' })
  @ApiBadRequestResponse({ description: 'The platform is not valid' })
  @ApiNotFoundResponse({ description: NOT_OWN })
  duplicate(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() user: User,
    @Body() body: DuplicateSocialPostRequest,
  ): Promise<SocialPostDto> {
    return this.posts.duplicate(user, id, body.platform);
  }

  @Put(':id/schedule')
  @RequiresScope('social:write')
  @ApiOperation({
    summary: 'Choose (or change) the time the ready-to-post text is mailed to the user',
  })
  @ApiOkResponse({ type: SocialPostDto, description: 'Now scheduled' })
  @ApiBadRequestResponse({
    description:
      'The time is not valid, past, or over two years ahead; or the post is longer than its network allows',
  })
  @ApiNotFoundResponse({ description: NOT_OWN })
  @ApiConflictResponse({ description: REFUSED })
  schedule(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() user: User,
    @Body() body: ScheduleSocialPostRequest,
  ): Promise<SocialPostDto> {
    return this.posts.schedule(user, id, body.scheduledDate);
  }

  @Post(':id/posted')
  @RequiresScope('social:write')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mark a scheduled (or due) post as posted, with the live post’s link if given',
  })
  @ApiOkResponse({ type: SocialPostDto, description: 'Now posted' })
  @ApiBadRequestResponse({ description: 'The link is not an http or https address' })
  @ApiNotFoundResponse({ description: NOT_OWN })
  @ApiConflictResponse({ description: REFUSED })
  markPosted(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() user: User,
    @Body() body: MarkPostedRequest,
  ): Promise<SocialPostDto> {
    return this.posts.markPosted(user, id, body.url ?? null);
  }

  @Delete(':id/schedule')
  @RequiresScope('social:write')
  @ApiOperation({ summary: 'Cancel the chosen time: back to draft, or approved for a team draft' })
  @ApiOkResponse({ type: SocialPostDto })
  @ApiNotFoundResponse({ description: NOT_OWN })
  @ApiConflictResponse({ description: REFUSED })
  unschedule(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() user: User,
  ): Promise<SocialPostDto> {
    return this.posts.unschedule(user, id);
  }

  @Post(':id/approve')
  @RequiresScope('social:write')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve a post the team drafted; the team is mailed the decision' })
  @ApiOkResponse({ type: SocialPostDto })
  @ApiNotFoundResponse({ description: NOT_OWN })
  @ApiConflictResponse({ description: REFUSED })
  approve(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: User): Promise<SocialPostDto> {
    return this.posts.approve(user, id);
  }

  @Post(':id/request-changes')
  @RequiresScope('social:write')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a team draft back with a comment; the team is mailed it' })
  @ApiOkResponse({ type: SocialPostDto })
  @ApiBadRequestResponse({ description: 'The comment is empty or too long' })
  @ApiNotFoundResponse({ description: NOT_OWN })
  @ApiConflictResponse({ description: REFUSED })
  requestChanges(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() user: User,
    @Body() body: RequestChangesRequest,
  ): Promise<SocialPostDto> {
    return this.posts.requestChanges(user, id, body.comment);
  }
}
