import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { PublicCache } from '../../platform/cache/public-cache';
import { LocalizedException } from '../../platform/i18n/localized.exception';
import { ServiceDto } from './dto/service.dto';
import { ServiceType } from './entities/service-type.entity';

@Injectable()
export class ServicesService {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: PublicCache,
  ) {}

  list(): Promise<ServiceDto[]> {
    return this.cache.read('services', [ServiceType], async () => {
      const services = await this.em
        .fork()
        .find(ServiceType, {}, { orderBy: { sortOrder: 'asc', id: 'asc' } });
      return services.map((service) => ServiceDto.from(service));
    });
  }

  async get(id: number): Promise<ServiceDto> {
    const service = await this.cache.read(`service:${id}`, [ServiceType], () => this.find(id));
    if (!service) throw new LocalizedException(404, 'services.notFound');
    return service;
  }

  /** The service as it is now in the database (for writes that refer to it), or null. */
  async find(id: number): Promise<ServiceDto | null> {
    const service = await this.em.fork().findOne(ServiceType, id);
    return service ? ServiceDto.from(service) : null;
  }
}
