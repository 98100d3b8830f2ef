import { ApiProperty } from '@nestjs/swagger';

import { STAT_KEYS, type StatKey } from '../site-profile';

export class SocialLinksDto {
  @ApiProperty() facebook!: string;
  @ApiProperty() instagram!: string;
  @ApiProperty() whatsapp!: string;
  @ApiProperty() linkedin!: string;
}

export class OfficeDto {
  @ApiProperty({ example: 'charlotte' }) key!: string;
  @ApiProperty({ example: 'Charlotte' }) city!: string;
  @ApiProperty({ example: 'North Carolina' }) region!: string;
  @ApiProperty({ example: 'NC' }) regionCode!: string;
  @ApiProperty({ example: 'United States' }) country!: string;
  @ApiProperty({ example: 'Estados Unidos' }) countryEs!: string;
  @ApiProperty({ example: 'US' }) countryCode!: string;
  @ApiProperty() streetAddress!: string;
  @ApiProperty() postalCode!: string;
  @ApiProperty({ example: 'America/New_York' }) timeZone!: string;
  @ApiProperty() latitude!: number;
  @ApiProperty() longitude!: number;
  @ApiProperty({ description: 'An embeddable map of the office (OpenStreetMap)' })
  mapEmbedUrl!: string;
  @ApiProperty({ description: 'The office on a full map page' }) mapUrl!: string;
}

export class OfficeHoursDto {
  @ApiProperty({ enum: ['mon-fri'] }) days!: 'mon-fri';
  @ApiProperty({ example: '09:00' }) opens!: string;
  @ApiProperty({ example: '18:00' }) closes!: string;
}

export class StatDto {
  @ApiProperty({ enum: STAT_KEYS }) key!: StatKey;
  @ApiProperty({ example: 7, minimum: 1 }) value!: number;
}

/** Brand and contact values every page shows. */
export class SiteConfigDto {
  @ApiProperty({ example: 'TerraBridge Digital' }) name!: string;
  @ApiProperty({ description: 'The site’s own origin', example: 'https://terrabridge.example' })
  url!: string;
  @ApiProperty({ description: 'Sales, legal and careers address' }) email!: string;
  @ApiProperty({ example: '+1 (704) 555-0142' }) phone!: string;
  @ApiProperty({ description: 'The phone number as a messaging-app chat link' })
  whatsappUrl!: string;
  @ApiProperty({ description: 'The sister stock site' }) stockSiteUrl!: string;
  @ApiProperty({ description: 'Booking page for a free 30-minute consultation' })
  bookingUrl!: string;
  @ApiProperty({ type: SocialLinksDto }) social!: SocialLinksDto;
  @ApiProperty({ type: [OfficeDto] }) offices!: OfficeDto[];
  @ApiProperty({ type: OfficeHoursDto }) hours!: OfficeHoursDto;
  @ApiProperty({ type: [StatDto] }) stats!: StatDto[];
}
