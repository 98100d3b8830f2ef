import { useQuery } from '@tanstack/react-query';
import type { SiteConfig } from './api-types';

export const SITE_CONFIG_PATH = '/api/site';
/** The element in which the API inlines the site configuration into every page it serves. */
export const SITE_CONFIG_ELEMENT_ID = 'tb-site-config';

/**
 * The configuration the page arrived with, so brand and contact values render at once without
 * a request. Absent under a development server, where the query fetches it.
 */
export function readInlinedSiteConfig(
  doc: Document | undefined = globalThis.document,
): SiteConfig | undefined {
  const text = doc?.getElementById(SITE_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as SiteConfig;
  } catch {
    return undefined;
  }
}

/** Brand, contact values, offices and stats: undefined only while a development server fetches them. */
export function useSiteConfig(): SiteConfig | undefined {
  return useQuery<SiteConfig>({
    queryKey: [SITE_CONFIG_PATH],
    initialData: readInlinedSiteConfig,
  }).data;
}
