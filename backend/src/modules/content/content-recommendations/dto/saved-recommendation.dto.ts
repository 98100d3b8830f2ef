import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsNotEmpty,
  IsString,
  MaxLength,
} from 'class-validator';
import { SOCIAL_PLATFORMS, type SocialPlatform } from '@terrabridge/rules/social-posts';

import { PageOf } from '../../../../platform/http/page.dto';
import { RecommendationsRequest } from '../../social-generation/dto/generation-requests.dto';
import type { SavedRecommendation } from '../saved-recommendation.entity';

/** At most this many topics or content types in a set (the model is asked for far fewer). */
export const SAVED_LIST_MAX = 20;
export const SAVED_ITEM_MAX_LENGTH = 300;

/** Each entry trimmed, blanks and repeats dropped. */
const cleanList = ({ value }: { value: unknown }) =>
  Array.isArray(value)
    ? [
        ...new Set(
          value
            .map((item) => (typeof item === 'string' ? item.trim() : (item as unknown)))
            .filter((item) => item !== ''),
        ),
      ]
    : value;

/**
 * A recommendation set to keep: the request's audience and industry (by its rules) and the
 * result that came back, as it was written. `language` words the error messages, as elsewhere.
 */
export class SaveRecommendationsRequest extends RecommendationsRequest {
  @ApiProperty({
    type: [String],
    minItems: 1,
    maxItems: SAVED_LIST_MAX,
    example: ['Behind the scenes of a busy Friday night'],
  })
  @Transform(cleanList)
  @IsArray({ message: 'recommendations.topics.invalid' })
  @ArrayMinSize(1, { message: 'recommendations.topics.invalid' })
  @ArrayMaxSize(SAVED_LIST_MAX, { message: 'recommendations.topics.invalid' })
  @IsString({ each: true, message: 'recommendations.topics.invalid' })
  @IsNotEmpty({ each: true, message: 'recommendations.topics.invalid' })
  @MaxLength(SAVED_ITEM_MAX_LENGTH, { each: true, message: 'recommendations.topics.invalid' })
  topics!: string[];

  @ApiProperty({ type: [String], maxItems: SAVED_LIST_MAX, example: ['Short videos'] })
  @Transform(cleanList)
  @IsArray({ message: 'recommendations.contentTypes.invalid' })
  @ArrayMaxSize(SAVED_LIST_MAX, { message: 'recommendations.contentTypes.invalid' })
  @IsString({ each: true, message: 'recommendations.contentTypes.invalid' })
  @MaxLength(SAVED_ITEM_MAX_LENGTH, { each: true, message: 'recommendations.contentTypes.invalid' })
  contentTypes!: string[];

  @ApiProperty({ enum: SOCIAL_PLATFORMS, isArray: true, description: 'Best-suited first' })
  @Transform(cleanList)
  @IsArray({ message: 'recommendations.platforms.invalid' })
  @ArrayMaxSize(SOCIAL_PLATFORMS.length, { message: 'recommendations.platforms.invalid' })
  @IsIn(SOCIAL_PLATFORMS, { each: true, message: 'recommendations.platforms.invalid' })
  platforms!: SocialPlatform[];
}

/** A saved recommendation set, as the portal lists and opens it. */
export class SavedRecommendationDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  audience!: string;

  @ApiProperty()
  industry!: string;

  @ApiProperty({ type: [String] })
  topics!: string[];

  @ApiProperty({ type: [String] })
  contentTypes!: string[];

  @ApiProperty({ enum: SOCIAL_PLATFORMS, isArray: true, description: 'Best-suited first' })
  platforms!: SocialPlatform[];

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  static from(set: SavedRecommendation): SavedRecommendationDto {
    return {
      id: set.id,
      audience: set.audience,
      industry: set.industry,
      topics: [...set.topics],
      contentTypes: [...set.contentTypes],
      platforms: [...set.platforms],
      createdAt: set.createdAt.toISOString(),
    };
  }
}

export class SavedRecommendationsPageDto extends PageOf(SavedRecommendationDto, 'older sets') {}
