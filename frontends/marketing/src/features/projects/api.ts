/** The API paths this feature reads; they are also the TanStack Query keys (see api-client). */
export const PROJECTS_PATH = '/api/projects';
export const FEATURED_PROJECTS_PATH = '/api/projects?featured=true';
