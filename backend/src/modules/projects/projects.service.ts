import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { PublicCache } from '../../platform/cache/public-cache';
import { LocalizedException } from '../../platform/i18n/localized.exception';
import { PublicProjectDto } from './dto/public-project.dto';
import { Project } from './entities/project.entity';

/** Archived projects are no longer part of the public portfolio. */
const PUBLIC = { status: { $ne: 'archived' } } as const;

@Injectable()
export class ProjectsService {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: PublicCache,
  ) {}

  /** Public projects, newest first; only the featured ones when asked. */
  listPublic(featuredOnly = false): Promise<PublicProjectDto[]> {
    const key = featuredOnly ? 'projects:featured' : 'projects';
    return this.cache.read(key, [Project], async () => {
      const projects = await this.em
        .fork()
        .find(Project, featuredOnly ? { ...PUBLIC, featured: true } : PUBLIC, {
          orderBy: { createdAt: 'desc', id: 'desc' },
        });
      return projects.map((project) => PublicProjectDto.from(project));
    });
  }

  /** A public project; an archived one answers exactly like one that does not exist. */
  async getPublic(id: number): Promise<PublicProjectDto> {
    const project = await this.cache.read(`project:${id}`, [Project], async () => {
      const found = await this.em.fork().findOne(Project, { ...PUBLIC, id });
      return found ? PublicProjectDto.from(found) : null;
    });
    if (!project) throw new LocalizedException(404, 'projects.notFound');
    return project;
  }
}
