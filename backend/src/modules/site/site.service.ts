import { Inject, Injectable } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import type { OfficeDto, SiteConfigDto } from './dto/site-config.dto';
import { type OfficeProfile, SITE_PROFILE } from './site-profile';

/** Half the side, in degrees, of the area an embedded office map shows. */
const MAP_SPAN = 0.008;

function office(profile: OfficeProfile): OfficeDto {
  const { latitude: lat, longitude: lon } = profile;
  const bbox = [lon - MAP_SPAN, lat - MAP_SPAN, lon + MAP_SPAN, lat + MAP_SPAN]
    .map((degrees) => degrees.toFixed(4))
    .join(',');
  return {
    ...profile,
    mapEmbedUrl: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`,
    mapUrl: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`,
  };
}

@Injectable()
export class SiteService {
  private readonly config: SiteConfigDto;

  constructor(@Inject(APP_CONFIG) app: AppConfig) {
    this.config = {
      name: SITE_PROFILE.name,
      url: app.http.publicUrl,
      email: app.mail.salesAddress,
      phone: SITE_PROFILE.phone,
      whatsappUrl: SITE_PROFILE.whatsappUrl,
      stockSiteUrl: SITE_PROFILE.stockSiteUrl,
      bookingUrl: app.site.bookingUrl,
      social: { ...SITE_PROFILE.social },
      offices: SITE_PROFILE.offices.map(office),
      hours: { ...SITE_PROFILE.hours },
      stats: SITE_PROFILE.stats.map((stat) => ({ ...stat })),
    };
  }

  /** Fixed for the life of the process: built once from the profile and the configuration. */
  get(): SiteConfigDto {
    return this.config;
  }
}
