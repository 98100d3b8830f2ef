/** The API path of the service catalogue; also its TanStack Query key (see api-client). */
export const SERVICES_PATH = '/api/services';
