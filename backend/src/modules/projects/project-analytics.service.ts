import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import type { User } from '../auth/entities/user.entity';
import type {
  MilestoneTimelinessDto,
  ProjectActivityDto,
  ProjectAnalyticsDto,
} from './dto/project-analytics.dto';
import type { ProjectStatus } from './entities/project.entity';
import { milestoneCounts } from './milestone-counts';
import { progressOf, STATUS_GROUPS, statusGroupOf } from './progress';
import { isTeam } from './project-access';

const DAY_SECONDS = 24 * 60 * 60;

/** Figures of the user's own projects, each counted by the database in one aggregate query. */
@Injectable()
export class ProjectAnalyticsService {
  constructor(private readonly em: EntityManager) {}

  async forUser(user: User): Promise<ProjectAnalyticsDto> {
    const em = this.em.fork();
    const [byGroup, milestones, projects] = await Promise.all([
      this.projectsByGroup(em, user),
      this.milestoneTimeliness(em, user),
      this.projectActivity(em, user),
    ]);
    return { byGroup, milestones, projects };
  }

  /** Counted per status by the database, then summed per group by the one rule (progress.ts). */
  private async projectsByGroup(em: EntityManager, user: User) {
    const rows = await em.execute<{ status: ProjectStatus; projects: number }[]>(
      `select "status", count(*)::int as "projects" from "projects"
       where "client_id" = ? group by "status"`,
      [user.id],
    );
    const counts = new Map(STATUS_GROUPS.map((group) => [group, 0]));
    for (const row of rows) {
      const group = statusGroupOf(row.status);
      counts.set(group, (counts.get(group) ?? 0) + row.projects);
    }
    return STATUS_GROUPS.map((group) => ({ group, projects: counts.get(group) ?? 0 }));
  }

  /** Due dates are calendar days; a completion counts on the UTC day it happened, as `overdue` does. */
  private async milestoneTimeliness(
    em: EntityManager,
    user: User,
  ): Promise<MilestoneTimelinessDto> {
    const today = new Date().toISOString().slice(0, 10);
    const completedOn = `("m"."completed_at" at time zone 'UTC')::date`;
    const [row] = await em.execute<{ on_time: number; late: number; overdue_open: number }[]>(
      `select
         count(*) filter (where "m"."status" = 'completed'
           and ("m"."due_date" is null or "m"."completed_at" is null
             or ${completedOn} <= "m"."due_date"))::int as "on_time",
         count(*) filter (where "m"."status" = 'completed'
           and ${completedOn} > "m"."due_date")::int as "late",
         count(*) filter (where "m"."status" <> 'completed'
           and "m"."due_date" < ?::date)::int as "overdue_open"
       from "project_milestones" "m" join "projects" "p" on "p"."id" = "m"."project_id"
       where "p"."client_id" = ?`,
      [today, user.id],
    );
    return { onTime: row.on_time, late: row.late, overdueOpen: row.overdue_open };
  }

  /** Per project, how long since the newest update this user may read (the portal's rule). */
  private async projectActivity(em: EntityManager, user: User): Promise<ProjectActivityDto[]> {
    const rows = await em.execute<
      {
        id: number;
        title: string;
        title_es: string | null;
        status: ProjectStatus;
        days: number | null;
      }[]
    >(
      `select "p"."id", "p"."title", "p"."title_es", "p"."status",
         floor(extract(epoch from (now() - "u"."last")) / ${DAY_SECONDS})::int as "days"
       from "projects" "p"
       left join lateral (
         select max("created_at") as "last" from "project_updates"
         where "project_id" = "p"."id"${isTeam(user) ? '' : ' and "is_public"'}
       ) "u" on true
       where "p"."client_id" = ?
       order by "p"."created_at" desc, "p"."id" desc`,
      [user.id],
    );
    const counts = await milestoneCounts(
      em,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      titleEs: row.title_es,
      status: row.status,
      statusGroup: statusGroupOf(row.status),
      progress: progressOf(row.status, counts.get(row.id)),
      // An update stamped a moment ahead of this server's clock is from today.
      daysSinceUpdate: row.days === null ? null : Math.max(0, row.days),
    }));
  }
}
