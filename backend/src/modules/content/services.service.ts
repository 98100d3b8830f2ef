import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';

import { ServiceDto } from './dto/service.dto';
import { ServiceType } from './entities/service-type.entity';

@Injectable()
export class ServicesService {
  constructor(private readonly em: EntityManager) {}

  async list(): Promise<ServiceDto[]> {
    const services = await this.em.find(
      ServiceType,
      {},
      { orderBy: { sortOrder: 'asc', id: 'asc' } },
    );
    return services.map((service) => ServiceDto.from(service));
  }

  async get(id: number): Promise<ServiceDto> {
    const service = await this.em.findOne(ServiceType, id);
    if (!service) throw new NotFoundException('Service not found');
    return ServiceDto.from(service);
  }
}
