import type { QueryKey } from '@tanstack/react-query';
import { FEATURED_PROJECTS_PATH } from '../projects/api';
import { SERVICES_PATH } from '../services/api';

/** The API path of the testimonials; also their TanStack Query key (see api-client). */
export const TESTIMONIALS_PATH = '/api/testimonials';

/**
 * What the sections below the hero read: services (and the contact form's service list, the same
 * query), featured projects and testimonials. They hydrate when the visitor comes near, so the
 * page is sent without this data and the browser fetches it then (see route-data.ts).
 */
export const HOME_SECTIONS_DATA: readonly QueryKey[] = [
  [SERVICES_PATH],
  [FEATURED_PROJECTS_PATH],
  [TESTIMONIALS_PATH],
];
