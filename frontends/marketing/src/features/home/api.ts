/** The API path of the testimonials; also their TanStack Query key (see api-client). */
export const TESTIMONIALS_PATH = '/api/testimonials';
