import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  mutedAfter,
  NOTIFICATION_KINDS,
  type NotificationKind,
  wantsMail,
} from '@terrabridge/rules/notification-kinds';

import { NotificationPreference } from './notification-preference.entity';
import type {
  NotificationPreferencesDto,
  UpdateNotificationPreferencesRequest,
} from './notification-preferences.dto';

/** The kinds an account turned off; none without a saved choice. */
async function mutedOf(em: EntityManager, userId: number): Promise<string[]> {
  const row = await em.findOne(NotificationPreference, { user: userId });
  return row?.muted ?? [];
}

/**
 * Whether this account gets a mail of this kind; read in the caller's transaction, so the answer
 * and the mail it allows are one decision.
 */
export async function allowsMail(
  em: EntityManager,
  userId: number,
  kind: NotificationKind,
): Promise<boolean> {
  return wantsMail(await mutedOf(em, userId), kind);
}

/** The Settings tab's notification choices of the signed-in account. */
@Injectable()
export class NotificationPreferencesService {
  constructor(private readonly em: EntityManager) {}

  async forUser(userId: number): Promise<NotificationPreferencesDto> {
    return toDto(await mutedOf(this.em.fork(), userId));
  }

  async change(
    userId: number,
    changes: UpdateNotificationPreferencesRequest,
  ): Promise<NotificationPreferencesDto> {
    const em = this.em.fork();
    const muted = mutedAfter(await mutedOf(em, userId), changes);
    // One statement, so two saves at once cannot fail on the primary key.
    await em.execute(
      `insert into "notification_preferences" ("user_id", "muted", "updated_at")
       values (?, ?::jsonb, now())
       on conflict ("user_id") do update set "muted" = excluded."muted", "updated_at" = now()`,
      [userId, JSON.stringify(muted)],
    );
    return toDto(muted);
  }
}

function toDto(muted: readonly string[]): NotificationPreferencesDto {
  const entries = NOTIFICATION_KINDS.map((kind) => [kind, wantsMail(muted, kind)] as const);
  return { ...(Object.fromEntries(entries) as Record<NotificationKind, boolean>), security: true };
}
