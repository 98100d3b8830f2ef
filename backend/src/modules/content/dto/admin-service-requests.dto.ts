import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

import { SearchPageQuery, SortParam } from '../../../platform/http/pagination';
import { SLUG_PATTERN } from '../../../platform/http/parse-slug.pipe';
import { trimOrNull } from '../../../platform/http/transforms';
import { SERVICE_ICONS, type ServiceIcon } from '../entities/service-type.entity';
import { RequiredText, OptionalText } from '../../../platform/http/text-fields';

/** The admin services list's sorts; no sort is the display order. */
export const SERVICE_SORTS = {
  order: 't."sort_order"',
  name: 'lower(t."name")',
  price: 't."price_cents"',
};

export class AdminServicesQuery extends SearchPageQuery {
  @SortParam(SERVICE_SORTS)
  sort?: string;
}

/** Each feature trimmed, blank ones dropped. */
const cleanList = ({ value }: { value: unknown }) =>
  Array.isArray(value)
    ? value
        .map((item) => (typeof item === 'string' ? item.trim() : item))
        .filter((item) => item !== '')
    : value;

const Features = () =>
  applyDecorators(
    ApiPropertyOptional({ type: [String], maxItems: 20 }),
    Transform(cleanList),
    IsOptional(),
    IsArray({ message: 'services.features.invalid' }),
    ArrayMaxSize(20, { message: 'services.features.invalid' }),
    IsString({ each: true, message: 'services.features.invalid' }),
    MaxLength(200, { each: true, message: 'services.features.invalid' }),
  );

export class CreateServiceRequest {
  @ApiProperty({ maxLength: 150 })
  @RequiredText('services.name.required', 150, 'services.name.max')
  name!: string;

  @ApiPropertyOptional({ type: String, maxLength: 150, nullable: true })
  @OptionalText(150, 'services.name.max')
  nameEs?: string | null;

  @ApiPropertyOptional({
    type: String,
    maxLength: 100,
    pattern: SLUG_PATTERN.source,
    description: 'The anchor on /services; made from the name when left out',
  })
  @Transform(trimOrNull)
  @IsOptional()
  @IsString({ message: 'services.slug.invalid' })
  @MaxLength(100, { message: 'services.slug.invalid' })
  @Matches(SLUG_PATTERN, { message: 'services.slug.invalid' })
  slug?: string | null;

  @ApiProperty({ maxLength: 2000 })
  @RequiredText('services.description.required', 2000, 'services.description.max')
  description!: string;

  @ApiPropertyOptional({ type: String, maxLength: 2000, nullable: true })
  @OptionalText(2000, 'services.description.max')
  descriptionEs?: string | null;

  @ApiProperty({ description: 'Starting price in US cents, before tax', example: 149900 })
  @IsInt({ message: 'services.price.invalid' })
  @Min(0, { message: 'services.price.invalid' })
  @Max(100_000_000, { message: 'services.price.invalid' })
  priceCents!: number;

  @ApiPropertyOptional({
    description: 'Every client pays exactly the price (shown without "Starting at"); default false',
  })
  @IsOptional()
  @IsBoolean({ message: 'services.fixedPrice.invalid' })
  fixedPrice?: boolean;

  @Features()
  features?: string[];

  @Features()
  featuresEs?: string[];

  @ApiProperty({ enum: SERVICE_ICONS })
  @IsIn(SERVICE_ICONS, { message: 'services.icon.invalid' })
  icon!: ServiceIcon;

  @ApiPropertyOptional({ minimum: 0, maximum: 10000, description: 'Defaults to the end' })
  @IsOptional()
  @IsInt({ message: 'services.sortOrder.invalid' })
  @Min(0, { message: 'services.sortOrder.invalid' })
  @Max(10000, { message: 'services.sortOrder.invalid' })
  sortOrder?: number;
}

export class UpdateServiceRequest extends PartialType(CreateServiceRequest) {}

/** Every service's id, in the new display order. */
export class ReorderServicesRequest {
  @ApiProperty({ type: [Number], minItems: 1, maxItems: 200 })
  @IsArray({ message: 'services.order.invalid' })
  @ArrayMinSize(1, { message: 'services.order.invalid' })
  @ArrayMaxSize(200, { message: 'services.order.invalid' })
  @ArrayUnique({ message: 'services.order.invalid' })
  @IsInt({ each: true, message: 'services.order.invalid' })
  @Min(1, { each: true, message: 'services.order.invalid' })
  @Max(2147483647, { each: true, message: 'services.order.invalid' })
  ids!: number[];
}
