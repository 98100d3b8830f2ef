import type { ProjectStatus } from './entities/project.entity';

/** How far a project's status alone says it is, used only while it has no milestones. */
const STATUS_PROGRESS: Record<ProjectStatus, number | null> = {
  pending: 0,
  planning: 20,
  in_progress: 50,
  review: 80,
  completed: 100,
  archived: null,
};

/** A project's milestones: how many it has and how many of them are completed. */
export interface MilestoneCount {
  total: number;
  done: number;
}

/**
 * How far a project is, from 0 to 100 (decisions.md, third wave): the share of its milestones
 * done, rounded down so a plan with one step left never reads 100; the status only while it has
 * no milestones. An archived project shows none.
 */
export function progressOf(
  status: ProjectStatus,
  milestones: MilestoneCount | undefined,
): number | null {
  if (status === 'archived') return null;
  if (!milestones || milestones.total === 0) return STATUS_PROGRESS[status];
  const done = Math.min(Math.max(milestones.done, 0), milestones.total);
  return Math.floor((done / milestones.total) * 100);
}

/**
 * The groups statuses fall into wherever projects are filtered or counted (the portal's filter,
 * the Analytics tab): planning and review are stages of the work in progress.
 */
export const STATUS_GROUPS = ['pending', 'in_progress', 'completed', 'archived'] as const;
export type StatusGroup = (typeof STATUS_GROUPS)[number];

const GROUP_OF: Record<ProjectStatus, StatusGroup> = {
  pending: 'pending',
  planning: 'in_progress',
  in_progress: 'in_progress',
  review: 'in_progress',
  completed: 'completed',
  archived: 'archived',
};

export function statusGroupOf(status: ProjectStatus): StatusGroup {
  return GROUP_OF[status];
}

/** The count of a plan read whole. */
export function countOf(milestones: readonly { status: string }[]): MilestoneCount {
  return {
    total: milestones.length,
    done: milestones.filter((milestone) => milestone.status === 'completed').length,
  };
}
