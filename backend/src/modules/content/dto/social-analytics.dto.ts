import { ApiProperty } from '@nestjs/swagger';
import { SOCIAL_PLATFORMS, type SocialPlatform } from '@terrabridge/rules/social-posts';

export class PlatformPostsDto {
  @ApiProperty({ enum: SOCIAL_PLATFORMS })
  platform!: SocialPlatform;

  @ApiProperty({ minimum: 0 })
  posts!: number;
}

export class SocialMonthDto {
  @ApiProperty({ example: '2026-11', description: 'Calendar month in UTC (YYYY-MM)' })
  month!: string;

  @ApiProperty({ type: [PlatformPostsDto], description: 'Every platform, zero counts included' })
  platforms!: PlatformPostsDto[];
}

/** The signed-in user's social posts per platform per month, for the portal's Analytics tab. */
export class SocialAnalyticsDto {
  @ApiProperty({
    type: [SocialMonthDto],
    description: 'The last 12 months, oldest first, empty months included',
  })
  months!: SocialMonthDto[];

  @ApiProperty({ minimum: 0, description: 'Posts over those months' })
  totalPosts!: number;
}
