/** Fixtures for tests of components that read the site configuration. */
import type { SiteConfig } from './api-types';
import { createQueryClient } from './query';
import { SITE_CONFIG_PATH } from './site-config';

export function sampleSiteConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    name: 'TerraBridge Digital',
    url: 'https://terrabridge.example',
    email: 'hello@terrabridge.example',
    phone: '+1 (704) 555-0142',
    whatsappUrl: 'https://wa.me/17045550142',
    stockSiteUrl: 'https://stock.terrabridge.example',
    bookingUrl: 'https://cal.terrabridge.example/free-consultation',
    social: {
      facebook: 'https://www.facebook.com/terrabridgedigital',
      instagram: 'https://www.instagram.com/terrabridgedigital',
      whatsapp: 'https://wa.me/17045550142',
      linkedin: 'https://www.linkedin.com/',
    },
    offices: [
      {
        key: 'charlotte',
        city: 'Charlotte',
        region: 'North Carolina',
        regionCode: 'NC',
        country: 'United States',
        countryEs: 'Estados Unidos',
        countryCode: 'US',
        streetAddress: '301 S Tryon St, Suite 1800',
        postalCode: '28202',
        timeZone: 'America/New_York',
        latitude: 35.2262,
        longitude: -80.8459,
        mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?marker=35.2262,-80.8459',
        mapUrl: 'https://www.openstreetmap.org/?mlat=35.2262&mlon=-80.8459',
      },
      {
        key: 'montevideo',
        city: 'Montevideo',
        region: 'Montevideo',
        regionCode: 'MO',
        country: 'Uruguay',
        countryEs: 'Uruguay',
        countryCode: 'UY',
        streetAddress: 'Av. 18 de Julio 1234, Oficina 502',
        postalCode: '11100',
        timeZone: 'America/Montevideo',
        latitude: -34.9055,
        longitude: -56.1851,
        mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?marker=-34.9055,-56.1851',
        mapUrl: 'https://www.openstreetmap.org/?mlat=-34.9055&mlon=-56.1851',
      },
    ],
    hours: { days: 'mon-fri', opens: '09:00', closes: '18:00' },
    stats: [
      { key: 'clients', value: 3 },
      { key: 'projects', value: 3 },
      { key: 'awards', value: 0 },
      { key: 'countries', value: 3 },
    ],
    ...overrides,
  };
}

/** A query client that already holds the site configuration, as the served page would. */
export function queryClientWithSite(site: SiteConfig = sampleSiteConfig()) {
  const client = createQueryClient();
  client.setQueryData([SITE_CONFIG_PATH], site);
  return client;
}
