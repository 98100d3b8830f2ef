import type { EntityManager } from '@mikro-orm/postgresql';

import type { MilestoneCount } from './progress';

/** Per project, how many milestones it has and how many are completed (absent: none). */
export async function milestoneCounts(
  em: EntityManager,
  projectIds: number[],
): Promise<Map<number, MilestoneCount>> {
  if (projectIds.length === 0) return new Map();
  const rows = await em.execute<{ project_id: number; total: number; done: number }[]>(
    `select "project_id", count(*)::int as "total",
       count(*) filter (where "status" = 'completed')::int as "done"
     from "project_milestones" where "project_id" in (${projectIds.map(() => '?').join(', ')})
     group by "project_id"`,
    projectIds,
  );
  return new Map(rows.map((row) => [row.project_id, { total: row.total, done: row.done }]));
}
