export { apiRequest, throwIfResNotOk, ApiError } from './request';
export type { HttpMethod } from './request';
export { getQueryFn, queryClient, createQueryClient, queryKeyToUrl } from './query';
export type { UnauthorizedBehavior } from './query';
