import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
} from 'class-validator';
import { SOCIAL_PLATFORMS, type SocialPlatform } from '@terrabridge/rules/social-posts';

import { trim, trimOrNull } from '../../../platform/http/transforms';

/** 'hiking' and '#hiking' are the same tag; stored with its '#'. */
const asHashtags = ({ value }: { value: unknown }) =>
  Array.isArray(value)
    ? value.map((tag) =>
        typeof tag === 'string' ? `#${tag.trim().replace(/^#/, '')}` : (tag as unknown),
      )
    : value;

export const POST_MIN_LENGTH = 10;
/** The longest post any network takes (Facebook's); each network's own limit is checked on scheduling. */
export const POST_MAX_LENGTH = 63_206;

/** A post to keep in the client's content library (written by hand or by the generator). */
export class SaveSocialPostRequest {
  @ApiProperty({ enum: SOCIAL_PLATFORMS })
  @IsIn(SOCIAL_PLATFORMS, { message: 'social.platform.invalid' })
  platform!: SocialPlatform;

  @ApiProperty({ minLength: POST_MIN_LENGTH, maxLength: POST_MAX_LENGTH })
  @Transform(trim)
  // Checked from the bottom up: an empty text is 'required', not 'too short'.
  @MaxLength(POST_MAX_LENGTH, { message: 'social.content.max' })
  @MinLength(POST_MIN_LENGTH, { message: 'social.content.min' })
  @IsNotEmpty({ message: 'social.content.required' })
  @IsString({ message: 'social.content.required' })
  content!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: POST_MAX_LENGTH })
  @Transform(trimOrNull)
  @IsOptional()
  @IsString({ message: 'social.content.max' })
  @MaxLength(POST_MAX_LENGTH, { message: 'social.content.max' })
  contentEs?: string | null;

  @ApiPropertyOptional({
    type: [String],
    maxItems: 30,
    example: ['#hiking', 'outdoors'],
    description: "Letters, digits and '_' each, with or without the leading '#'",
  })
  @Transform(asHashtags)
  @IsOptional()
  @IsArray({ message: 'social.hashtags.invalid' })
  @ArrayMaxSize(30, { message: 'social.hashtags.invalid' })
  @IsString({ each: true, message: 'social.hashtags.invalid' })
  @Matches(/^#[\p{L}\p{N}_]{1,100}$/u, { each: true, message: 'social.hashtags.invalid' })
  hashtags?: string[];

  @ApiPropertyOptional({ default: false, description: 'Written by the AI generator' })
  @IsOptional()
  @IsBoolean({ message: 'social.aiGenerated.invalid' })
  aiGenerated?: boolean;
}
