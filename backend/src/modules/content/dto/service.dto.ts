import { ApiProperty } from '@nestjs/swagger';
import { PageOf } from '../../../platform/http/page.dto';

import type { ServiceType } from '../entities/service-type.entity';

/** A service as the public site and the checkout read it. */
export class ServiceDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 'web-design' })
  slug!: string;

  @ApiProperty({ example: 'Web Design & Development' })
  name!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Diseño y Desarrollo Web' })
  nameEs!: string | null;

  @ApiProperty()
  description!: string;

  @ApiProperty({ type: String, nullable: true })
  descriptionEs!: string | null;

  @ApiProperty({ description: 'Starting price in US dollars (before tax)', example: 1499 })
  price!: number;

  @ApiProperty({ description: 'Starting price in US cents (before tax)', example: 149900 })
  priceCents!: number;

  @ApiProperty({
    description:
      'True when every client pays exactly this price; false when it is a starting price that the work asked for can raise',
  })
  fixedPrice!: boolean;

  @ApiProperty({ type: [String] })
  features!: string[];

  @ApiProperty({ type: [String] })
  featuresEs!: string[];

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'laptop-code, robot or paint-brush; anything else is drawn as laptop-code',
  })
  icon!: string | null;

  @ApiProperty({ example: 0 })
  sortOrder!: number;

  static from(service: ServiceType): ServiceDto {
    return {
      id: service.id,
      slug: service.slug,
      name: service.name,
      nameEs: service.nameEs ?? null,
      description: service.description,
      descriptionEs: service.descriptionEs ?? null,
      price: service.priceCents / 100,
      priceCents: service.priceCents,
      fixedPrice: service.fixedPrice,
      features: stringList(service.features),
      featuresEs: stringList(service.featuresEs),
      icon: service.icon ?? null,
      sortOrder: service.sortOrder,
    };
  }
}

/** Feature lists are shown as given when they are lists of strings, otherwise as empty. */
function stringList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

/** Services for the admin, in display order unless sorted otherwise. */
export class AdminServicesPageDto extends PageOf(ServiceDto, 'more services', 'Display order') {}
