import type { ProjectStatus } from './entities/project.entity';

/** How far a project is, by status (decisions.md); an archived project shows none. */
const PROGRESS: Record<ProjectStatus, number | null> = {
  pending: 0,
  planning: 20,
  in_progress: 50,
  review: 80,
  completed: 100,
  archived: null,
};

export function progressOf(status: ProjectStatus): number | null {
  return PROGRESS[status];
}
