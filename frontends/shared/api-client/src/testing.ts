/** Fixtures for tests of components that read the site configuration. */
import type { SiteConfig } from './api-types';
import { createQueryClient } from './query';
import { SITE_CONFIG_PATH } from './site-config';
// Written by `npm run contract` from the API's own profile, and checked to be current in CI.
import servedSiteConfig from './site-config.sample.json';

/** The site configuration the API serves with its default settings. */
export function sampleSiteConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  // A fresh copy each time, so a test that changes it cannot leak into the next.
  const served = JSON.parse(JSON.stringify(servedSiteConfig)) as SiteConfig;
  return { ...served, ...overrides };
}

/** A query client that already holds the site configuration, as the served page would. */
export function queryClientWithSite(site: SiteConfig = sampleSiteConfig()) {
  const client = createQueryClient();
  client.setQueryData([SITE_CONFIG_PATH], site);
  return client;
}
