import type { ProjectSummary } from '../features/projects/project-api';

/** The API's grouping of statuses (backend projects/progress.ts), for fixtures of projects. */
export const STATUS_GROUP: Record<ProjectSummary['status'], ProjectSummary['statusGroup']> = {
  pending: 'pending',
  planning: 'in_progress',
  in_progress: 'in_progress',
  review: 'in_progress',
  completed: 'completed',
  archived: 'archived',
};
