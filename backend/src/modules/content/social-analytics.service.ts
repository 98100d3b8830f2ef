import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { SOCIAL_PLATFORMS, type SocialPlatform } from '@terrabridge/rules/social-posts';

import type { User } from '../auth/entities/user.entity';
import { monthWindow } from '../../platform/time/month-window';
import type { SocialAnalyticsDto } from './dto/social-analytics.dto';

/** Months the Analytics tab shows. */
const MONTHS = 12;

/**
 * Counts of the user's social posts. Every post of a platform counts; saved audience
 * recommendations, which name no single platform, do not.
 */
@Injectable()
export class SocialAnalyticsService {
  constructor(private readonly em: EntityManager) {}

  async postsPerPlatformPerMonth(user: User): Promise<SocialAnalyticsDto> {
    const window = monthWindow(MONTHS);
    const rows = await this.em
      .fork()
      .execute<{ month: string; platform: SocialPlatform; posts: number }[]>(
        `select to_char("created_at" at time zone 'UTC', 'YYYY-MM') as "month", "platform",
         count(*)::int as "posts"
       from "social_media_content"
       where "user_id" = ? and "created_at" >= ? and "created_at" < ?
         and "platform" in (${SOCIAL_PLATFORMS.map(() => '?').join(', ')})
       group by 1, 2`,
        [user.id, window.start, window.end, ...SOCIAL_PLATFORMS],
      );
    const counts = new Map(rows.map((row) => [`${row.month}|${row.platform}`, row.posts]));
    return {
      months: window.months.map((month) => ({
        month,
        platforms: SOCIAL_PLATFORMS.map((platform) => ({
          platform,
          posts: counts.get(`${month}|${platform}`) ?? 0,
        })),
      })),
      totalPosts: rows.reduce((sum, row) => sum + row.posts, 0),
    };
  }
}
