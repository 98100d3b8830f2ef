import type { EntityManager } from '@mikro-orm/postgresql';

import type { User } from '../auth/entities/user.entity';
import { LocalizedException } from '../../platform/i18n/localized.exception';
import { Project } from './entities/project.entity';

export const isTeam = (user: User) => user.role === 'admin';

/**
 * The project if this user may follow it: its client, or any admin. Any other project answers
 * exactly like one that does not exist, so ids cannot be probed.
 */
export async function followedProject(em: EntityManager, id: number, user: User): Promise<Project> {
  const project = await em.findOne(Project, isTeam(user) ? { id } : { id, client: user.id }, {
    populate: ['client'],
  });
  if (!project) throw new LocalizedException(404, 'projects.notFound');
  return project;
}
