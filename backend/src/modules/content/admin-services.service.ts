import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { loadPage, pageOrder, textSearch } from '../../platform/http/pagination';
import { LocalizedException } from '../../platform/i18n/localized.exception';
import {
  type AdminServicesQuery,
  type CreateServiceRequest,
  type ReorderServicesRequest,
  SERVICE_SORTS,
  type UpdateServiceRequest,
} from './dto/admin-service-requests.dto';
import { type AdminServicesPageDto, ServiceDto } from './dto/service.dto';
import { ServiceType } from './entities/service-type.entity';
import { slugFromTitle } from './slugs';

/**
 * The admin's catalogue of services. Writes go through the ORM, so the public cache (the home and
 * services pages, the checkout) drops what they change at once.
 */
@Injectable()
export class AdminServicesService {
  constructor(private readonly em: EntityManager) {}

  list(query: AdminServicesQuery): Promise<AdminServicesPageDto> {
    const em = this.em.fork();
    const search = textSearch(query.q, ['t."name"', 't."name_es"', 't."slug"']);
    return loadPage(
      em,
      'service_types',
      { ...search, order: pageOrder(query.sort ?? 'order', SERVICE_SORTS) },
      query,
      async (ids) =>
        (await em.find(ServiceType, { id: { $in: ids } })).map((service) =>
          ServiceDto.from(service),
        ),
    );
  }

  async create(body: CreateServiceRequest): Promise<ServiceDto> {
    const em = this.em.fork();
    const [last] = await em.find(ServiceType, {}, { orderBy: { sortOrder: 'desc' }, limit: 1 });
    const service = em.create(ServiceType, {
      name: body.name,
      description: body.description,
      priceCents: body.priceCents,
      fixedPrice: body.fixedPrice ?? false,
      icon: body.icon,
      slug: body.slug ?? (await this.freeSlug(em, body.name)),
      sortOrder: body.sortOrder ?? (last ? last.sortOrder + 1 : 0),
    });
    this.apply(service, body);
    return this.save(em, service);
  }

  async update(id: number, body: UpdateServiceRequest): Promise<ServiceDto> {
    const em = this.em.fork();
    const service = await this.find(em, id);
    if (body.name === null) throw new LocalizedException(400, 'services.name.required');
    if (body.description === null)
      throw new LocalizedException(400, 'services.description.required');
    if (body.priceCents === null) throw new LocalizedException(400, 'services.price.invalid');
    if (body.icon === null) throw new LocalizedException(400, 'services.icon.invalid');
    if (body.sortOrder === null) throw new LocalizedException(400, 'services.sortOrder.invalid');
    if (body.fixedPrice === null) throw new LocalizedException(400, 'services.fixedPrice.invalid');
    if (body.name !== undefined) service.name = body.name;
    if (body.description !== undefined) service.description = body.description;
    if (body.priceCents !== undefined) service.priceCents = body.priceCents;
    if (body.icon !== undefined) service.icon = body.icon;
    if (body.slug) service.slug = body.slug;
    if (body.sortOrder !== undefined) service.sortOrder = body.sortOrder;
    if (body.fixedPrice !== undefined) service.fixedPrice = body.fixedPrice;
    this.apply(service, body);
    return this.save(em, service);
  }

  /** Sets the display order to the order of `ids`, which must name every service once. */
  async reorder(body: ReorderServicesRequest): Promise<ServiceDto[]> {
    const em = this.em.fork();
    const services = await em.find(ServiceType, {});
    const byId = new Map(services.map((service) => [service.id, service]));
    if (body.ids.length !== services.length || body.ids.some((id) => !byId.has(id)))
      throw new LocalizedException(400, 'services.order.invalid');
    body.ids.forEach((id, index) => (byId.get(id)!.sortOrder = index));
    await em.flush();
    return body.ids.map((id) => ServiceDto.from(byId.get(id)!));
  }

  private apply(service: ServiceType, body: UpdateServiceRequest): void {
    if (body.nameEs !== undefined) service.nameEs = body.nameEs;
    if (body.descriptionEs !== undefined) service.descriptionEs = body.descriptionEs;
    if (body.features) service.features = body.features;
    if (body.featuresEs) service.featuresEs = body.featuresEs;
  }

  private async save(em: EntityManager, service: ServiceType): Promise<ServiceDto> {
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new LocalizedException(409, 'services.slug.taken', { slug: service.slug });
      throw error;
    }
    return ServiceDto.from(service);
  }

  private async freeSlug(em: EntityManager, name: string): Promise<string> {
    const base = slugFromTitle(name, 60) || 'service';
    let slug = base;
    for (let n = 2; await em.count(ServiceType, { slug }); n++) slug = `${base}-${n}`;
    return slug;
  }

  private async find(em: EntityManager, id: number): Promise<ServiceType> {
    const service = await em.findOne(ServiceType, id);
    if (!service) throw new LocalizedException(404, 'services.notFound');
    return service;
  }
}
