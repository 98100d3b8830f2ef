import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';

import { PageQuery } from '../../../platform/http/pagination';
import { ParseIdPipe } from '../../../platform/http/parse-id.pipe';
import { Auth, CurrentUser, RequiresScope } from '../../auth/auth.decorators';
import type { User } from '../../auth/entities/user.entity';
import {
  SaveRecommendationsRequest,
  SavedRecommendationDto,
  SavedRecommendationsPageDto,
} from './dto/saved-recommendation.dto';
import { SavedRecommendationsService } from './saved-recommendations.service';

const NOT_OWN = "No such set, or another client's (never told apart)";

/** The signed-in client's saved recommendation sets (no AI call: reading and keeping only). */
@ApiTags('social media')
@Controller('content-recommendations/saved')
@Auth()
export class SavedRecommendationsController {
  constructor(private readonly sets: SavedRecommendationsService) {}

  @Get()
  @RequiresScope('social:read')
  @ApiOkResponse({ type: SavedRecommendationsPageDto, description: 'Newest first' })
  @ApiBadRequestResponse({ description: 'limit or cursor is not valid' })
  list(@CurrentUser() user: User, @Query() query: PageQuery): Promise<SavedRecommendationsPageDto> {
    return this.sets.list(user, query);
  }

  @Post()
  @RequiresScope('social:write')
  @HttpCode(201)
  @ApiOperation({ summary: 'Keep a recommendation set: its audience, industry and result' })
  @ApiCreatedResponse({ type: SavedRecommendationDto })
  @ApiBadRequestResponse({ description: 'A field breaks a rule (messages in the chosen language)' })
  save(
    @CurrentUser() user: User,
    @Body() body: SaveRecommendationsRequest,
  ): Promise<SavedRecommendationDto> {
    return this.sets.save(user, body);
  }

  @Get(':id')
  @RequiresScope('social:read')
  @ApiOkResponse({ type: SavedRecommendationDto })
  @ApiBadRequestResponse({ description: 'The id is not a positive whole number' })
  @ApiNotFoundResponse({ description: NOT_OWN })
  get(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() user: User,
  ): Promise<SavedRecommendationDto> {
    return this.sets.get(user, id);
  }

  @Delete(':id')
  @RequiresScope('social:write')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The set is deleted' })
  @ApiBadRequestResponse({ description: 'The id is not a positive whole number' })
  @ApiNotFoundResponse({ description: NOT_OWN })
  remove(@Param('id', ParseIdPipe) id: number, @CurrentUser() user: User): Promise<void> {
    return this.sets.remove(user, id);
  }
}
